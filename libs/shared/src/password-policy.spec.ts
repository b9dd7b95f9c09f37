import { PASSWORD_PROBLEMS, passwordProblems } from './password-policy';

describe('password policy', () => {
  it('accepts a long enough, uncommon password', () => {
    expect(passwordProblems('Demo!2026', 'parent@demo.test')).toEqual([]);
    expect(passwordProblems('maple syrup on pancakes', 'jane.doe@example.com')).toEqual([]);
  });

  it('needs 8 to 128 characters, counting an emoji as one', () => {
    expect(passwordProblems('Sh0rt!x')).toEqual([PASSWORD_PROBLEMS.tooShort]);
    expect(passwordProblems('')).toEqual(['Use at least 8 characters']);
    expect(passwordProblems('🐻🐻🦊🦊🐰🐰🦉')).toEqual([PASSWORD_PROBLEMS.tooShort]);
    expect(passwordProblems('x'.repeat(64) + 'y'.repeat(64))).toEqual([]);
    expect(passwordProblems('x'.repeat(64) + 'y'.repeat(65))).toEqual(['Use at most 128 characters']);
  });

  it('refuses a commonly used password, whatever its case', () => {
    expect(passwordProblems('password')).toEqual([PASSWORD_PROBLEMS.common]);
    expect(passwordProblems('QWERTY123')).toEqual([PASSWORD_PROBLEMS.common]);
    expect(passwordProblems('1q2w3e4r')).toEqual([PASSWORD_PROBLEMS.common]);
  });

  it('refuses a common word with digits or symbols appended', () => {
    expect(passwordProblems('Sunshine2024!')).toEqual([PASSWORD_PROBLEMS.common]);
    expect(passwordProblems('football#1')).toEqual([PASSWORD_PROBLEMS.common]);
  });

  it("refuses a password containing the e-mail's name part", () => {
    expect(passwordProblems('Jane.Doe-2026', 'jane.doe@example.com')).toEqual([PASSWORD_PROBLEMS.containsEmail]);
    expect(passwordProblems('correct horse battery', 'jane.doe@example.com')).toEqual([]);
  });

  it('ignores a name part too short to matter', () => {
    expect(passwordProblems('jo-ride-a-bike', 'jo@example.com')).toEqual([]);
  });

  it('refuses one character repeated', () => {
    expect(passwordProblems('aaaaaaaaaa')).toEqual([PASSWORD_PROBLEMS.oneCharacter]);
    expect(passwordProblems('11111111')).toEqual(['Use more than one different character']);
  });

  it('names every problem a password has', () => {
    expect(passwordProblems('password2026', 'password@example.com')).toEqual([PASSWORD_PROBLEMS.common, PASSWORD_PROBLEMS.containsEmail]);
  });
});
