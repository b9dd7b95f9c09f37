import type { INestApplicationContext } from '@nestjs/common';
import type { DataSource } from 'typeorm';
import { EmailOutbox } from '../src/modules/mail/email-outbox.entity';
import { MailService } from '../src/modules/mail/mail.service';

/**
 * Every e-mail to the address, oldest first. The outbox row is written by the request itself; with
 * SMTP_URL set, `deliveredMailsTo` also waits for the delivery jobs.
 */
export function mailsTo(ds: DataSource, to: string): Promise<EmailOutbox[]> {
  return ds.getRepository(EmailOutbox).find({ where: { toAddress: to }, order: { id: 'ASC' } });
}

/** The newest e-mail to the address; fails the test when there is none. */
export async function latestMailTo(ds: DataSource, to: string): Promise<EmailOutbox> {
  const mails = await mailsTo(ds, to);
  if (!mails.length) throw new Error(`No e-mail to ${to} in the outbox`);
  return mails[mails.length - 1];
}

/** Every e-mail to the address once no delivery is running or due (each sent, refused, or waiting for a later try). */
export async function deliveredMailsTo(app: INestApplicationContext, ds: DataSource, to: string): Promise<EmailOutbox[]> {
  await app.get(MailService).idle();
  return mailsTo(ds, to);
}

/** Waits until an e-mail to the address satisfies `done` (a retried delivery, say); fails after `timeoutMs`. */
export async function waitForMailTo(ds: DataSource, to: string, done: (mail: EmailOutbox) => boolean, timeoutMs = 20_000): Promise<EmailOutbox> {
  for (const started = Date.now(); ; await new Promise((resolve) => setTimeout(resolve, 50))) {
    const mail = (await mailsTo(ds, to)).find(done);
    if (mail) return mail;
    if (Date.now() - started > timeoutMs) throw new Error(`No e-mail to ${to} reached the expected state within ${timeoutMs} ms`);
  }
}

/** The six-digit code an e-mail carries. */
export function codeIn(mail: EmailOutbox): string {
  const code = /\b(\d{6})\b/.exec(mail.textBody)?.[1];
  if (!code) throw new Error(`No code in the e-mail "${mail.subject}"`);
  return code;
}
