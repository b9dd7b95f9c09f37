/** The personal PIN with which staff and guardians confirm on a room tablet: 4 to 6 digits. */
export const PIN_MIN_DIGITS = 4;
export const PIN_MAX_DIGITS = 6;
export const PIN_PATTERN = /^\d{4,6}$/;
export const PIN_RULE_MESSAGE = 'The PIN must be 4 to 6 digits';

export const WEAK_PIN_MESSAGES = {
  run: 'Digits in a row like 1234 or 4321 are too easy to guess',
  oneDigit: 'One digit repeated like 0000 is too easy to guess',
  repeatedBlock: 'A repeated pattern like 1212 is too easy to guess',
  common: 'This PIN is among the most used ones; choose another',
} as const;

/** Among the most used 4- and 6-digit PINs in published PIN studies (keypad lines, dates, famous numbers). */
const COMMON_PINS = new Set([
  '1004', '2000', '2001', '2580', '0852', '1998', '1999', '1984', '1990', '5683', '1357', '2468', '7410', '0007', '1122', '1001',
  '159753', '147258', '258369', '123654', '112233', '102030', '000007', '111222', '010203',
]);

/** True when each digit is one more (or each one less) than the one before, wrapping 9 and 0 (7890). */
function isRun(pin: string): boolean {
  const steps = new Set([...pin].slice(1).map((digit, index) => (Number(digit) - Number(pin[index]) + 10) % 10));
  return steps.size === 1 && (steps.has(1) || steps.has(9));
}

/** True when the PIN is a shorter block written out several times (1212, 123123, 121212). */
function isRepeatedBlock(pin: string): boolean {
  for (let size = 1; size <= pin.length / 2; size++) {
    if (pin.length % size === 0 && pin.slice(0, size).repeat(pin.length / size) === pin) return true;
  }
  return false;
}

/** Why a well-formed PIN is too easy to guess, or null when it is acceptable; checked when a person sets theirs. */
export function weakPinReason(pin: string): string | null {
  if (new Set(pin).size === 1) return WEAK_PIN_MESSAGES.oneDigit;
  if (isRun(pin)) return WEAK_PIN_MESSAGES.run;
  if (isRepeatedBlock(pin)) return WEAK_PIN_MESSAGES.repeatedBlock;
  if (COMMON_PINS.has(pin)) return WEAK_PIN_MESSAGES.common;
  return null;
}
