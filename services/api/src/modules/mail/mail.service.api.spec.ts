import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { DataSource } from 'typeorm';
import { startTestApp, type TestApp } from '../../../test/test-app';
import { EmailOutbox } from './email-outbox.entity';
import { MailService } from './mail.service';

interface ReceivedMail {
  from: string;
  to: string[];
  raw: string;
}

const REFUSED_ADDRESS = 'nobody@refused.test';

/** A local SMTP server that keeps what it receives and refuses one recipient. */
async function startSmtpServer(received: ReceivedMail[]): Promise<SMTPServer> {
  const server = new SMTPServer({
    disabledCommands: ['AUTH', 'STARTTLS'],
    logger: false,
    onRcptTo(address, _session, callback) {
      callback(address.address === REFUSED_ADDRESS ? new Error('No such mailbox') : null);
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return server;
}

let smtp: SMTPServer;
const received: ReceivedMail[] = [];
let gateway: TestApp;
let mail: MailService;

beforeAll(async () => {
  smtp = await startSmtpServer(received);
  const { port } = smtp.server.address() as AddressInfo;
  gateway = await startTestApp({ SMTP_URL: `smtp://127.0.0.1:${port}`, MAIL_FROM: 'Daycare <hello@daycare.test>' });
  mail = gateway.app.get(MailService);
});

afterAll(async () => {
  await gateway.close();
  await new Promise<void>((resolve) => smtp.close(resolve));
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

it('records why the SMTP server did not take an e-mail', async () => {
  await mail.send({ to: REFUSED_ADDRESS, subject: 'Your Daycare password reset code', text: 'Your code is 654321.' });
  await mail.idle();

  const row = await outboxRow(REFUSED_ADDRESS);
  expect(row.sentAt).toBeNull();
  expect(row.error).toMatch(/No such mailbox/);
  expect(received.flatMap((mail) => mail.to)).not.toContain(REFUSED_ADDRESS);
});
