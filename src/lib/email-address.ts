// The email check every form shares, without a schema library: the login form, on the first
// screen, uses it alone (Yup stays in the chunks of the other forms, lib/validation.ts).

/** A valid e-mail address as the HTML spec defines it (the same pattern Yup's `email()` uses). */
export const EMAIL_PATTERN =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/;

export const MAX_EMAIL_LENGTH = 254;

/** What is wrong with an email as typed (surrounding spaces ignored), as a common-namespace key. */
export function emailError(
  value: string,
): 'validation.emailRequired' | 'validation.emailInvalid' | undefined {
  const email = value.trim();
  if (!email) return 'validation.emailRequired';
  if (email.length > MAX_EMAIL_LENGTH || !EMAIL_PATTERN.test(email)) return 'validation.emailInvalid';
  return undefined;
}
