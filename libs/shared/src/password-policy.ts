/** Password rules shared by the gateway (the judge) and the browser forms (the same rules, early). */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

export const PASSWORD_PROBLEMS = {
  tooShort: `Use at least ${PASSWORD_MIN_LENGTH} characters`,
  tooLong: `Use at most ${PASSWORD_MAX_LENGTH} characters`,
  common: 'Choose a less common password, this one is among the first that attackers try',
  containsEmail: 'Leave your e-mail address out of the password',
  oneCharacter: 'Use more than one different character',
} as const;

/** An e-mail name part shorter than this is too likely to appear by chance to be refused. */
const MIN_EMAIL_NAME_LENGTH = 3;

/** Among the most used passwords in published breach lists, lower-case. */
const COMMON_PASSWORDS = new Set([
  '123456', '123456789', '12345678', '1234567890', '12345', '1234567', '123123', '123321', '654321', '987654321',
  '111111', '000000', '666666', '121212', '112233', '123123123', '1234512345', '12341234', '11223344', '147258369',
  'password', 'password1', 'password12', 'password123', 'passw0rd', 'p@ssw0rd', 'p@ssword', 'pass1234', 'mypassword', 'letmein',
  'qwerty', 'qwerty1', 'qwerty12', 'qwerty123', 'qwertyuiop', 'qwer1234', 'asdfgh', 'asdfghjkl', 'asdf1234', 'zxcvbnm',
  'zxcvbnm1', '1q2w3e4r', '1q2w3e4r5t', 'q1w2e3r4', 'q1w2e3r4t5', '1qaz2wsx', 'zaq12wsx', 'qazwsx', 'qazwsxedc', 'a1b2c3d4',
  'abc123', 'abc12345', 'abcd1234', 'aa123456', 'iloveyou', 'iloveyou1', 'loveme', 'lovely', 'princess', 'sunshine',
  'welcome', 'welcome1', 'welcome123', 'admin', 'admin123', 'administrator', 'root', 'changeme', 'default', 'secret',
  'football', 'baseball', 'basketball', 'soccer', 'hockey', 'superman', 'batman', 'starwars', 'pokemon', 'dragon',
  'monkey', 'master', 'shadow', 'michael', 'jennifer', 'jessica', 'michelle', 'charlie', 'jordan', 'hunter',
  'freedom', 'whatever', 'trustno1', 'computer', 'internet', 'mustang', 'letmein1', 'babygirl', 'flower', 'summer',
]);

/** The password and its base without the digits and symbols people append ("Sunshine2024!" -> "sunshine"). */
function isCommon(password: string): boolean {
  const lower = password.toLowerCase();
  const base = lower.replace(/[^\p{L}]+$/u, '');
  return COMMON_PASSWORDS.has(lower) || COMMON_PASSWORDS.has(base);
}

function containsEmailName(password: string, email: string | undefined): boolean {
  const name = email?.split('@')[0]?.trim().toLowerCase() ?? '';
  return name.length >= MIN_EMAIL_NAME_LENGTH && password.toLowerCase().includes(name);
}

function isOneCharacterRepeated(password: string): boolean {
  return new Set(password).size === 1;
}

/** What is wrong with a password, one sentence per problem; an empty list means it is acceptable. */
export function passwordProblems(password: string, email?: string): string[] {
  const length = [...password].length;
  if (length < PASSWORD_MIN_LENGTH) return [PASSWORD_PROBLEMS.tooShort];
  if (length > PASSWORD_MAX_LENGTH) return [PASSWORD_PROBLEMS.tooLong];
  const problems: string[] = [];
  if (isOneCharacterRepeated(password)) problems.push(PASSWORD_PROBLEMS.oneCharacter);
  else if (isCommon(password)) problems.push(PASSWORD_PROBLEMS.common);
  if (containsEmailName(password, email)) problems.push(PASSWORD_PROBLEMS.containsEmail);
  return problems;
}
