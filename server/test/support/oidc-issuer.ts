// A real OpenID Provider (oidc-provider) on loopback that plays Google in tests. People sign in
// through its development login page (any password; the login name picks the account), so the
// browser test uses real pages and server tests post the same form.
import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair } from 'jose';
import Provider, { type Account, type KoaContextWithOIDC } from 'oidc-provider';

export interface TestAccountClaims {
  email: string;
  email_verified: boolean;
  name?: string;
  locale?: string;
}

export interface TestIssuer {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** Adds or replaces the account that signs in with `login`. */
  setAccount(login: string, claims: TestAccountClaims): void;
  close(): Promise<void>;
}

export const TEST_ACCOUNT_PASSWORD = 'any password works';
export const TEST_CLIENT_ID = 'loyalty-app';

export async function startTestIssuer(options: {
  redirectUris: string[];
  accounts?: Record<string, TestAccountClaims>;
  /** A fixed port (default: any free one), e.g. to bring up an issuer the app failed to reach before. */
  port?: number;
  clientSecret?: string;
}): Promise<TestIssuer> {
  const accounts = new Map(Object.entries(options.accounts ?? {}));
  const clientId = TEST_CLIENT_ID;
  const clientSecret = options.clientSecret ?? randomBytes(24).toString('base64url');

  // The issuer URL must contain the port, so the socket listens before the provider exists.
  let handle: ((req: IncomingMessage, res: ServerResponse) => void) | undefined;
  const server = createServer((req, res) => handle?.(req, res));
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const { privateKey } = await generateKeyPair('RS256', { extractable: true });
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: options.redirectUris,
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_basic',
      },
    ],
    jwks: { keys: [{ ...(await exportJWK(privateKey)), alg: 'RS256', use: 'sig', kid: 'test-key' }] },
    cookies: { keys: [randomBytes(32).toString('hex')] },
    pkce: { required: () => true },
    claims: {
      openid: ['sub'],
      email: ['email', 'email_verified'],
      profile: ['name', 'locale'],
    },
    // Like Google, put the requested profile claims in the ID token itself.
    conformIdTokenClaims: false,
    features: { devInteractions: { enabled: true } },
    ttl: { Interaction: 600, Session: 3600, Grant: 3600, AccessToken: 600, IdToken: 600 },
    // The app is a first-party client: no consent page after the login page.
    async loadExistingGrant(ctx: KoaContextWithOIDC) {
      const grantId =
        ctx.oidc.result?.consent?.grantId ?? ctx.oidc.session?.grantIdFor(ctx.oidc.client?.clientId ?? '');
      if (grantId) return ctx.oidc.provider.Grant.find(grantId);
      const grant = new ctx.oidc.provider.Grant({
        clientId: ctx.oidc.client?.clientId,
        accountId: ctx.oidc.session?.accountId,
      });
      grant.addOIDCScope('openid email profile');
      await grant.save();
      return grant;
    },
    async findAccount(_ctx, login): Promise<Account | undefined> {
      const claims = accounts.get(login);
      if (!claims) return undefined;
      return { accountId: login, claims: async () => ({ sub: login, ...claims }) };
    },
  });
  handle = provider.callback();

  return {
    issuer,
    clientId,
    clientSecret,
    setAccount: (login, claims) => accounts.set(login, claims),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** Cookies by name, sent on every request to the issuer (it is one origin on loopback). */
class CookieJar {
  private readonly cookies = new Map<string, string>();

  store(response: Response): void {
    for (const header of response.headers.getSetCookie()) {
      const [pair = '', ...attributes] = header.split(';');
      const [name = '', value = ''] = pair.trim().split(/=(.*)/s);
      const expired = attributes.some((attribute) => /^\s*expires=.*1970/i.test(attribute));
      if (expired || value === '') this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }

  header(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }
}

/**
 * Plays the person at the issuer without a browser: follows the redirects from the authorization URL,
 * signs in as `login` on the login page (or presses its Cancel link) and returns the URL the issuer
 * sends the browser back to (the app's redirect_uri with code and state, or error).
 */
export async function signInAtIssuer(
  authorizationUrl: string,
  login: string,
  action: 'sign-in' | 'cancel' = 'sign-in',
): Promise<URL> {
  const jar = new CookieJar();
  const issuerOrigin = new URL(authorizationUrl).origin;
  let url = new URL(authorizationUrl);
  let request: RequestInit = { method: 'GET' };

  for (let step = 0; step < 10; step += 1) {
    const response = await fetch(url, {
      ...request,
      redirect: 'manual',
      headers: { ...(request.headers as Record<string, string>), cookie: jar.header() },
    });
    jar.store(response);
    const location = response.headers.get('location');
    if (location) {
      url = new URL(location, url);
      if (url.origin !== issuerOrigin) return url;
      request = { method: 'GET' };
      continue;
    }
    const page = await response.text();
    if (response.status !== 200 || !page.includes('name="prompt" value="login"')) {
      throw new Error(`unexpected page at ${url}: ${response.status} ${page.slice(0, 500)}`);
    }
    if (action === 'cancel') {
      url = new URL(`${url.pathname}/abort`, url);
      request = { method: 'GET' };
      continue;
    }
    request = {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ prompt: 'login', login, password: TEST_ACCOUNT_PASSWORD }).toString(),
    };
  }
  throw new Error(`the issuer did not send the browser back after 10 steps (last: ${url})`);
}
