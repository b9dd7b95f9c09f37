import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import { UserType } from '@daycare/shared';
import { DataSource } from 'typeorm';
import { createDaycare, createUser } from '../../../test/factories';
import { codeIn, deliveredMailsTo, waitForMailTo } from '../../../test/mailbox';
import { anonymousCsrf } from '../../../test/sessions';
import { type ReceivedMail, startSmtpServer } from '../../../test/smtp';
import { startTestApp, type TestApp } from '../../../test/test-app';
import { JobsService } from '../jobs/jobs.service';
import { MAIL_DELIVERY_QUEUE } from './mail.service';

let gateway: TestApp;
let ds: DataSource;
let smtpPort: number;
let smtp: Awaited<ReturnType<typeof startSmtpServer>> | undefined;
const received: ReceivedMail[] = [];

/** A port nothing listens on yet: the SMTP server is down until the test starts it there. */
async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

beforeAll(async () => {
  smtpPort = await freePort();
  gateway = await startTestApp({ SMTP_URL: `smtp://127.0.0.1:${smtpPort}` });
  ds = gateway.app.get(DataSource);
  // The product waits a minute and more between tries; the test waits two or three seconds.
  await gateway.app.get(JobsService).updateQueue(MAIL_DELIVERY_QUEUE, { retryBackoff: true, retryDelay: 2, retryDelayMax: 3 });
});

afterAll(async () => {
  await gateway.close();
  await smtp?.close();
});

const jobsOf = (outboxId: number) =>
  ds.query<{ state: string; retry_count: number }[]>(`SELECT state, retry_count FROM pgboss.job WHERE name = $1 AND data->>'outboxId' = $2`, [
    MAIL_DELIVERY_QUEUE,
    String(outboxId),
  ]);

it('answers a password reset request while the SMTP server is down, and delivers the code once it is back', async () => {
  const daycare = await createDaycare(ds, 'Outage Daycare');
  const guardian = await createUser(ds, { type: UserType.User, daycareId: daycare.id });

  const requested = await gateway.request({
    method: 'POST',
    url: '/api/account/forgotPassword',
    headers: await anonymousCsrf(gateway),
    payload: { email: guardian.email },
  });
  expect(requested.statusCode).toBe(202);

  // The first try failed and is waiting for the next one; the code is in the outbox all along.
  const [waiting] = await deliveredMailsTo(gateway.app, ds, guardian.email);
  expect(waiting.sentAt).toBeNull();
  expect(waiting.error).toMatch(/ECONNREFUSED/);
  expect(await jobsOf(waiting.id)).toEqual([{ state: 'retry', retry_count: 0 }]);

  smtp = await startSmtpServer(received, smtpPort);

  const delivered = await waitForMailTo(ds, guardian.email, (mail) => mail.sentAt !== null);
  expect(delivered).toMatchObject({ id: waiting.id, error: null });
  expect(received).toHaveLength(1);
  expect(received[0].to).toEqual([guardian.email]);
  expect(received[0].raw).toContain(codeIn(delivered));
  const [job] = await jobsOf(waiting.id);
  expect(job.state).toBe('completed');
  expect(job.retry_count).toBeGreaterThanOrEqual(1);
});
