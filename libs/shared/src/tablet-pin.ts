/** The personal PIN with which staff and guardians confirm on a room tablet: 4 to 6 digits. */
export const PIN_MIN_DIGITS = 4;
export const PIN_MAX_DIGITS = 6;
export const PIN_PATTERN = /^\d{4,6}$/;
export const PIN_RULE_MESSAGE = 'The PIN must be 4 to 6 digits';
