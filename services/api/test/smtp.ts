import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  from: string;
  to: string[];
  raw: string;
}

/** A recipient the test SMTP server refuses for good (550 No such mailbox). */
export const REFUSED_ADDRESS = 'nobody@refused.test';

/** A local SMTP server that keeps what it receives in `received` and refuses REFUSED_ADDRESS; port 0 picks a free one. */
export async function startSmtpServer(received: ReceivedMail[], port = 0): Promise<{ server: SMTPServer; port: number; close(): Promise<void> }> {
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
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    server,
    port: (server.server.address() as AddressInfo).port,
    close: () => new Promise<void>((resolve) => server.close(resolve)),
  };
}
