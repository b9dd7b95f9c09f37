import { useState, type CSSProperties } from 'react';
import { Input, Select, Space } from 'antd';
import IMask from 'imask';
import { useT } from './i18n';

export const PHONE_COUNTRIES = ['US', 'BR'] as const;
export type PhoneCountry = (typeof PHONE_COUNTRIES)[number];

/** A phone as the gateway takes it: digits only, with the country that says how to write them. */
export interface PhoneValue {
  country: PhoneCountry;
  number: string;
}

/** How many digits a complete number of each country has. */
export const PHONE_DIGITS: Record<PhoneCountry, readonly number[]> = { US: [10], BR: [10, 11] };

// Brazil's landlines have 8 digits after the area code, its mobiles 9; imask picks the mask that fits.
const MASKS: Record<PhoneCountry, Parameters<typeof IMask.pipe>[1]> = {
  US: { mask: '(000) 000-0000' },
  BR: { mask: [{ mask: '(00) 0000-0000' }, { mask: '(00) 00000-0000' }] },
};

const PLACEHOLDERS: Record<PhoneCountry, string> = { US: '(000) 000-0000', BR: '(00) 00000-0000' };

const maxDigits = (country: PhoneCountry) => Math.max(...PHONE_DIGITS[country]);

/** The digits written with the country's mask: "4165550123" in the US is "(416) 555-0123". */
export function formatPhone(phone: PhoneValue | null | undefined): string {
  if (!phone) return '';
  return IMask.pipe(phone.number, MASKS[phone.country], IMask.PIPE_TYPE.UNMASKED, IMask.PIPE_TYPE.MASKED);
}

/** A number with as many digits as its country's numbers have (none at all is complete too). */
export function isCompletePhone(phone: PhoneValue | null | undefined): boolean {
  return !phone || PHONE_DIGITS[phone.country].includes(phone.number.length);
}

/**
 * What a phone field holds: a phone, null when empty, or the text typed when it is not a phone
 * (it has letters), kept so that the field's rule refuses it instead of the number being dropped.
 */
export type PhoneEntry = PhoneValue | string | null;

// What people write in phone numbers besides digits; anything else means the text is not a phone.
const PHONE_TEXT = /^[\d\s()+\-.]*$/;

/** The entry of a typed text: the digits (at most as many as the country has), null for none, the text itself when it is not a phone. */
function phoneEntry(country: PhoneCountry, text: string): PhoneEntry {
  if (!PHONE_TEXT.test(text)) return text;
  const digits = text.replace(/\D/g, '').slice(0, maxDigits(country));
  return digits ? { country, number: digits } : null;
}

export interface PhoneInputProps {
  value?: PhoneEntry;
  onChange?: (value: PhoneEntry) => void;
  /** The field's label, which names both the country and the number for screen readers. */
  label: string;
  /** The country a new number starts in. */
  defaultCountry?: PhoneCountry;
  id?: string;
  disabled?: boolean;
  style?: CSSProperties;
}

/**
 * A phone number typed in its country's mask, US `(000) 000-0000` or Brazilian `(00) 00000-0000`;
 * its value is the digits and the country, null when empty, or the typed text when it is not a phone
 * (for usePhoneRule to refuse). Fits antd's Form.Item.
 */
export function PhoneInput({ value, onChange, label, defaultCountry = 'US', id, disabled, style }: PhoneInputProps) {
  const t = useT();
  // The country chosen before any digit is typed, when there is no value to hold it yet.
  const [chosen, setChosen] = useState<PhoneCountry>();
  const phone = typeof value === 'string' ? null : value;
  const country = phone?.country ?? chosen ?? defaultCountry;
  const text = typeof value === 'string' ? value : formatPhone(phone && { ...phone, country });
  return (
    <Space.Compact style={{ width: '100%', ...style }}>
      <Select<PhoneCountry>
        aria-label={t('phone.countryOf', { label })}
        value={country}
        disabled={disabled}
        onChange={(next) => {
          setChosen(next);
          onChange?.(phoneEntry(next, typeof value === 'string' ? value : phone?.number ?? ''));
        }}
        options={PHONE_COUNTRIES.map((code) => ({ value: code, label: t(`phone.countries.${code}`) }))}
        style={{ width: 112, flex: 'none' }}
      />
      <Input
        id={id}
        aria-label={label}
        type="tel"
        inputMode="tel"
        autoComplete="tel-national"
        disabled={disabled}
        placeholder={PLACEHOLDERS[country]}
        value={text}
        onChange={(event) => onChange?.(phoneEntry(country, event.target.value))}
      />
    </Space.Compact>
  );
}

/** The Form.Item rule of a PhoneInput: what was typed is a phone, and a number, when given, has all its digits. */
export function usePhoneRule() {
  const t = useT();
  return {
    validator: (_rule: unknown, value: PhoneEntry | undefined) => {
      if (typeof value === 'string') return Promise.reject(new Error(t('phone.invalid')));
      return isCompletePhone(value) ? Promise.resolve() : Promise.reject(new Error(t('phone.incomplete')));
    },
  };
}
