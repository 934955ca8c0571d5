import { SMTPServer } from 'smtp-server';
import { simpleParser } from 'mailparser';

export type ReceivedMail = { to: string[]; subject: string; text: string };

/**
 * A real SMTP server on 127.0.0.1 (the `smtp-server` package): it speaks the protocol to nodemailer, counts the
 * messages it accepted, and can refuse a recipient with a reply code or hold the DATA phase of the next message
 * unanswered (a sender killed mid-send). `port` 0 lets the OS choose.
 */
export async function startSmtpServer(options: { port?: number } = {}) {
  const received: ReceivedMail[] = [];
  const refused = new Map<string, { code: number; message: string }>();
  let holdNext: { started: () => void } | undefined;

  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo(address, _session, callback) {
      const refusal = refused.get(address.address.toLowerCase());
      if (!refusal) return callback();
      callback(Object.assign(new Error(refusal.message), { responseCode: refusal.code }));
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      const held = holdNext;
      holdNext = undefined;
      held?.started();
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        // Held: the message is never answered, so the sender never learns it was taken; it is not counted.
        if (held) return;
        void simpleParser(Buffer.concat(chunks)).then((mail) => {
          received.push({
            to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
            subject: mail.subject ?? '',
            text: mail.text ?? '',
          });
          callback();
        }, callback);
      });
    },
  });
  // A client that dies mid-session resets its connection: nothing to report.
  server.on('error', () => undefined);
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const port = (server.server.address() as { port: number }).port;

  return {
    port,
    url: `smtp://127.0.0.1:${port}`,
    /** Messages accepted (answered 250), oldest first. */
    received,
    /** RCPT TO this address is answered `code message` (e.g. 550 unknown mailbox). */
    refuse(address: string, code: number, message: string) {
      refused.set(address.toLowerCase(), { code, message });
    },
    /** The next message's DATA is read but never answered; resolves once that message's DATA phase began. */
    holdNextData(): Promise<void> {
      return new Promise<void>((resolve) => (holdNext = { started: resolve }));
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
      }),
  };
}

export type FakeSmtpServer = Awaited<ReturnType<typeof startSmtpServer>>;
