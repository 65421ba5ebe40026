import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { WAIT_BOUND_MS } from './live-events';

export interface CaughtMail {
  to: string[];
  raw: string;
}

/** A real SMTP server on loopback that keeps every message it receives. */
export async function startMailCatcher() {
  const messages: CaughtMail[] = [];
  const waiting: ((message: CaughtMail) => void)[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const message = {
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          raw: Buffer.concat(chunks).toString(),
        };
        messages.push(message);
        waiting.shift()?.(message);
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    nextMessage: () =>
      new Promise<CaughtMail>((resolve, reject) => {
        const timer = setTimeout(
          () => reject(new Error(`no mail within ${WAIT_BOUND_MS} ms`)),
          WAIT_BOUND_MS,
        );
        waiting.push((message) => {
          clearTimeout(timer);
          resolve(message);
        });
      }),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A raw mail's text, undoing quoted-printable soft line breaks and escapes. */
export function decodedMail(raw: string): string {
  return raw
    .replace(/=\r?\n/g, '')
    .replace(/(?:=[0-9A-F]{2})+/g, (encoded) =>
      Buffer.from(encoded.replaceAll('=', ''), 'hex').toString('utf8'),
    );
}
