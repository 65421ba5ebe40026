// The password rules of SPEC section 5 (the newer, 8-character ones) and the
// strength meter built on them. Pure functions, shared by every password form.
export const PASSWORD_MIN_LENGTH = 8;

export const PASSWORD_RULES = {
  minLength: (password: string) => password.length >= PASSWORD_MIN_LENGTH,
  uppercase: (password: string) => /[A-Z]/.test(password),
  lowercase: (password: string) => /[a-z]/.test(password),
  number: (password: string) => /[0-9]/.test(password),
  special: (password: string) => /[^A-Za-z0-9]/.test(password),
} as const;

export type PasswordRule = keyof typeof PASSWORD_RULES;
export const PASSWORD_RULE_NAMES = Object.keys(PASSWORD_RULES) as PasswordRule[];

export const checkPasswordRules = (password: string): Record<PasswordRule, boolean> =>
  Object.fromEntries(PASSWORD_RULE_NAMES.map((rule) => [rule, PASSWORD_RULES[rule](password)])) as Record<
    PasswordRule,
    boolean
  >;

export const meetsAllPasswordRules = (password: string): boolean =>
  PASSWORD_RULE_NAMES.every((rule) => PASSWORD_RULES[rule](password));

export type PasswordStrength = 'none' | 'weak' | 'fair' | 'good' | 'strong';

/**
 * none: empty; weak: up to two rules met; fair: three or four; good: all five;
 * strong: all five and at least 12 characters.
 */
export function passwordStrength(password: string): PasswordStrength {
  if (!password) return 'none';
  const met = PASSWORD_RULE_NAMES.filter((rule) => PASSWORD_RULES[rule](password)).length;
  if (met <= 2) return 'weak';
  if (met < PASSWORD_RULE_NAMES.length) return 'fair';
  return password.length >= 12 ? 'strong' : 'good';
}
