import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';
import { simpleParser } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readOutbox } from '../../testing/test-runtime';
import { createMailer } from './mailer';
import { resetPasswordMail } from './templates';

const message = {
  to: 'ada@example.com',
  ...resetPasswordMail('Ada <script>', 'http://localhost:3000/reset-password?token=t1&x=1'),
};

describe('outbox mailer', () => {
  it('writes each message as a multipart .eml with a plain-text and an HTML part', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'outbox-'));
    const mailer = createMailer({ from: 'Copilot <no-reply@localhost>', outboxDir: dir });
    await mailer.send(message);
    await mailer.send({ ...message, subject: 'Second' });
    const mails = await readOutbox(dir);
    expect(mails.map((m) => m.subject)).toEqual(['Reset your Copilot password', 'Second']);
    expect(mails[0]!.links).toEqual(['http://localhost:3000/reset-password?token=t1&x=1']);
    expect(mails[0]!.html).toContain('href="http://localhost:3000/reset-password?token=t1&#38;x=1"');
    expect(mails[0]!.html).not.toContain('<script>');
    expect(mails[0]!.html).toContain('Ada &#60;script&#62;');
  });
});

describe('SMTP mailer', () => {
  const received: { from: string; to: string[]; raw: string }[] = [];
  let server: SMTPServer;
  let port: number;

  beforeAll(async () => {
    // A real SMTP server on loopback: the nodemailer transport speaks the protocol to it.
    server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          received.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((r) => r.address),
            raw: Buffer.concat(chunks).toString('utf8'),
          });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.server.address() as { port: number }).port;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('delivers over SMTP when SMTP_URL is set', async () => {
    const mailer = createMailer({
      smtpUrl: `smtp://127.0.0.1:${port}`,
      from: 'Copilot <no-reply@copilot.test>',
      outboxDir: '/nonexistent',
    });
    expect(mailer.kind).toBe('smtp');
    await mailer.send(message);
    mailer.close();
    expect(received).toHaveLength(1);
    expect(received[0]).toMatchObject({ from: 'no-reply@copilot.test', to: ['ada@example.com'] });
    const parsed = await simpleParser(received[0]!.raw);
    expect(parsed.subject).toBe('Reset your Copilot password');
    expect(parsed.text).toContain('http://localhost:3000/reset-password?token=t1&x=1');
    expect(parsed.html).toContain('Reset password');
  });
});
