import type { IDToken } from 'openid-client';
import { languageValues } from '../../api/contract.gen';
import type { Schema } from '../../api/handler';
import { EmailTakenError, type UsersRepository } from '../users';

type Language = Schema<'Language'>;

/** Who the ID token says the person is; only built from a token whose email the issuer has verified. */
export interface GoogleIdentity {
  subject: string;
  email: string;
  name: string;
  language?: Language;
}

export class UnverifiedEmailError extends Error {
  override name = 'UnverifiedEmailError';
}

/** The email belongs to an account that is already linked to a different Google account. */
export class LinkedToAnotherGoogleAccountError extends Error {
  override name = 'LinkedToAnotherGoogleAccountError';
}

/** The longest name an account has (openapi.yaml's User.name, as register and updateMyProfile accept). */
const NAME_MAX = 100;

function displayName(claims: IDToken, email: string): string {
  const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');
  const fullName = text(claims.name) || [text(claims.given_name), text(claims.family_name)].join(' ').trim();
  return (fullName || email.split('@')[0] || email).slice(0, NAME_MAX).trim();
}

function supportedLanguage(locale: unknown): Language | undefined {
  if (typeof locale !== 'string') return undefined;
  const primary = locale.toLowerCase().split(/[-_]/)[0];
  return languageValues.find((language) => language === primary);
}

/** Reads the claims of a validated ID token; throws UnverifiedEmailError unless email_verified is true. */
export function identityFromClaims(claims: IDToken): GoogleIdentity {
  // Only a boolean true counts: a missing claim or the string "true" is not a verification.
  if (typeof claims.email !== 'string' || claims.email_verified !== true) {
    throw new UnverifiedEmailError(`email of subject ${claims.sub} is missing or not verified`);
  }
  return {
    subject: claims.sub,
    email: claims.email,
    name: displayName(claims, claims.email),
    language: supportedLanguage(claims.locale),
  };
}

/** What a Google sign-in did to an account. */
export interface GoogleSignIn {
  userId: string;
  /**
   * The email belonged to a password account that had never proven it: the Google identity took it
   * over (password, name, birthdate and phone dropped, every earlier session ended). The owner is told.
   */
  tookOver: boolean;
}

export interface GoogleAccountDeps {
  users: UsersRepository;
  /** Ends every session of the account being linked: none opened before the link survives it. */
  endAllSessions: (userId: string) => Promise<void>;
}

async function findLinkableAccount(
  { users, endAllSessions }: GoogleAccountDeps,
  identity: GoogleIdentity,
): Promise<GoogleSignIn | undefined> {
  const bySubject = await users.findByGoogleSubject(identity.subject);
  if (bySubject) return { userId: bySubject.id, tookOver: false };
  const byEmail = await users.findByEmail(identity.email);
  if (!byEmail) return undefined;
  if (byEmail.googleSubject !== null && byEmail.googleSubject !== identity.subject) {
    throw new LinkedToAnotherGoogleAccountError(`account ${byEmail.id} is linked to another Google subject`);
  }
  // Anyone can register someone else's email with a password of their own. Unless the account proved
  // the email, the Google identity (whose issuer verified it) is the owner: nothing the registrant chose
  // stays, and neither does any session opened before the link.
  const tookOver = !byEmail.emailVerified;
  const linked = await users.linkGoogleSubject(
    byEmail.id,
    identity.subject,
    tookOver ? { name: identity.name, language: identity.language } : undefined,
  );
  if (!linked) {
    throw new LinkedToAnotherGoogleAccountError(`account ${byEmail.id} was linked to another subject`);
  }
  await endAllSessions(byEmail.id);
  return { userId: byEmail.id, tookOver };
}

/**
 * The account a Google identity signs in to: the one already linked to its subject; else the account
 * with the same (verified) email, which gets linked (and taken over when its email was never proven);
 * else a new account without password, birthdate and phone (its profile is completed in the app).
 * Erased accounts have no subject and no email left, so they are never found again.
 */
export async function resolveGoogleAccount(
  deps: GoogleAccountDeps,
  identity: GoogleIdentity,
): Promise<GoogleSignIn> {
  const existing = await findLinkableAccount(deps, identity);
  if (existing) return existing;
  try {
    const userId = await deps.users.create({
      email: identity.email,
      name: identity.name,
      passwordHash: null,
      googleSubject: identity.subject,
      language: identity.language,
      emailVerified: true,
    });
    return { userId, tookOver: false };
  } catch (error) {
    // A parallel first sign-in of the same person created the account a moment ago.
    if (!(error instanceof EmailTakenError)) throw error;
    const created = await findLinkableAccount(deps, identity);
    if (!created) throw error;
    return created;
  }
}
