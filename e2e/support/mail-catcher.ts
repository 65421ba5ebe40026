// A real SMTP server on loopback, plain text (no STARTTLS, no AUTH), keeping every mail it
// receives so that tests can read what the app sent.
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface CaughtMail {
  from: string;
  to: string[];
  raw: string;
}

export interface MailCatcher {
  url: string;
  /** Mails to `recipient` so far, in the order they arrived. */
  mailsTo: (recipient: string) => CaughtMail[];
  /** Resolves once at least `count` mails to `recipient` have arrived. */
  received: (recipient: string, count: number) => Promise<CaughtMail[]>;
  close: () => Promise<void>;
}

export async function startMailCatcher(): Promise<MailCatcher> {
  const mails: CaughtMail[] = [];
  let wake: Array<() => void> = [];
  const mailsTo = (recipient: string) => mails.filter((mail) => mail.to.includes(recipient));
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        mails.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        const waiting = wake;
        wake = [];
        for (const check of waiting) check();
        callback();
      });
    },
  });
  await new Promise<void>((listening) => smtp.listen(0, '127.0.0.1', listening));
  const { port } = smtp.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    mailsTo,
    received: (recipient, count) =>
      new Promise((resolve) => {
        const check = () => {
          const found = mailsTo(recipient);
          if (found.length >= count) resolve(found);
          else wake.push(check);
        };
        check();
      }),
    close: () => new Promise<void>((closed) => smtp.close(() => closed())),
  };
}
