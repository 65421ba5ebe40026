import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { type AddressInfo, createServer } from 'node:net';
import { after, before, describe, test } from 'node:test';
import { sql } from 'kysely';
import {
  authHeaders,
  buildTestApp,
  DEFAULT_PASSWORD,
  login,
  registerUser,
  type TestApp,
  uniqueEmail,
} from './helper';
import { signInAtIssuer, startTestIssuer, TEST_CLIENT_ID, type TestIssuer } from './support/oidc-issuer';

const PUBLIC_URL = 'http://localhost:8080';
const REDIRECT_URI = `${PUBLIC_URL}/api/auth/google/callback`;

interface CallbackResult {
  /** Where the app finally sends the browser: its /auth/callback with tokens or error. */
  appCallback: URL;
  /** The URL the issuer sent the browser back to (the app's redirect_uri with code and state). */
  providerRedirect: URL;
}

describe('Google sign-in against a real OpenID provider', () => {
  let t: TestApp;
  let issuer: TestIssuer;

  /** Visits the callback the issuer redirected to and returns where the app redirects next. */
  async function visitCallback(providerRedirect: URL): Promise<URL> {
    const response = await t.app.inject({
      method: 'GET',
      url: `${providerRedirect.pathname}${providerRedirect.search}`,
    });
    assert.equal(response.statusCode, 302, response.body);
    return new URL(String(response.headers.location));
  }

  async function startLogin(): Promise<string> {
    const response = await t.app.inject({ method: 'GET', url: '/api/auth/google' });
    assert.equal(response.statusCode, 302, response.body);
    const location = String(response.headers.location);
    assert.ok(location.startsWith(`${issuer.issuer}/`), location);
    return location;
  }

  async function googleLogin(
    accountLogin: string,
    action: 'sign-in' | 'cancel' = 'sign-in',
  ): Promise<CallbackResult> {
    const providerRedirect = await signInAtIssuer(await startLogin(), accountLogin, action);
    assert.equal(`${providerRedirect.origin}${providerRedirect.pathname}`, REDIRECT_URI);
    return { providerRedirect, appCallback: await visitCallback(providerRedirect) };
  }

  function tokensOf(appCallback: URL) {
    assert.equal(`${appCallback.origin}${appCallback.pathname}`, `${PUBLIC_URL}/auth/callback`);
    assert.equal(appCallback.searchParams.get('error'), null, appCallback.href);
    const accessToken = appCallback.searchParams.get('accessToken');
    const refreshToken = appCallback.searchParams.get('refreshToken');
    assert.ok(accessToken && refreshToken, appCallback.href);
    return { accessToken, refreshToken };
  }

  function errorOf(appCallback: URL): string | null {
    assert.equal(`${appCallback.origin}${appCallback.pathname}`, `${PUBLIC_URL}/auth/callback`);
    assert.equal(appCallback.searchParams.get('accessToken'), null);
    return appCallback.searchParams.get('error');
  }

  async function me(accessToken: string) {
    const response = await t.app.inject({ url: '/api/user/getMyUser', headers: authHeaders(accessToken) });
    assert.equal(response.statusCode, 200, response.body);
    return response.json().data;
  }

  /** A new issuer account with a unique login and email. */
  function newGoogleAccount(claims: { email_verified?: boolean; email?: string; name?: string } = {}) {
    const accountLogin = `google-${randomUUID().slice(0, 8)}`;
    const email = claims.email ?? uniqueEmail('google');
    issuer.setAccount(accountLogin, {
      email,
      email_verified: claims.email_verified ?? true,
      name: claims.name ?? 'Marta Puig',
      locale: 'ca-ES',
    });
    return { accountLogin, email };
  }

  async function usersWithEmail(email: string): Promise<number> {
    const row = await t.app.db
      .selectFrom('users')
      .select(sql<number>`count(*)::int`.as('count'))
      .where(sql<string>`lower(email)`, '=', email.toLowerCase())
      .executeTakeFirstOrThrow();
    return row.count;
  }

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

  test('the auth methods say Google is available', async () => {
    const response = await t.app.inject({ url: '/api/auth/methods' });
    assert.equal(response.statusCode, 200);
    assert.deepEqual(response.json().data, { google: true });
  });

  test('the redirect asks for openid email profile with PKCE, state and nonce', async () => {
    const authorization = new URL(await startLogin());
    const params = authorization.searchParams;
    assert.equal(params.get('client_id'), issuer.clientId);
    assert.equal(params.get('redirect_uri'), REDIRECT_URI);
    assert.equal(params.get('response_type'), 'code');
    assert.equal(params.get('scope'), 'openid email profile');
    assert.equal(params.get('code_challenge_method'), 'S256');
    assert.ok(params.get('code_challenge'));
    assert.ok(params.get('nonce'));
    const state = params.get('state');
    assert.ok(state);
    const stored = await t.app.db.selectFrom('oidc_login_states').select('state').execute();
    assert.ok(
      stored.every((row) => row.state !== state),
      'only a hash of the state is stored',
    );
  });

  test('a first sign-in creates an account with an incomplete profile and working tokens', async () => {
    const { accountLogin, email } = newGoogleAccount({ name: 'Marta Puig' });
    const tokens = tokensOf((await googleLogin(accountLogin)).appCallback);

    const user = await me(tokens.accessToken);
    assert.equal(user.email, email);
    assert.equal(user.name, 'Marta Puig');
    assert.equal(user.language, 'ca', 'language from the locale claim');
    assert.equal(user.birthdate, null);
    assert.equal(user.phone, null);
    assert.equal(user.profileComplete, false);
    assert.equal(user.hasPassword, false);
    assert.equal(user.googleLinked, true);

    const consents = await t.app.inject({
      url: `/api/user-consents?userId=${user.userId}`,
      headers: authHeaders(tokens.accessToken),
    });
    assert.equal(consents.statusCode, 200);
    for (const consent of Object.values(
      consents.json().data.consents as Record<string, { granted: boolean }>,
    ))
      assert.equal(consent.granted, false);

    const refreshed = await t.app.inject({
      method: 'PUT',
      url: '/api/auth/refreshToken',
      payload: { refreshToken: tokens.refreshToken },
    });
    assert.equal(refreshed.statusCode, 200, 'the refresh token is a normal one');

    const completed = await t.app.inject({
      method: 'PATCH',
      url: '/api/user/profile',
      headers: authHeaders(tokens.accessToken),
      payload: { birthdate: '1990-05-06', phone: '+34600111222' },
    });
    assert.equal(completed.statusCode, 200, completed.body);
    assert.equal((await me(tokens.accessToken)).profileComplete, true);
  });

  test('a Google name longer than the contract allows is cut to 100 characters, so the user can be read', async () => {
    const { accountLogin } = newGoogleAccount({ name: `Marta ${'Puig '.repeat(40)}i Ferrer` });
    const user = await me(tokensOf((await googleLogin(accountLogin)).appCallback).accessToken);
    assert.equal(user.name.length, 100);
    assert.ok(user.name.startsWith('Marta Puig Puig'));
  });

  test('signing in again reaches the same account, not a new one', async () => {
    const { accountLogin, email } = newGoogleAccount();
    const first = await me(tokensOf((await googleLogin(accountLogin)).appCallback).accessToken);
    const second = await me(tokensOf((await googleLogin(accountLogin)).appCallback).accessToken);
    assert.equal(second.userId, first.userId);
    assert.equal(await usersWithEmail(email), 1);
  });

  test('a password account with the same verified email is linked, not duplicated', async () => {
    const registered = await registerUser(t.app, { email: uniqueEmail('linked') });
    const { accountLogin } = newGoogleAccount({ email: registered.email.toUpperCase() });

    const user = await me(tokensOf((await googleLogin(accountLogin)).appCallback).accessToken);
    assert.equal(user.userId, registered.userId);
    assert.equal(user.googleLinked, true);
    assert.equal(await usersWithEmail(registered.email), 1);
    // The registration never proved the email, so the Google identity took the account over
    // (security-google.test.ts covers what that drops and who is told).
    assert.equal(user.hasPassword, false);
    assert.equal((await login(t.app, registered.email, DEFAULT_PASSWORD)).statusCode, 401);
  });

  test('an email already linked to another Google account is not taken over', async () => {
    const first = newGoogleAccount();
    const owner = await me(tokensOf((await googleLogin(first.accountLogin)).appCallback).accessToken);
    const second = newGoogleAccount({ email: first.email });
    assert.equal(errorOf((await googleLogin(second.accountLogin)).appCallback), 'complete_failed');
    const row = await t.app.db
      .selectFrom('users')
      .select('google_subject')
      .where('id', '=', owner.userId)
      .executeTakeFirstOrThrow();
    assert.equal(row.google_subject, first.accountLogin);
    assert.equal(await usersWithEmail(first.email), 1);
  });

  test('an unverified email is refused and neither creates nor links an account', async () => {
    const registered = await registerUser(t.app, { email: uniqueEmail('unverified') });
    const takeover = newGoogleAccount({ email: registered.email, email_verified: false });
    assert.equal(errorOf((await googleLogin(takeover.accountLogin)).appCallback), 'google_failed');
    assert.equal((await me(registered.accessToken)).googleLinked, false);

    const stranger = newGoogleAccount({ email_verified: false });
    assert.equal(errorOf((await googleLogin(stranger.accountLogin)).appCallback), 'google_failed');
    assert.equal(await usersWithEmail(stranger.email), 0);
  });

  test('a state can be used once: replaying the callback fails', async () => {
    const { accountLogin } = newGoogleAccount();
    const { providerRedirect, appCallback } = await googleLogin(accountLogin);
    tokensOf(appCallback);
    assert.equal(errorOf(await visitCallback(providerRedirect)), 'google_failed');
  });

  test('an unknown, missing or expired state fails', async () => {
    const { accountLogin } = newGoogleAccount();
    const providerRedirect = await signInAtIssuer(await startLogin(), accountLogin);
    const code = String(providerRedirect.searchParams.get('code'));

    const forged = new URL(providerRedirect);
    forged.searchParams.set('state', 'made-up-state');
    assert.equal(errorOf(await visitCallback(forged)), 'google_failed');
    const missing = new URL(providerRedirect);
    missing.searchParams.delete('state');
    assert.equal(errorOf(await visitCallback(missing)), 'google_failed');

    await t.app.db
      .updateTable('oidc_login_states')
      .set({ expires_at: sql<Date>`now() - interval '1 minute'` })
      .execute();
    assert.equal(errorOf(await visitCallback(providerRedirect)), 'google_failed', `expired (code ${code})`);
  });

  test('a code the issuer does not accept fails the exchange', async () => {
    const { accountLogin } = newGoogleAccount();
    const providerRedirect = await signInAtIssuer(await startLogin(), accountLogin);
    providerRedirect.searchParams.set('code', 'not-a-code-the-issuer-gave');
    assert.equal(errorOf(await visitCallback(providerRedirect)), 'google_failed');
  });

  test('cancelling at the provider reports an incomplete sign-in', async () => {
    const { accountLogin } = newGoogleAccount();
    const { providerRedirect, appCallback } = await googleLogin(accountLogin, 'cancel');
    assert.equal(providerRedirect.searchParams.get('error'), 'access_denied');
    assert.equal(errorOf(appCallback), 'incomplete');
  });

  test('a deleted account is not signed back in by its Google subject', async () => {
    const { accountLogin, email } = newGoogleAccount();
    const before = tokensOf((await googleLogin(accountLogin)).appCallback);
    const erased = await me(before.accessToken);
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: '/api/user',
      headers: authHeaders(before.accessToken),
    });
    assert.equal(deleted.statusCode, 200);

    const again = await me(tokensOf((await googleLogin(accountLogin)).appCallback).accessToken);
    assert.notEqual(again.userId, erased.userId);
    assert.equal(again.email, email);
    assert.equal(again.profileComplete, false);
    const erasedRow = await t.app.db
      .selectFrom('users')
      .select(['email', 'google_subject'])
      .where('id', '=', erased.userId)
      .executeTakeFirstOrThrow();
    assert.deepEqual(erasedRow, { email: null, google_subject: null });
  });
});

describe('Google sign-in when it is not configured', () => {
  let t: TestApp;
  before(async () => {
    t = await buildTestApp({ publicUrl: PUBLIC_URL });
  });
  after(() => t.close());

  test('the auth methods say Google is not available', async () => {
    const response = await t.app.inject({ url: '/api/auth/methods' });
    assert.deepEqual(response.json().data, { google: false });
  });

  test('starting the sign-in redirects home with not_configured', async () => {
    const response = await t.app.inject({ url: '/api/auth/google' });
    assert.equal(response.statusCode, 302);
    assert.equal(response.headers.location, '/?error=not_configured');
  });

  test('a callback reports not_configured', async () => {
    const response = await t.app.inject({ url: '/api/auth/google/callback?code=x&state=y' });
    assert.equal(response.statusCode, 302);
    assert.equal(response.headers.location, `${PUBLIC_URL}/auth/callback?error=not_configured`);
  });
});

describe('Google sign-in when the issuer cannot be reached at first', () => {
  let t: TestApp;
  let issuerPort: number;
  let lateIssuer: TestIssuer | undefined;
  const clientSecret = 'secret-of-the-late-issuer';

  before(async () => {
    issuerPort = await freePort();
    t = await buildTestApp({
      publicUrl: PUBLIC_URL,
      google: { clientId: TEST_CLIENT_ID, clientSecret, issuer: `http://127.0.0.1:${issuerPort}` },
    });
  });
  after(async () => {
    await t.close();
    await lateIssuer?.close();
  });

  test('the server starts, sign-in fails with google_failed, and works once the issuer is up', async () => {
    const unreachable = await t.app.inject({ url: '/api/auth/google' });
    assert.equal(unreachable.statusCode, 302);
    assert.equal(unreachable.headers.location, `${PUBLIC_URL}/auth/callback?error=google_failed`);

    lateIssuer = await startTestIssuer({ redirectUris: [REDIRECT_URI], port: issuerPort, clientSecret });
    const reachable = await t.app.inject({ url: '/api/auth/google' });
    assert.equal(reachable.statusCode, 302);
    assert.ok(String(reachable.headers.location).startsWith(`${lateIssuer.issuer}/auth?`));
  });
});

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}
