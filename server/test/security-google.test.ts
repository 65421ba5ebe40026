// Issue 10, high: a Google sign-in must not join an account someone else registered with the owner's
// email. The Google identity becomes the owner of an unproven password account (its password, name,
// birthdate and phone go, every earlier session ends, the owner gets a mail); an account whose email was
// proven (a completed password reset) keeps its password, but no session from before the link survives.
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, test } from 'node:test';
import {
  authHeaders,
  buildTestApp,
  DEFAULT_PASSWORD,
  login,
  registerUser,
  type TestApp,
  uniqueEmail,
} from './helper';
import { signInAtIssuer, startTestIssuer, type TestIssuer } from './support/oidc-issuer';
import { mailedResetToken, waitForMail } from './support/outbox';

const PUBLIC_URL = 'http://localhost:8080';
const REDIRECT_URI = `${PUBLIC_URL}/api/auth/google/callback`;

describe('Google sign-in and an account registered with the same email', () => {
  let t: TestApp;
  let issuer: TestIssuer;

  before(async () => {
    issuer = await startTestIssuer({ redirectUris: [REDIRECT_URI] });
    t = await buildTestApp({
      publicUrl: PUBLIC_URL,
      google: { clientId: issuer.clientId, clientSecret: issuer.clientSecret, issuer: issuer.issuer },
    });
  });
  after(async () => {
    await t?.close();
    await issuer?.close();
  });

  async function googleTokens(
    email: string,
    name: string,
    accountLogin = `google-${randomUUID().slice(0, 8)}`,
  ) {
    issuer.setAccount(accountLogin, { email, email_verified: true, name, locale: 'es-ES' });
    const start = await t.app.inject({ url: '/api/auth/google' });
    assert.equal(start.statusCode, 302, start.body);
    const providerRedirect = await signInAtIssuer(String(start.headers.location), accountLogin);
    const callback = await t.app.inject({ url: `${providerRedirect.pathname}${providerRedirect.search}` });
    assert.equal(callback.statusCode, 302, callback.body);
    const appCallback = new URL(String(callback.headers.location));
    const accessToken = appCallback.searchParams.get('accessToken');
    const refreshToken = appCallback.searchParams.get('refreshToken');
    assert.ok(accessToken && refreshToken, appCallback.href);
    return { accessToken, refreshToken };
  }

  const me = async (accessToken: string) => {
    const response = await t.app.inject({ url: '/api/user/getMyUser', headers: authHeaders(accessToken) });
    assert.equal(response.statusCode, 200, response.body);
    return response.json().data;
  };
  const refresh = (refreshToken: string) =>
    t.app.inject({ method: 'PUT', url: '/api/auth/refreshToken', payload: { refreshToken } });

  test('an unproven password account is taken over: password, name and earlier sessions are gone, the owner is told', async () => {
    const email = uniqueEmail('victim');
    const intruder = await registerUser(t.app, { email, name: 'Intruder' });
    const intruderSecondSession = (await login(t.app, email, DEFAULT_PASSWORD)).json().data;

    const owner = await googleTokens(email, 'Real Owner');
    const user = await me(owner.accessToken);
    assert.equal(user.userId, intruder.userId, 'one account per email');
    assert.equal(user.hasPassword, false, "the intruder's password is dropped");
    assert.equal(user.name, 'Real Owner');
    assert.equal(user.birthdate, null);
    assert.equal(user.phone, null);
    assert.equal(user.profileComplete, false, 'the owner completes the profile');
    assert.equal(user.language, 'es');
    assert.equal(user.googleLinked, true);

    assert.equal((await login(t.app, email, DEFAULT_PASSWORD)).statusCode, 401);
    assert.equal((await refresh(intruder.refreshToken)).statusCode, 401, 'session from the registration');
    assert.equal((await refresh(intruderSecondSession.refreshToken)).statusCode, 401, 'a later login');
    assert.equal((await refresh(owner.refreshToken)).statusCode, 200, "the owner's own session lives");

    const mail = await waitForMail(t.config.dataDir, email, /Has iniciado sesión con Google/);
    assert.match(mail, /Real Owner/);
  });

  test('an account whose email was proven by a password reset keeps its password; earlier sessions end', async () => {
    const email = uniqueEmail('proven');
    const registered = await registerUser(t.app, { email, name: 'Proven Owner' });
    const requested = await t.app.inject({
      method: 'POST',
      url: '/api/auth/password-restore',
      payload: { email },
    });
    assert.equal(requested.statusCode, 202);
    const token = await mailedResetToken(t.config.dataDir, email);
    const restored = await t.app.inject({
      method: 'PUT',
      url: '/api/auth/password-restore',
      payload: { token, password: 'Proven456?' },
    });
    assert.equal(restored.statusCode, 200, restored.body);
    const beforeLink = (await login(t.app, email, 'Proven456?')).json().data;

    const google = await googleTokens(email, 'Google Name');
    const user = await me(google.accessToken);
    assert.equal(user.userId, registered.userId);
    assert.equal(user.hasPassword, true);
    assert.equal(user.name, 'Proven Owner');
    assert.equal(user.profileComplete, true);
    assert.equal((await refresh(beforeLink.refreshToken)).statusCode, 401, 'no session from before the link');
    assert.equal((await login(t.app, email, 'Proven456?')).statusCode, 200);
  });

  test('a later Google sign-in to a linked account ends no session', async () => {
    const email = uniqueEmail('again');
    const first = await googleTokens(email, 'Ana', `google-${email}`);
    const second = await googleTokens(email, 'Ana', `google-${email}`);
    assert.equal((await me(second.accessToken)).userId, (await me(first.accessToken)).userId);
    assert.equal((await refresh(first.refreshToken)).statusCode, 200);
  });
});
