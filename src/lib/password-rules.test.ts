import { checkPasswordRules, meetsAllPasswordRules, passwordStrength } from './password-rules';

describe('password rules', () => {
  it('checks each rule on its own', () => {
    expect(checkPasswordRules('abc')).toEqual({
      minLength: false,
      uppercase: false,
      lowercase: true,
      number: false,
      special: false,
    });
    expect(checkPasswordRules('Abcdefg1!')).toEqual({
      minLength: true,
      uppercase: true,
      lowercase: true,
      number: true,
      special: true,
    });
  });

  it('needs all five rules', () => {
    expect(meetsAllPasswordRules('Demo1234!')).toBe(true);
    expect(meetsAllPasswordRules('Demo1234')).toBe(false);
    expect(meetsAllPasswordRules('De1!')).toBe(false);
  });
});

describe('passwordStrength', () => {
  it.each([
    ['', 'none'],
    ['a', 'weak'],
    ['abcdefgh', 'weak'],
    ['abcdefgh1', 'fair'],
    ['Abcdefgh1', 'fair'],
    ['Abcdefg1!', 'good'],
    ['Abcdefgh1!xyz', 'strong'],
  ])('%j is %s', (password, level) => {
    expect(passwordStrength(password)).toBe(level);
  });
});
