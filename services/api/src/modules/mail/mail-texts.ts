import { DEFAULT_LANGUAGE, isLanguage, type Language } from '@daycare/shared';
import en from './locales/en.json';
import ptBR from './locales/pt-BR.json';
import type { MailMessage } from './mail.service';

/** Each e-mail the gateway writes, with the values its texts are filled in with. */
export interface MailValues {
  confirmationCode: { firstName: string; code: string };
  registrationAttempt: { firstName: string };
  resetCode: { firstName: string; code: string };
  passwordChanged: { firstName: string };
  accessGranted: { firstName: string; daycareLabel: string };
  guardianInvitation: { firstName: string; daycareLabel: string; link: string };
  guardianEmailChanged: { firstName: string; code: string };
  staffInvitation: { firstName: string; daycareLabel: string; inviterName: string; link: string };
}

export type MailTemplate = keyof MailValues;

interface MailCatalogue {
  signature: string;
  mails: Record<MailTemplate, { subject: string; body: string }>;
}

/** One catalogue per language (`locales/<language>.json`); the type checker wants every e-mail in each. */
const CATALOGUES: Record<Language, MailCatalogue> = { en, 'pt-BR': ptBR };

const PLACEHOLDER = /\{\{\s*(\w+)\s*\}\}/g;

/** Puts the values in one pass, so a value holding `{{…}}` (a name, say) is written as it is. */
function fill(text: string, values: Record<string, string>): string {
  return text.replace(PLACEHOLDER, (_, name: string) => {
    if (!Object.hasOwn(values, name)) throw new Error(`The e-mail text needs a value for {{${name}}}`);
    return values[name];
  });
}

/** The e-mail `template` to `to`, in the recipient's language (English for one the product does not speak), signed. */
export function writeMail<T extends MailTemplate>(to: string, language: Language, template: T, values: MailValues[T]): MailMessage {
  const catalogue = CATALOGUES[isLanguage(language) ? language : DEFAULT_LANGUAGE];
  const { subject, body } = catalogue.mails[template];
  const filled = values as unknown as Record<string, string>;
  return { to, subject: fill(subject, filled), text: `${fill(body, filled)}\n\n${catalogue.signature}` };
}
