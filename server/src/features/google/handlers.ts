import type { FastifyReply, FastifyRequest } from 'fastify';
import type * as oidc from 'openid-client';
import type { Handlers } from '../../api/handler';
import type { Mailer } from '../../lib/mailer';
import type { RefreshTokensRepository, SessionService } from '../auth';
import type { UsersRepository } from '../users';
import { identityFromClaims, resolveGoogleAccount } from './google-account';
import { GOOGLE_SCOPE, type GoogleOidcClient, loadOpenidClient } from './oidc-client';
import type { LoginStatesRepository } from './repository';
import { googleTakeoverMail } from './takeover-mail';

/** The `error` codes /auth/callback of the app understands. */
type CallbackError = 'google_failed' | 'incomplete' | 'complete_failed' | 'not_configured';

export function createGoogleHandlers({
  publicUrl,
  google,
  loginStates,
  users,
  sessions,
  refreshTokens,
  mailer,
}: {
  publicUrl: string;
  google: GoogleOidcClient;
  loginStates: LoginStatesRepository;
  users: UsersRepository;
  sessions: SessionService;
  refreshTokens: RefreshTokensRepository;
  mailer: Mailer;
}): Handlers<'startGoogleLogin' | 'finishGoogleLogin'> {
  const redirectUri = `${publicUrl}/api/auth/google/callback`;

  const appCallback = (params: Record<string, string>) =>
    `${publicUrl}/auth/callback?${new URLSearchParams(params)}`;

  function failTo(reply: FastifyReply, request: FastifyRequest, error: CallbackError, reason: unknown) {
    const details = reason instanceof Error ? { err: reason } : { reason };
    request.log.warn({ ...details, error }, 'Google sign-in failed');
    return reply.header('cache-control', 'no-store').redirect(appCallback({ error }));
  }

  return {
    async startGoogleLogin(request, reply) {
      if (!google.isConfigured) return reply.redirect('/?error=not_configured');
      let configuration: oidc.Configuration;
      try {
        configuration = await google.configuration();
      } catch (reason) {
        return failTo(reply, request, 'google_failed', reason);
      }
      const openid = await loadOpenidClient();
      const state = openid.randomState();
      const nonce = openid.randomNonce();
      const codeVerifier = openid.randomPKCECodeVerifier();
      await loginStates.save(state, { codeVerifier, nonce });
      const authorizationUrl = openid.buildAuthorizationUrl(configuration, {
        redirect_uri: redirectUri,
        scope: GOOGLE_SCOPE,
        code_challenge: await openid.calculatePKCECodeChallenge(codeVerifier),
        code_challenge_method: 'S256',
        state,
        nonce,
      });
      return reply.header('cache-control', 'no-store').redirect(authorizationUrl.href);
    },

    async finishGoogleLogin(request, reply) {
      const { query } = request;
      if (!google.isConfigured) return failTo(reply, request, 'not_configured', 'Google is not configured');
      // Consumed first, so that even a cancelled or failed attempt cannot be replayed.
      const pending = query.state ? await loginStates.consume(query.state) : undefined;
      if (query.error) {
        const error = query.error === 'access_denied' ? 'incomplete' : 'google_failed';
        return failTo(reply, request, error, `identity provider answered ${query.error}`);
      }
      if (!pending || !query.state) {
        return failTo(reply, request, 'google_failed', 'unknown, expired or already used state');
      }

      let claims: oidc.IDToken | undefined;
      try {
        const configuration = await google.configuration();
        // The URL the provider redirected to, as openid-client must compare it with redirect_uri.
        const queryStart = request.url.indexOf('?');
        const search = queryStart === -1 ? '' : request.url.slice(queryStart);
        const openid = await loadOpenidClient();
        const tokens = await openid.authorizationCodeGrant(
          configuration,
          new URL(`${redirectUri}${search}`),
          {
            pkceCodeVerifier: pending.codeVerifier,
            expectedState: query.state,
            expectedNonce: pending.nonce,
            idTokenExpected: true,
          },
        );
        claims = tokens.claims();
        if (!claims) throw new Error('no ID token in the token response');
      } catch (reason) {
        return failTo(reply, request, 'google_failed', reason);
      }

      let identity: ReturnType<typeof identityFromClaims>;
      try {
        identity = identityFromClaims(claims);
      } catch (reason) {
        return failTo(reply, request, 'google_failed', reason);
      }

      try {
        const signIn = await resolveGoogleAccount(
          { users, endAllSessions: (userId) => refreshTokens.revokeAllForUser(userId) },
          identity,
        );
        if (signIn.tookOver) {
          request.log.warn(
            { userId: signIn.userId },
            'Google sign-in took over an unproven password account',
          );
          const owner = await users.findById(signIn.userId);
          if (owner) {
            mailer
              .send(
                googleTakeoverMail({ to: owner.email, name: owner.name, language: owner.language ?? 'en' }),
              )
              .catch((error) => request.log.error({ err: error }, 'Google takeover mail not sent'));
          }
        }
        const tokens = await sessions.startSession(signIn.userId);
        // The tokens travel in the URL once; nothing on the way may keep a copy.
        return reply
          .header('cache-control', 'no-store')
          .header('referrer-policy', 'no-referrer')
          .redirect(appCallback({ accessToken: tokens.accessToken, refreshToken: tokens.refreshToken }));
      } catch (reason) {
        return failTo(reply, request, 'complete_failed', reason);
      }
    },
  };
}
