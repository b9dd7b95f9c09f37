import type { Language } from '@daycare/shared';
import { catalogueIn, fillText } from '../../common/texts/fill-text';
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
  dailySummary: { firstName: string; daycareLabel: string; childNames: string; day: string; summary: string };
  emergencyMedication: { firstName: string; daycareLabel: string; childName: string; medication: string; amount: string; time: string; givenBy: string; witness: string };
  incidentReported: { firstName: string; daycareLabel: string; childName: string; when: string; summary: string };
  incidentReminder: { firstName: string; daycareLabel: string; childName: string; when: string; summary: string };
}

export type MailTemplate = keyof MailValues;

interface MailCatalogue {
  signature: string;
  mails: Record<MailTemplate, { subject: string; body: string }>;
}

/** One catalogue per language (`locales/<language>.json`); the type checker wants every e-mail in each. */
const CATALOGUES: Record<Language, MailCatalogue> = { en, 'pt-BR': ptBR };

/** The e-mail `template` to `to`, in the recipient's language (English for one the product does not speak), signed. */
export function writeMail<T extends MailTemplate>(to: string, language: Language, template: T, values: MailValues[T]): MailMessage {
  const catalogue = catalogueIn(CATALOGUES, language);
  const { subject, body } = catalogue.mails[template];
  const filled = values as unknown as Record<string, string>;
  return { to, subject: fillText(subject, filled), text: `${fillText(body, filled)}\n\n${catalogue.signature}` };
}
