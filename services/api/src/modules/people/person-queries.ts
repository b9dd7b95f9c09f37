import { containsPattern } from './child-queries';
import type { PhoneDto } from './dto/phone.dto';

/** The three phones of a guardian or a contact, as column-name stems (`<stem>`, `<stem>_country`). */
export const PHONE_COLUMNS = { mobile: 'mobile_phone', home: 'home_phone', work: 'work_phone' } as const;
export type PhoneKind = keyof typeof PHONE_COLUMNS;

/** A phone column pair as `PhoneDto` JSON, or null. */
export const phoneJson = (alias: string, stem: string) =>
  `CASE WHEN ${alias}.${stem} IS NULL THEN NULL ELSE json_build_object('country', ${alias}.${stem}_country, 'number', ${alias}.${stem}) END`;

/** The three phones of a row as `PhonesDto` JSON. */
export const phonesJson = (alias: string) =>
  `json_build_object(${Object.entries(PHONE_COLUMNS)
    .map(([kind, stem]) => `'${kind}', ${phoneJson(alias, stem)}`)
    .join(', ')})`;

/** An address of a row as `AddressDto` JSON. */
export const addressJson = (alias: string, line = 'address_line') =>
  `json_build_object('line', ${alias}.${line}, 'city', ${alias}.city, 'province', ${alias}.province, 'postalCode', ${alias}.postal_code)`;

/** The column values that store a phone (or clear it). */
export function phoneValues(phone: PhoneDto | null | undefined): [string | null, string | null] {
  return phone ? [phone.number, phone.country] : [null, null];
}

/** Digits of a search, when it holds enough of them to be part of a phone number. */
export function phoneDigits(search: string): string | null {
  const digits = search.replace(/\D/g, '');
  return digits.length >= 3 && /^[\d\s()+.-]+$/.test(search) ? digits : null;
}

/**
 * The condition of a people search (alias `alias`): `text` (SQL) holds the words, ignoring case and
 * accents, or, for a search of digits, one of the phones holds them. Adds its values to `params`.
 */
export function personSearch(alias: string, text: string, search: string, params: unknown[]): string {
  params.push(containsPattern(search));
  const byText = `search_fold(${text}) LIKE search_fold($${params.length})`;
  const digits = phoneDigits(search);
  if (!digits) return byText;
  params.push(`%${digits}%`);
  return `(${byText} OR concat_ws(' ', ${alias}.mobile_phone, ${alias}.home_phone, ${alias}.work_phone) LIKE $${params.length})`;
}
