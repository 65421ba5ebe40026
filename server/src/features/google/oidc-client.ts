import type * as oidc from 'openid-client';
import type { Config } from '../../config';
import { onFirstUse } from '../../lib/on-first-use';

/** openid-client, loaded at the first Google sign-in: an instance starts without it. */
export const loadOpenidClient = onFirstUse(() => import('openid-client'));

export const GOOGLE_SCOPE = 'openid email profile';

const LOOPBACK_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]']);

/**
 * Plain http is allowed only for an issuer on this machine (the local OpenID provider of the tests):
 * nobody else can read that traffic. Any other issuer must use https.
 */
function isLoopbackHttp(issuer: URL): boolean {
  return issuer.protocol === 'http:' && LOOPBACK_HOSTS.has(issuer.hostname);
}

/**
 * The OpenID Connect client of the configured Google issuer. Discovery runs on first use, not at start, so
 * an issuer that is briefly unreachable does not stop the server; a failed discovery is retried on the
 * next sign-in, a successful one is kept.
 */
export function createGoogleOidcClient(config: Config['google']) {
  const { clientId, clientSecret } = config;
  let discovered: Promise<oidc.Configuration> | undefined;

  async function discover(): Promise<oidc.Configuration> {
    if (!clientId || !clientSecret) throw new Error('Google sign-in is not configured');
    const issuer = new URL(config.issuer);
    const openid = await loadOpenidClient();
    return openid.discovery(
      issuer,
      clientId,
      clientSecret,
      undefined,
      isLoopbackHttp(issuer) ? { execute: [openid.allowInsecureRequests] } : undefined,
    );
  }

  return {
    isConfigured: Boolean(clientId && clientSecret),

    configuration(): Promise<oidc.Configuration> {
      discovered ??= discover().catch((error: unknown) => {
        discovered = undefined;
        throw error;
      });
      return discovered;
    },
  };
}

export type GoogleOidcClient = ReturnType<typeof createGoogleOidcClient>;
