import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { loadConfig } from '../src/config';
import {
  authHeaders,
  buildTestApp,
  DEFAULT_PASSWORD,
  errorOf,
  login,
  registerUser,
  type TestApp,
  type TestUser,
  uniqueEmail,
} from './helper';
import { decodedMail, startMailCatcher } from './support/mail-catcher';

/** yyyy-mm-dd of today (UTC) moved by whole years and days. */
function dateFromToday(years: number, days = 0): string {
  const now = new Date();
  const date = new Date(Date.UTC(now.getUTCFullYear() + years, now.getUTCMonth(), now.getUTCDate() + days));
  return date.toISOString().slice(0, 10);
}

function linkTokenIn(raw: string, route: string): string {
  const match = decodedMail(raw).match(new RegExp(`http://localhost:8080/${route}/([A-Za-z0-9_-]+)`));
  assert.ok(match, decodedMail(raw));
  return match[1] as string;
}

describe('the customer’s own account: language, profile rules, email change, password rules', () => {
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

  const me = async (user: TestUser) =>
    (await t.app.inject({ url: '/api/user/getMyUser', headers: authHeaders(user.accessToken) })).json().data;
  const patch = (user: TestUser, payload: object) =>
    t.app.inject({
      method: 'PATCH',
      url: '/api/user/profile',
      headers: authHeaders(user.accessToken),
      payload,
    });
  const register = (fields: Record<string, unknown>) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: {
        name: 'Ana Test',
        email: uniqueEmail('rules'),
        password: DEFAULT_PASSWORD,
        birthdate: '1990-01-01',
        phone: '+34600123456',
        acceptTerms: true,
        appId: 'consumerApp',
        ...fields,
      },
    });

  test('the language is the account’s only once chosen, and getMyUser gives it back on any device', async () => {
    const user = await registerUser(t.app);
    assert.equal((await me(user)).language, undefined, 'no choice made at sign-up: the browser decides');
    const chosen = await patch(user, { language: 'uk' });
    assert.equal(chosen.statusCode, 200);
    assert.equal(chosen.json().data.language, 'uk');
    // Another device: a new login reads the same account language.
    const otherDevice = (await login(t.app, user.email, user.password)).json().data;
    assert.equal((await me({ ...user, accessToken: otherDevice.accessToken })).language, 'uk');
    const demo = await login(t.app, 'demo@example.com', 'Demo1234!');
    assert.equal((await me({ ...user, accessToken: demo.json().data.accessToken })).language, undefined);
    // Chosen at sign-up, it is the account's too.
    const signedUp = await register({ language: 'ca' });
    assert.equal(signedUp.statusCode, 201);
  });

  test('birthdates: a real date, not in the future, not before 1900, at least the minimum age (with details)', async () => {
    const user = await registerUser(t.app);
    const tooYoung = await patch(user, { birthdate: dateFromToday(-13, 1) });
    assert.equal(tooYoung.statusCode, 400);
    assert.equal(errorOf(tooYoung).code, 'VALIDATION_ERROR');
    assert.deepEqual(tooYoung.json().error.details, { minimumAge: 13 });
    assert.deepEqual(errorOf(tooYoung).fields, [
      { field: 'birthdate', message: 'You must be at least 13 years old' },
    ]);
    for (const birthdate of [
      dateFromToday(0, 1),
      dateFromToday(1),
      '0000-01-01',
      '0199-05-05',
      '1899-12-31',
    ]) {
      const refused = await patch(user, { birthdate, phone: '+34699999999' });
      assert.equal(refused.statusCode, 400, birthdate);
      assert.equal(refused.json().error.details, undefined, birthdate);
      assert.deepEqual(
        (errorOf(refused).fields as { field: string }[]).map((field) => field.field),
        ['birthdate'],
      );
    }
    assert.equal(
      (await patch(user, { birthdate: '2001-02-29' })).statusCode,
      400,
      'not a calendar date (contract format)',
    );
    const after = await me(user);
    assert.deepEqual([after.birthdate, after.phone], ['1992-03-04', '+34600123456'], 'nothing changed');

    assert.equal((await patch(user, { birthdate: dateFromToday(-13) })).statusCode, 200, '13 today');
    assert.equal((await me(user)).birthdate, dateFromToday(-13));

    const youngSignUp = await register({ birthdate: dateFromToday(-10) });
    assert.equal(youngSignUp.statusCode, 400);
    assert.deepEqual(youngSignUp.json().error.details, { minimumAge: 13 });
    assert.equal((await register({ birthdate: '2999-01-01' })).statusCode, 400);
  });

  test('the minimum age comes from MIN_AGE_YEARS', () => {
    const base = { JWT_SECRET: 'x'.repeat(32), DATA_DIR: '/tmp/unused-data-dir' };
    assert.equal(loadConfig(base).minimumAgeYears, 13);
    assert.equal(loadConfig({ ...base, MIN_AGE_YEARS: '18' }).minimumAgeYears, 18);
  });

  test('a name of spaces only is refused at sign-up and in the profile; names are stored trimmed', async () => {
    const blank = await register({ name: '    ' });
    assert.equal(blank.statusCode, 400);
    assert.deepEqual(errorOf(blank).fields, [
      { field: 'name', message: 'The name must have at least 2 characters besides spaces' },
    ]);
    assert.equal((await register({ name: ' x ' })).statusCode, 400);
    const user = await registerUser(t.app);
    assert.equal((await patch(user, { name: ' \t ' })).statusCode, 400);
    assert.equal((await me(user)).name, user.name);
    const renamed = await patch(user, { name: '  Zoë Martí  ' });
    assert.equal(renamed.json().data.name, 'Zoë Martí');
  });

  test('changing the password to the current one is refused and changes nothing', async () => {
    const user = await registerUser(t.app);
    const same = await t.app.inject({
      method: 'PUT',
      url: '/api/user/password',
      headers: { ...authHeaders(user.accessToken), 'x-auth-refresh-token': user.refreshToken },
      payload: { currentPassword: user.password, newPassword: user.password },
    });
    assert.equal(same.statusCode, 400);
    assert.equal(errorOf(same).code, 'SAME_PASSWORD');
    assert.deepEqual(errorOf(same).fields, [
      { field: 'newPassword', message: 'The new password must be different from the current one' },
    ]);
    assert.equal((await login(t.app, user.email, user.password)).statusCode, 200);
  });

  test('a reset link is checked when it is opened, without spending it', async () => {
    const user = await registerUser(t.app);
    const check = (token: string) =>
      t.app.inject({ method: 'POST', url: '/api/auth/password-restore/check', payload: { token } });
    const unknown = await check('q3NwqS0tN4a6Xw2YbH8kPz1mV5rT7uE9');
    assert.equal(unknown.statusCode, 400);
    assert.equal(errorOf(unknown).code, 'INVALID_TOKEN');
    assert.equal((await check('short')).statusCode, 400);

    const arrives = mail.nextMessage();
    await t.app.inject({ method: 'POST', url: '/api/auth/password-restore', payload: { email: user.email } });
    const token = linkTokenIn((await arrives).raw, 'password-restore');
    assert.equal((await check(token)).statusCode, 200);
    assert.equal((await check(token)).statusCode, 200, 'checking twice spends nothing');
    const restored = await t.app.inject({
      method: 'PUT',
      url: '/api/auth/password-restore',
      payload: { token, password: 'Brand-New-77' },
    });
    assert.equal(restored.statusCode, 200);
    const used = await check(token);
    assert.equal(used.statusCode, 400);
    assert.equal(errorOf(used).code, 'INVALID_TOKEN');
  });

  test('email change: a link to the new address applies it when opened; the old address is told', async () => {
    const user = await registerUser(t.app);
    const other = await registerUser(t.app);
    const newEmail = uniqueEmail('moved');
    const mailsBefore = mail.messages.length;
    const request = (payload: object) =>
      t.app.inject({
        method: 'POST',
        url: '/api/user/email',
        headers: authHeaders(user.accessToken),
        payload,
      });

    const noPassword = await request({ newEmail });
    assert.equal(noPassword.statusCode, 400);
    assert.equal((errorOf(noPassword).fields as { field: string }[])[0]?.field, 'currentPassword');
    const wrong = await request({ newEmail, currentPassword: 'Wrong123!' });
    assert.equal(wrong.statusCode, 400);
    assert.equal(errorOf(wrong).code, 'INVALID_CREDENTIALS');
    assert.equal(
      (await request({ newEmail: user.email.toUpperCase(), currentPassword: user.password })).statusCode,
      400,
    );
    const taken = await request({ newEmail: other.email, currentPassword: user.password });
    assert.equal(taken.statusCode, 409);
    assert.equal(errorOf(taken).code, 'EMAIL_TAKEN');
    assert.equal(mail.messages.length, mailsBefore, 'no mail for a refused request');

    const firstArrives = mail.nextMessage();
    assert.equal(
      (await request({ newEmail: uniqueEmail('first'), currentPassword: user.password })).statusCode,
      202,
    );
    const firstToken = linkTokenIn((await firstArrives).raw, 'confirm-email');
    const arrives = mail.nextMessage();
    const requested = await request({ newEmail, currentPassword: user.password, language: 'es' });
    assert.equal(requested.statusCode, 202);
    const confirmation = await arrives;
    assert.deepEqual(confirmation.to, [newEmail]);
    assert.match(decodedMail(confirmation.raw), /Has pedido usar esta dirección/);
    const token = linkTokenIn(confirmation.raw, 'confirm-email');

    // Nothing changes until the link is opened.
    const pending = await me(user);
    assert.equal(pending.email, user.email);
    assert.equal(pending.pendingEmail, newEmail);
    assert.equal((await login(t.app, newEmail, user.password)).statusCode, 401);

    const confirm = (value: string) =>
      t.app.inject({ method: 'POST', url: '/api/auth/email-change/confirm', payload: { token: value } });
    const replaced = await confirm(firstToken);
    assert.equal(replaced.statusCode, 400, 'a newer request replaces the older link');
    assert.equal(errorOf(replaced).code, 'INVALID_TOKEN');

    const noticeArrives = mail.nextMessage();
    assert.equal((await confirm(token)).statusCode, 200);
    const notice = await noticeArrives;
    assert.deepEqual(notice.to, [user.email]);
    assert.match(decodedMail(notice.raw), new RegExp(newEmail.replace('.', '\\.')));
    const changed = await me(user);
    assert.equal(changed.email, newEmail);
    assert.equal(changed.pendingEmail, undefined);
    assert.equal((await login(t.app, newEmail, user.password)).statusCode, 200);
    assert.equal((await login(t.app, user.email, user.password, '10.8.0.1')).statusCode, 401);

    const again = await confirm(token);
    assert.equal(again.statusCode, 400);
    assert.equal(errorOf(again).code, 'INVALID_TOKEN');
  });

  test('an email taken by another account before the link is opened is not applied', async () => {
    const user = await registerUser(t.app);
    const newEmail = uniqueEmail('race');
    const arrives = mail.nextMessage();
    await t.app.inject({
      method: 'POST',
      url: '/api/user/email',
      headers: authHeaders(user.accessToken),
      payload: { newEmail, currentPassword: user.password },
    });
    const token = linkTokenIn((await arrives).raw, 'confirm-email');
    await registerUser(t.app, { email: newEmail });
    const confirmed = await t.app.inject({
      method: 'POST',
      url: '/api/auth/email-change/confirm',
      payload: { token },
    });
    assert.equal(confirmed.statusCode, 409);
    assert.equal(errorOf(confirmed).code, 'EMAIL_TAKEN');
    assert.equal((await me(user)).email, user.email);
  });
});
