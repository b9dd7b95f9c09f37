import type { DataSource } from 'typeorm';
import { EmailOutbox } from '../src/modules/mail/email-outbox.entity';

/** Every e-mail to the address, oldest first. */
export function mailsTo(ds: DataSource, to: string): Promise<EmailOutbox[]> {
  return ds.getRepository(EmailOutbox).find({ where: { toAddress: to }, order: { id: 'ASC' } });
}

/** The newest e-mail to the address; fails the test when there is none. */
export async function latestMailTo(ds: DataSource, to: string): Promise<EmailOutbox> {
  const mails = await mailsTo(ds, to);
  if (!mails.length) throw new Error(`No e-mail to ${to} in the outbox`);
  return mails[mails.length - 1];
}

/** The six-digit code an e-mail carries. */
export function codeIn(mail: EmailOutbox): string {
  const code = /\b(\d{6})\b/.exec(mail.textBody)?.[1];
  if (!code) throw new Error(`No code in the e-mail "${mail.subject}"`);
  return code;
}
