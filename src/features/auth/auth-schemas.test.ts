import { completeProfileSchema } from './auth-schemas';

const errorOf = async (birthdate: string) => {
  try {
    await completeProfileSchema.validateAt('birthdate', { birthdate, phone: '+34600123456' });
    return undefined;
  } catch (error) {
    return (error as Error).message;
  }
};

describe('the birthdate rules of sign-up and profile completion (the server’s too)', () => {
  const year = new Date().getFullYear();
  it('says what is wrong: not a date, in the future, before 1900, under the minimum age', async () => {
    expect(await errorOf('2001-02-29')).toBe('validation.birthdateInvalid');
    expect(await errorOf('0000-01-01')).toBe('validation.birthdateInvalid');
    expect(await errorOf('1899-12-31')).toBe('validation.birthdateInvalid');
    expect(await errorOf(`${year + 1}-01-01`)).toBe('validation.birthdateFuture');
    expect(await errorOf(`${year - 5}-01-01`)).toBe('validation.birthdateTooYoung');
    expect(await errorOf(`${year - 30}-01-01`)).toBeUndefined();
  });
});
