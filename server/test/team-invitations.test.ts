// Invitations by e-mail (issue 24, Roles): the mail in the invitee's language from the outbox, accepting
// signed in or after registering, and every refusal (reused, expired, revoked, replaced, wrong account).
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { authHeaders, buildTestApp, errorOf, registerUser, type TestApp, uniqueEmail } from './helper';
import { OLIVERA, TAULA } from './support/staff';
import { invitationToken, mailsTo, registerMember, registerOwner, teamCall } from './support/team';

describe('invitations', () => {
  let t: TestApp;
  const now = new Date('2026-03-16T10:00:00.000Z');
  before(async () => {
    t = await buildTestApp({ clock: () => now });
  });
  after(() => t.close());

  const invite = (actor: { accessToken: string }, email: string, role = 'staff', language?: string) =>
    teamCall(t.app, actor, 'POST', `/api/manage/places/${OLIVERA}/invitations`, {
      email,
      role,
      ...(language ? { language } : {}),
    });
  const accept = (user: { accessToken: string }, token: string) =>
    teamCall(t.app, user, 'POST', '/api/invitations/accept', { token });
  const read = (token: string) => teamCall(t.app, undefined, 'POST', '/api/invitations/read', { token });
  const staffOf = async (user: { accessToken: string }) =>
    (await t.app.inject({ url: '/api/user/getMyUser', headers: authHeaders(user.accessToken) })).json().data
      .staffOf as { providerId: string }[];

  test('the mail is written in the language the inviter chose, else the place’s', async () => {
    const manager = await registerMember(t.app, OLIVERA, 'manager', { name: 'Pau Vidal' });
    const german = uniqueEmail('barista-de');
    const response = await invite(manager, german, 'staff', 'de');
    assert.equal(response.statusCode, 201, response.body);
    const invitation = response.json().data;
    assert.equal(invitation.email, german);
    assert.equal(invitation.role, 'staff');
    assert.equal(invitation.language, 'de');
    assert.equal(invitation.invitedByName, 'Pau Vidal');
    // Seven days by default.
    assert.equal(new Date(invitation.expiresAt).getTime() - now.getTime(), 7 * 24 * 3600 * 1000);

    const [mail] = await mailsTo(t.config.dataDir, german);
    assert.ok(mail);
    assert.match(mail, /Pau Vidal lädt dich ins Team ein: Team von Café Olivera\./);
    assert.match(mail, /innerhalb von 7 Tagen/);
    assert.match(mail, new RegExp(`${t.config.publicUrl}/invite/[A-Za-z0-9_-]{40,}`));

    // No language: Café Olivera's own (Catalan).
    const catalan = uniqueEmail('barista-ca');
    assert.equal((await invite(manager, catalan)).json().data.language, 'ca');
    const [catalanMail] = await mailsTo(t.config.dataDir, catalan);
    assert.match(catalanMail ?? '', /Pau Vidal et convida a unir-te a l’equip: personal de Café Olivera\./);
  });

  test('a signed-in account with the invited e-mail accepts at once, once', async () => {
    const owner = await registerOwner(t.app);
    const barista = await registerUser(t.app, { name: 'Jordi Serra' });
    // The address as typed by the inviter may differ in case.
    assert.equal((await invite(owner, barista.email.toUpperCase())).statusCode, 201);
    const token = await invitationToken(t.config.dataDir, barista.email);

    const summary = await read(token);
    assert.equal(summary.statusCode, 200, summary.body);
    assert.deepEqual(
      { ...summary.json().data, expiresAt: undefined },
      {
        email: barista.email.toLowerCase(),
        role: 'staff',
        providerId: OLIVERA,
        providerName: 'Café Olivera',
        invitedByName: 'Owner Person',
        expiresAt: undefined,
        status: 'pending',
      },
    );

    const accepted = await accept(barista, token);
    assert.equal(accepted.statusCode, 200, accepted.body);
    assert.deepEqual(accepted.json().data, { role: 'staff', providerId: OLIVERA });
    assert.deepEqual(
      (await staffOf(barista)).map((place) => place.providerId),
      [OLIVERA],
    );
    // The counter console answers them now.
    const queue = await teamCall(t.app, barista, 'GET', `/api/staff/providers/${OLIVERA}/orders`);
    assert.equal(queue.statusCode, 200, queue.body);

    const again = await accept(barista, token);
    assert.equal(again.statusCode, 410);
    assert.equal(errorOf(again).code, 'INVITATION_USED');
    assert.equal((await read(token)).json().data.status, 'accepted');
    // Gone from the pending list, in the team.
    const team = (await teamCall(t.app, owner, 'GET', `/api/manage/places/${OLIVERA}/team`)).json().data;
    assert.ok(
      team.members.some(
        (member: { userId: string; role: string }) =>
          member.userId === barista.userId && member.role === 'staff',
      ),
    );
    assert.ok(
      !team.invitations.some(
        (invitation: { email: string }) => invitation.email === barista.email.toLowerCase(),
      ),
    );
  });

  test('an invitee without an account registers with the invited e-mail, then accepts', async () => {
    const owner = await registerOwner(t.app);
    const email = uniqueEmail('new-manager');
    assert.equal((await invite(owner, email, 'manager', 'en')).statusCode, 201);
    const token = await invitationToken(t.config.dataDir, email);
    const newcomer = await registerUser(t.app, { email, name: 'New Manager' });
    const accepted = await accept(newcomer, token);
    assert.equal(accepted.statusCode, 200, accepted.body);
    assert.deepEqual(accepted.json().data, { role: 'manager', providerId: OLIVERA });
    const team = await teamCall(t.app, newcomer, 'GET', `/api/manage/places/${OLIVERA}/team`);
    assert.equal(team.statusCode, 200, team.body);
  });

  test('another account cannot accept, and is granted nothing', async () => {
    const owner = await registerOwner(t.app);
    const email = uniqueEmail('invited');
    await invite(owner, email);
    const token = await invitationToken(t.config.dataDir, email);
    const someoneElse = await registerUser(t.app);
    const refused = await accept(someoneElse, token);
    assert.equal(refused.statusCode, 403);
    assert.equal(errorOf(refused).code, 'INVITATION_WRONG_ACCOUNT');
    assert.deepEqual(await staffOf(someoneElse), []);
    assert.equal((await read(token)).json().data.status, 'pending');
    // Signed out, accepting is a 401.
    assert.equal(
      (await teamCall(t.app, undefined, 'POST', '/api/invitations/accept', { token })).statusCode,
      401,
    );
  });

  test('an expired link is refused with its own code', async () => {
    const owner = await registerOwner(t.app);
    const invitee = await registerUser(t.app);
    await invite(owner, invitee.email);
    const token = await invitationToken(t.config.dataDir, invitee.email);
    // Seven days later (the app's clock also dates access tokens, so the link is aged instead).
    await t.app.db
      .updateTable('team_invitations')
      .set({ expires_at: new Date(now.getTime() - 1000) })
      .where('email', '=', invitee.email.toLowerCase())
      .execute();
    assert.equal((await read(token)).json().data.status, 'expired');
    const refused = await accept(invitee, token);
    assert.equal(refused.statusCode, 410);
    assert.equal(errorOf(refused).code, 'INVITATION_EXPIRED');
    assert.deepEqual(await staffOf(invitee), []);
  });

  test('a revoked link is refused; a resend kills the old link and mails a working one', async () => {
    const owner = await registerOwner(t.app);
    const invitee = await registerUser(t.app);
    const invitation = (await invite(owner, invitee.email)).json().data;
    const first = await invitationToken(t.config.dataDir, invitee.email);

    const resent = await teamCall(
      t.app,
      owner,
      'POST',
      `/api/manage/places/${OLIVERA}/invitations/${invitation.invitationId}/resend`,
    );
    assert.equal(resent.statusCode, 200, resent.body);
    const mails = await mailsTo(t.config.dataDir, invitee.email);
    assert.equal(mails.length, 2);
    const second = mails
      .map((mail) => /\/invite\/([A-Za-z0-9_-]+)/.exec(mail)?.[1])
      .find((token) => token !== first) as string;
    assert.ok(second);
    assert.equal((await read(first)).statusCode, 404);
    assert.equal((await accept(invitee, first)).statusCode, 404);

    const revoked = await teamCall(
      t.app,
      owner,
      'DELETE',
      `/api/manage/places/${OLIVERA}/invitations/${invitation.invitationId}`,
    );
    assert.equal(revoked.statusCode, 200, revoked.body);
    const refused = await accept(invitee, second);
    assert.equal(refused.statusCode, 410);
    assert.equal(errorOf(refused).code, 'INVITATION_REVOKED');
    // Another place's id does not reach it.
    const elsewhere = await teamCall(
      t.app,
      owner,
      'DELETE',
      `/api/manage/places/${TAULA}/invitations/${invitation.invitationId}`,
    );
    assert.equal(elsewhere.statusCode, 404);
  });

  test('a manager invites staff, not managers; an unknown link is a 404', async () => {
    const manager = await registerMember(t.app, OLIVERA, 'manager');
    const email = uniqueEmail('would-be-manager');
    const refused = await invite(manager, email, 'manager');
    assert.equal(refused.statusCode, 403);
    assert.equal(errorOf(refused).code, 'BACK_OFFICE_FORBIDDEN');
    assert.deepEqual(await mailsTo(t.config.dataDir, email), []);
    const bad = await invite(manager, 'not-an-email');
    assert.equal(bad.statusCode, 400);
    assert.equal(errorOf(bad).code, 'VALIDATION_ERROR');
    assert.equal((await read('q3NwqS0tN4a6Xw2YbH8kPz1mV5rT7uE9')).statusCode, 404);
  });

  test('an owner invitation makes an owner; a manager invited as staff stays manager', async () => {
    const owner = await registerOwner(t.app);
    const partner = await registerUser(t.app);
    const invited = await teamCall(t.app, owner, 'POST', '/api/manage/owner-invitations', {
      email: partner.email,
      language: 'es',
    });
    assert.equal(invited.statusCode, 201, invited.body);
    assert.match(
      (await mailsTo(t.config.dataDir, partner.email))[0] ?? '',
      /propietario del programa de fidelidad/,
    );
    const accepted = await accept(partner, await invitationToken(t.config.dataDir, partner.email));
    assert.deepEqual(accepted.json().data, { role: 'owner', providerId: null });
    assert.equal((await teamCall(t.app, partner, 'GET', '/api/manage/owners')).statusCode, 200);

    const manager = await registerMember(t.app, OLIVERA, 'manager');
    await invite(owner, manager.email, 'staff');
    const kept = await accept(manager, await invitationToken(t.config.dataDir, manager.email));
    assert.equal(kept.statusCode, 200, kept.body);
    const team = (await teamCall(t.app, owner, 'GET', `/api/manage/places/${OLIVERA}/team`)).json().data;
    assert.equal(
      team.members.find((member: { userId: string }) => member.userId === manager.userId)?.role,
      'manager',
    );
  });
});
