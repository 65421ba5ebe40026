import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import {
  authHeaders,
  buildTestApp,
  DEFAULT_PASSWORD,
  errorOf,
  login,
  registerUser,
  type TestApp,
  type TestUser,
} from './helper';
import { startMailCatcher } from './support/mail-catcher';

const NEW_PASSWORD = 'Another456?';

/** The reset link of a raw mail, undoing quoted-printable soft line breaks. */
function resetTokenIn(raw: string): string {
  const decoded = raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
  const match = decoded.match(/http:\/\/localhost:8080\/password-restore\/([A-Za-z0-9_-]+)/);
  assert.ok(match, decoded);
  return match[1] as string;
}

describe('account calls', () => {
  let t: TestApp;
  let mail: Awaited<ReturnType<typeof startMailCatcher>>;
  before(async () => {
    mail = await startMailCatcher();
    t = await buildTestApp({ smtpUrl: mail.url, publicUrl: 'http://localhost:8080' });
  });
  after(async () => {
    await t.close();
    await mail.close();
  });

  const refresh = (refreshToken: string) =>
    t.app.inject({ method: 'PUT', url: '/api/auth/refreshToken', payload: { refreshToken } });
  const me = (user: { accessToken: string }) =>
    t.app.inject({ url: '/api/user/getMyUser', headers: authHeaders(user.accessToken) });

  test('password restore: same 202 for known and unknown emails; the mailed link sets a new password once', async () => {
    const user = await registerUser(t.app);
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/api/auth/password-restore',
      payload: { email: 'nobody-here@example.com' },
    });
    const mailArrives = mail.nextMessage();
    const known = await t.app.inject({
      method: 'POST',
      url: '/api/auth/password-restore',
      payload: { email: user.email },
    });
    assert.equal(unknown.statusCode, 202);
    assert.equal(known.statusCode, 202);
    assert.deepEqual(unknown.json(), known.json());

    const message = await mailArrives;
    assert.deepEqual(message.to, [user.email]);
    assert.match(message.raw, /From: no-reply@loyalty\.local/);
    assert.equal(mail.messages.length, 1, 'no mail for the unknown address');
    const token = resetTokenIn(message.raw);
    const stored = await t.app.db
      .selectFrom('password_reset_tokens')
      .select('token_hash')
      .executeTakeFirstOrThrow();
    assert.notEqual(stored.token_hash, token);

    const restore = (password: string) =>
      t.app.inject({ method: 'PUT', url: '/api/auth/password-restore', payload: { token, password } });
    assert.equal((await restore('weak')).statusCode, 400);
    const restored = await restore(NEW_PASSWORD);
    assert.equal(restored.statusCode, 200);
    assert.equal((await login(t.app, user.email, NEW_PASSWORD)).statusCode, 200);
    assert.equal((await login(t.app, user.email, DEFAULT_PASSWORD, '10.9.0.1')).statusCode, 401);
    // Every session from before the reset is revoked; the link works only once.
    assert.equal((await refresh(user.refreshToken)).statusCode, 401);
    const again = await restore('Third789#');
    assert.equal(again.statusCode, 400);
    assert.equal(errorOf(again).code, 'INVALID_TOKEN');
  });

  test('an expired reset link is refused', async () => {
    const user = await registerUser(t.app);
    const mailArrives = mail.nextMessage();
    await t.app.inject({ method: 'POST', url: '/api/auth/password-restore', payload: { email: user.email } });
    const token = resetTokenIn((await mailArrives).raw);
    await t.app.db
      .updateTable('password_reset_tokens')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('user_id', '=', user.userId)
      .execute();
    const response = await t.app.inject({
      method: 'PUT',
      url: '/api/auth/password-restore',
      payload: { token, password: NEW_PASSWORD },
    });
    assert.equal(response.statusCode, 400);
  });

  test('change password: wrong current is 400 INVALID_CREDENTIALS; success revokes the other sessions only', async () => {
    const user = await registerUser(t.app);
    const otherSession = (await login(t.app, user.email, user.password)).json().data;
    const change = (currentPassword: string) =>
      t.app.inject({
        method: 'PUT',
        url: '/api/user/password',
        headers: { ...authHeaders(user.accessToken), 'x-auth-refresh-token': user.refreshToken },
        payload: { currentPassword, newPassword: NEW_PASSWORD },
      });
    const wrong = await change('Wrong123!');
    assert.equal(wrong.statusCode, 400);
    assert.equal(errorOf(wrong).code, 'INVALID_CREDENTIALS');
    assert.equal((await login(t.app, user.email, user.password)).statusCode, 200);

    assert.equal((await change(user.password)).statusCode, 200);
    assert.equal((await login(t.app, user.email, NEW_PASSWORD)).statusCode, 200);
    assert.equal((await refresh(otherSession.refreshToken)).statusCode, 401);
    assert.equal((await refresh(user.refreshToken)).statusCode, 200);
  });

  test('add password is refused when the account has one', async () => {
    const user = await registerUser(t.app);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/user/password',
      headers: authHeaders(user.accessToken),
      payload: { newPassword: NEW_PASSWORD },
    });
    assert.equal(response.statusCode, 409);
    assert.equal(errorOf(response).code, 'PASSWORD_ALREADY_SET');
  });

  test('add password works for an account without one', async () => {
    const user = await registerUser(t.app);
    await t.app.db.updateTable('users').set({ password_hash: null }).where('id', '=', user.userId).execute();
    assert.equal((await me(user)).json().data.hasPassword, false);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/user/password',
      headers: authHeaders(user.accessToken),
      payload: { newPassword: NEW_PASSWORD },
    });
    assert.equal(response.statusCode, 200);
    assert.equal((await me(user)).json().data.hasPassword, true);
    assert.equal((await login(t.app, user.email, NEW_PASSWORD)).statusCode, 200);
  });

  test('update profile changes only what is sent and is validated', async () => {
    const user = await registerUser(t.app);
    const patch = (payload: object) =>
      t.app.inject({
        method: 'PATCH',
        url: '/api/user/profile',
        headers: authHeaders(user.accessToken),
        payload,
      });
    const updated = await patch({ phone: '+48600700800', language: 'pl' });
    assert.equal(updated.statusCode, 200);
    assert.equal(updated.json().data.phone, '+48600700800');
    assert.equal(updated.json().data.language, 'pl');
    assert.equal(updated.json().data.name, user.name);
    assert.equal((await patch({})).statusCode, 400);
    assert.equal((await patch({ birthdate: 'yesterday' })).statusCode, 400);
    assert.equal((await me(user)).json().data.phone, '+48600700800');
  });

  test('feedback is stored for the caller; empty or oversized messages are refused', async () => {
    const user = await registerUser(t.app);
    const send = (payload: object) =>
      t.app.inject({ method: 'POST', url: '/api/feedback', headers: authHeaders(user.accessToken), payload });
    const sent = await send({ message: 'Great coffee!', rating: 5 });
    assert.equal(sent.statusCode, 201);
    const row = await t.app.db
      .selectFrom('feedback')
      .selectAll()
      .where('id', '=', sent.json().data.feedbackId)
      .executeTakeFirstOrThrow();
    assert.deepEqual([row.user_id, row.message, row.rating], [user.userId, 'Great coffee!', 5]);
    for (const bad of [
      { message: '' },
      { message: '   ' },
      { message: 'x'.repeat(2001) },
      { message: 'ok', rating: 6 },
    ]) {
      assert.equal((await send(bad)).statusCode, 400, JSON.stringify(bad).slice(0, 40));
    }
    assert.equal(
      (await t.app.inject({ method: 'POST', url: '/api/feedback', payload: { message: 'hi' } })).statusCode,
      401,
    );
  });

  test('delete account erases personal data, keeps anonymised ledger and feedback, frees the email', async () => {
    const user: TestUser = await registerUser(t.app);
    await t.app.db
      .insertInto('points_ledger')
      .values({ user_id: user.userId, delta: 30, reason: 'adjusted' })
      .execute();
    await t.app.inject({
      method: 'PUT',
      url: `/api/user-consents?userId=${user.userId}`,
      headers: authHeaders(user.accessToken),
      payload: { essential: true, dataProcessing: true, analytics: true, marketing: true },
    });
    await t.app.inject({
      method: 'POST',
      url: '/api/feedback',
      headers: authHeaders(user.accessToken),
      payload: { message: 'Bye' },
    });

    const deleted = await t.app.inject({
      method: 'DELETE',
      url: '/api/user',
      headers: authHeaders(user.accessToken),
    });
    assert.equal(deleted.statusCode, 200);

    assert.equal((await me(user)).statusCode, 401, 'old access token refused');
    assert.equal((await refresh(user.refreshToken)).statusCode, 401, 'old refresh token refused');
    assert.equal((await login(t.app, user.email, user.password, '10.9.0.2')).statusCode, 401);

    const row = await t.app.db
      .selectFrom('users')
      .selectAll()
      .where('id', '=', user.userId)
      .executeTakeFirstOrThrow();
    assert.deepEqual(
      [row.email, row.password_hash, row.phone, row.birthdate, row.google_subject],
      [null, null, null, null, null],
    );
    assert.notEqual(row.name, user.name);
    const consents = await t.app.db
      .selectFrom('user_consents')
      .selectAll()
      .where('user_id', '=', user.userId)
      .execute();
    assert.equal(consents.length, 0);
    const ledger = await t.app.db
      .selectFrom('points_ledger')
      .selectAll()
      .where('user_id', '=', user.userId)
      .execute();
    assert.equal(ledger.length, 1);
    const feedback = await t.app.db
      .selectFrom('feedback')
      .selectAll()
      .where('user_id', '=', user.userId)
      .execute();
    assert.equal(feedback.length, 1);

    const again = await registerUser(t.app, { email: user.email });
    assert.notEqual(again.userId, user.userId);
    assert.equal((await me(again)).json().data.loyaltyPoints, 0);
  });
});
