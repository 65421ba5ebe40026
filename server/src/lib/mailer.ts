import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Transporter } from 'nodemailer';
import { onFirstUse } from './on-first-use';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  /** A simple HTML version beside the text (order mails); the text alone otherwise. */
  html?: string;
}

/**
 * A plain-text mail to one person: "{greeting} {name}," and then each paragraph, a blank line
 * between them. Every mail the server writes has this shape.
 */
export function personalMail(options: {
  to: string;
  subject: string;
  greeting: string;
  name: string;
  paragraphs: string[];
}): Mail {
  const { to, subject, greeting, name, paragraphs } = options;
  return { to, subject, text: `${greeting} ${name},\n\n${paragraphs.join('\n\n')}\n` };
}

export interface Mailer {
  send(mail: Mail): Promise<void>;
}

/** SMTP when a URL is configured; otherwise each mail is written as an .eml file to `outboxDir`. */
export function createMailer({
  smtpUrl,
  from,
  outboxDir,
}: {
  smtpUrl?: string;
  from: string;
  outboxDir: string;
}): Mailer {
  // nodemailer is loaded at the first mail, not at the server's start (issue 27).
  const transport = onFirstUse(async (): Promise<Transporter> => {
    const { default: nodemailer } = await import('nodemailer');
    return smtpUrl
      ? nodemailer.createTransport(smtpUrl)
      : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  });
  if (smtpUrl) {
    return {
      send: async (mail) => {
        await (await transport()).sendMail({ from, ...mail });
      },
    };
  }
  return {
    send: async (mail) => {
      const info = await (await transport()).sendMail({ from, ...mail });
      const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomUUID().slice(0, 8)}.eml`;
      const file = path.join(outboxDir, name);
      // The folder is made when a write finds it missing (the first mail, or after it was removed), not
      // before every mail: a busy café's receipts cost one system call each, not two.
      try {
        await writeFile(file, info.message as Buffer);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
        await mkdir(outboxDir, { recursive: true });
        await writeFile(file, info.message as Buffer);
      }
    },
  };
}
