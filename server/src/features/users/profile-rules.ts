import type { Clock } from '../../lib/clock';
import { AppError, type FieldError } from '../../lib/errors';

/** The oldest birth year accepted: earlier dates are typing mistakes (year 0, 0199), not customers. */
const EARLIEST_BIRTH_YEAR = 1900;

/**
 * The rules for a profile's name and birthdate that the contract's schemas cannot say: a name is not
 * blank once trimmed; a birthdate is a real calendar date, not in the future, not before 1900, of
 * someone at least `minimumAgeYears` old (`details.minimumAge` lets the app say so in its language).
 * Sign-up and profile changes (Google profile completion too) both go through `check`.
 */
export function createProfileRules({ minimumAgeYears, clock }: { minimumAgeYears: number; clock: Clock }) {
  function birthdateProblem(value: string): { message: string; tooYoung?: true } | undefined {
    const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
    if (!match) return { message: 'The birthdate is not a valid date' };
    const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
    const date = new Date(Date.UTC(year, month - 1, day));
    // Date.UTC maps years 0-99 to 1900-1999: setUTCFullYear puts them back where they were typed.
    date.setUTCFullYear(year);
    if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day)
      return { message: 'The birthdate is not a valid date' };
    if (year < EARLIEST_BIRTH_YEAR) return { message: 'The birthdate is not a valid date' };
    const now = clock();
    const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
    if (date.getTime() > today) return { message: 'The birthdate cannot be in the future' };
    // Born on 29 February: of age on 1 March in years without one (Date.UTC rolls 29 Feb over).
    const comesOfAge = Date.UTC(year + minimumAgeYears, month - 1, day);
    if (comesOfAge > today)
      return { message: `You must be at least ${minimumAgeYears} years old`, tooYoung: true };
    return undefined;
  }

  return {
    minimumAgeYears,

    /** Throws a 400 VALIDATION_ERROR naming every field that breaks a rule; returns the trimmed name. */
    check(profile: { name?: string; birthdate?: string }): { name?: string } {
      const fields: FieldError[] = [];
      let tooYoung = false;
      const name = profile.name?.trim();
      if (name !== undefined && name.length < 2) {
        fields.push({ field: 'name', message: 'The name must have at least 2 characters besides spaces' });
      }
      if (profile.birthdate !== undefined) {
        const problem = birthdateProblem(profile.birthdate);
        if (problem) {
          fields.push({ field: 'birthdate', message: problem.message });
          tooYoung = problem.tooYoung === true;
        }
      }
      if (fields.length > 0) {
        throw new AppError(
          400,
          'VALIDATION_ERROR',
          fields.map((field) => field.message).join('; '),
          fields,
          tooYoung ? { minimumAge: minimumAgeYears } : undefined,
        );
      }
      return name === undefined ? {} : { name };
    },
  };
}

export type ProfileRules = ReturnType<typeof createProfileRules>;
