import type { Language } from '@daycare/shared';
import { type MailMessage, writeMail } from '../mail';

/**
 * The e-mails of the account flows: short, friendly, never more than the reader needs, and in the
 * recipient's language (the texts are in the mail module's catalogues).
 */

/** Who an e-mail goes to: a user, or the visitor registering right now. */
export interface MailRecipient {
  email: string;
  firstName: string;
  language: Language;
}

export function confirmationCodeMail({ email, firstName, language }: MailRecipient, code: string): MailMessage {
  return writeMail(email, language, 'confirmationCode', { firstName, code });
}

export function registrationAttemptMail({ email, firstName, language }: MailRecipient): MailMessage {
  return writeMail(email, language, 'registrationAttempt', { firstName });
}

export function resetCodeMail({ email, firstName, language }: MailRecipient, code: string): MailMessage {
  return writeMail(email, language, 'resetCode', { firstName, code });
}

export function passwordChangedMail({ email, firstName, language }: MailRecipient): MailMessage {
  return writeMail(email, language, 'passwordChanged', { firstName });
}

export function accessGrantedMail({ email, firstName, language }: MailRecipient, daycareLabel: string): MailMessage {
  return writeMail(email, language, 'accessGranted', { firstName, daycareLabel });
}
