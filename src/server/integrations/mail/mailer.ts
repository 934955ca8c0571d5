import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import nodemailer, { type Transporter } from 'nodemailer';

export type MailMessage = { to: string; subject: string; text: string; html: string };

export interface Mailer {
  readonly kind: 'outbox' | 'smtp';
  send(message: MailMessage): Promise<void>;
  close(): void;
}

/**
 * Both adapters compose the message with nodemailer, so the outbox holds exactly what SMTP would send:
 * a multipart .eml with a plain-text and an HTML part.
 */
export function createMailer(options: { smtpUrl?: string; from: string; outboxDir: string }): Mailer {
  return options.smtpUrl
    ? createSmtpMailer(options.smtpUrl, options.from)
    : createOutboxMailer(options.outboxDir, options.from);
}

function createSmtpMailer(smtpUrl: string, from: string): Mailer {
  // Bounded waits: a mail server that hangs fails the attempt (retried later) well within the outbox's lease.
  const transport: Transporter = nodemailer.createTransport({
    url: smtpUrl,
    connectionTimeout: 15_000,
    greetingTimeout: 15_000,
    socketTimeout: 60_000,
  });
  return {
    kind: 'smtp',
    send: async (message) => void (await transport.sendMail({ from, ...message })),
    close: () => transport.close(),
  };
}

function createOutboxMailer(outboxDir: string, from: string): Mailer {
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  let lastStamp = 0;
  return {
    kind: 'outbox',
    async send(message) {
      const info = await transport.sendMail({ from, ...message });
      await mkdir(outboxDir, { recursive: true });
      // The name sorts by time, so the newest message is the last file name: strictly increasing in this
      // process, even for several messages written within one millisecond (a batch of the outbox worker).
      lastStamp = Math.max(Date.now(), lastStamp + 1);
      const name = `${lastStamp.toString().padStart(15, '0')}-${randomBytes(4).toString('hex')}.eml`;
      await writeFile(path.join(outboxDir, name), info.message as Buffer);
    },
    close: () => transport.close(),
  };
}
