import { currentLanguage, useLanguage } from '@daycare/i18n';
import type { Language } from '@daycare/shared';

/** The day the API speaks. */
const API_DAY = 'YYYY-MM-DD';

/** The time pickers' pattern in a language: 'h:mm A' where it writes 12 hours (English), else 'HH:mm' (Portuguese). */
export function clockFormat(language: Language = currentLanguage()): string {
  return new Intl.DateTimeFormat(language, { hour: 'numeric' }).resolvedOptions().hour12 ? 'h:mm A' : 'HH:mm';
}

/** The time pickers' pattern in the reader's language, drawing again when they change it. */
export function useClockFormat(): string {
  return clockFormat(useLanguage());
}

/**
 * A day picker a person also types into needs dayjs patterns (a formatting function would make it
 * read-only): the first shows the day in the reader's way, each reads a typed day, as does the API's.
 * dayjs names the weekday in the chosen language.
 */
const PICKER_DAY_FORMATS: Record<Language, [shown: string, ...typed: string[]]> = {
  en: ['ddd, MMM D, YYYY', 'MMM D, YYYY'],
  'pt-BR': ['ddd, DD/MM/YYYY', 'DD/MM/YYYY'],
};

/** The day pickers' patterns in the reader's language, the API's `YYYY-MM-DD` second. */
export function usePickerDayFormats(): string[] {
  const [shown, ...typed] = PICKER_DAY_FORMATS[useLanguage()];
  return [shown, API_DAY, ...typed];
}
