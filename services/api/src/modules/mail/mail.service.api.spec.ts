import { DataSource } from 'typeorm';
import { type ReceivedMail, REFUSED_ADDRESS, startSmtpServer } from '../../../test/smtp';
import { startTestApp, type TestApp } from '../../../test/test-app';
import { EmailOutbox } from './email-outbox.entity';
import { MAIL_DELIVERY_QUEUE, MailService } from './mail.service';
import { writeMail } from './mail-texts';

let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
const received: ReceivedMail[] = [];
let gateway: TestApp;
let mail: MailService;

beforeAll(async () => {
  smtp = await startSmtpServer(received);
  gateway = await startTestApp({ SMTP_URL: `smtp://127.0.0.1:${smtp.port}`, MAIL_FROM: 'Daycare <hello@daycare.test>' });
  mail = gateway.app.get(MailService);
});

afterAll(async () => {
  await gateway.close();
  await smtp.close();
});

const outboxRow = (to: string) => gateway.app.get(DataSource).getRepository(EmailOutbox).findOneByOrFail({ toAddress: to });

it('delivers through SMTP from MAIL_FROM and records the e-mail as sent', async () => {
  await mail.send({ to: 'parent@demo.test', subject: 'Your Daycare confirmation code', text: 'Your code is 123456.', html: '<p>Your code is <b>123456</b>.</p>' });
  await mail.idle();

  expect(received).toHaveLength(1);
  expect(received[0]).toMatchObject({ from: 'hello@daycare.test', to: ['parent@demo.test'] });
  expect(received[0].raw).toContain('Subject: Your Daycare confirmation code');
  expect(received[0].raw).toContain('Your code is 123456.');
  expect(received[0].raw).toContain('<b>123456</b>');
  const row = await outboxRow('parent@demo.test');
  expect(row).toMatchObject({ subject: 'Your Daycare confirmation code', textBody: 'Your code is 123456.', error: null });
  expect(row.sentAt).toBeInstanceOf(Date);
});

it('records why the SMTP server refused an e-mail, and does not try again', async () => {
  await mail.send({ to: REFUSED_ADDRESS, subject: 'Your Daycare password reset code', text: 'Your code is 654321.' });
  await mail.idle();

  const row = await outboxRow(REFUSED_ADDRESS);
  expect(row.sentAt).toBeNull();
  expect(row.error).toMatch(/No such mailbox/);
  expect(received.flatMap((mail) => mail.to)).not.toContain(REFUSED_ADDRESS);
  const jobs = await gateway.app.get(DataSource).query(`SELECT state, retry_count FROM pgboss.job WHERE name = $1 AND data->>'outboxId' = $2`, [
    MAIL_DELIVERY_QUEUE,
    String(row.id),
  ]);
  expect(jobs).toEqual([{ state: 'completed', retry_count: 0 }]);
});

/** The bytes of quoted-printable text (=XX escapes, soft line breaks), read as UTF-8. */
function quotedPrintable(text: string): string {
  const bytes = text.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => `%${hex}`);
  return decodeURIComponent(bytes.replace(/%(?![0-9A-F]{2})/g, '%25'));
}

/** A header's value with its MIME encoded words (=?UTF-8?Q|B?…?=) decoded and its folded lines joined. */
function headerValue(raw: string, name: string): string {
  const folded = new RegExp(`^${name}: (.*(?:\\r?\\n[ \\t].*)*)`, 'm').exec(raw)![1];
  return folded
    .replace(/\?=\r?\n[ \t]+=\?/g, '?==?')
    .replace(/\r?\n[ \t]+/g, ' ')
    .replace(/=\?UTF-8\?([QB])\?([^?]*)\?=/gi, (_, kind: string, text: string) =>
      kind.toUpperCase() === 'B' ? Buffer.from(text, 'base64').toString('utf8') : quotedPrintable(text.replace(/_/g, ' ')),
    );
}

it('delivers an e-mail in Portuguese with its accents intact', async () => {
  const message = writeMail('familia@demo.test', 'pt-BR', 'resetCode', { firstName: 'Conceição', code: '246810' });
  await mail.send(message);
  await mail.idle();

  const delivered = received.find((mail) => mail.to.includes('familia@demo.test'))!;
  expect(headerValue(delivered.raw, 'Subject')).toBe('Seu código para redefinir a senha do Daycare');
  expect(delivered.raw).toMatch(/charset=utf-8/i);
  const body = delivered.raw.slice(delivered.raw.search(/\r?\n\r?\n/)).trim();
  const text = /Content-Transfer-Encoding: quoted-printable/i.test(delivered.raw) ? quotedPrintable(body) : body;
  expect(text.replace(/\r\n/g, '\n')).toBe(message.text);
  expect(text).toContain('Olá, Conceição!');
});
