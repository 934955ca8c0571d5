import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { Hono, type Context } from 'hono';
import { getConnInfo } from '@hono/node-server/conninfo';
import type { ParsedMail } from 'mailparser';

const NEWEST_SHOWN = 100;
const MESSAGE_FILE = /^[0-9]{15}-[0-9a-f]{8}\.eml$/;

/** Loopback clients only: the outbox holds live sign-in and reset links. */
function isLoopback(c: Context): boolean {
  try {
    const address = getConnInfo(c).remote.address ?? '';
    return address === '::1' || address.startsWith('127.') || address.startsWith('::ffff:127.');
  } catch {
    return false;
  }
}

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** Plain text with its http(s) links made clickable; everything else escaped. */
function linkify(text: string): string {
  return text
    .split(/(https?:\/\/[^\s<>"]+)/g)
    .map((part, i) =>
      i % 2 === 1 ? `<a href="${escapeHtml(part)}">${escapeHtml(part)}</a>` : escapeHtml(part),
    )
    .join('');
}

function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title><link rel="stylesheet" href="/dev/mailbox.css"></head>
<body><main><h1>${escapeHtml(title)}</h1>
<p class="note">Local outbox: mail the app would send. Shown only while the app runs on this machine.</p>${body}</main></body></html>`;
}

const CSS = `body{font-family:system-ui,sans-serif;margin:0;background:#f8fafc;color:#0f172a}
main{max-width:860px;margin:auto;padding:24px}.note{color:#475569}
article{background:#fff;border:1px solid #e2e8f0;border-radius:8px;padding:16px;margin:12px 0}
h2{font-size:1.05rem;margin:0 0 4px}.meta{color:#475569;font-size:.875rem;margin:0 0 8px}
pre{white-space:pre-wrap;word-break:break-word;font:inherit;margin:0}a{color:#3730a3}`;

/** /dev/mailbox exists while the app runs on this machine (APP_URL on localhost) and mail goes to the outbox. */
export function hasDevMailbox(env: { isLocal: boolean }, mailer: { kind: 'outbox' | 'smtp' }): boolean {
  return env.isLocal && mailer.kind === 'outbox';
}

export function devMailboxRoutes(outboxDir: string) {
  return new Hono()
    .use(async (c, next) => (isLoopback(c) ? next() : c.text('Not found', 404)))
    .get('/mailbox.css', (c) => c.body(CSS, 200, { 'Content-Type': 'text/css; charset=utf-8' }))
    .get('/mailbox', async (c) => {
      // `?to=address` lists only that recipient's messages (tests and busy local runs use it).
      const recipient = c.req.query('to')?.trim().toLowerCase();
      const files = await readdir(outboxDir).catch(() => [] as string[]);
      const newestFirst = files
        .filter((name) => MESSAGE_FILE.test(name))
        .sort()
        .reverse();
      const messages: { name: string; mail: ParsedMail; to: string }[] = [];
      for (const name of newestFirst) {
        if (messages.length >= NEWEST_SHOWN) break;
        // Loaded on first use: the parser is a development tool and would slow every server start.
        const { simpleParser } = await import('mailparser');
        const mail = await simpleParser(await readFile(path.join(outboxDir, name)));
        const to = mail.to
          ? [mail.to]
              .flat()
              .map((address) => address.text)
              .join(', ')
          : '';
        if (!recipient || to.toLowerCase().split(', ').includes(recipient)) messages.push({ name, mail, to });
      }
      const items = messages.map(
        ({ name, mail, to }) => `<article aria-labelledby="m-${name}">
<h2 id="m-${name}">${escapeHtml(mail.subject ?? '(no subject)')}</h2>
<p class="meta">To ${escapeHtml(to)} · ${escapeHtml(mail.date?.toISOString() ?? '')} · <a href="/dev/mailbox/${name}">raw .eml</a></p>
<pre>${linkify(mail.text ?? '')}</pre></article>`,
      );
      const body = items.length ? items.join('\n') : '<p>No messages yet.</p>';
      return c.html(page(`Mailbox (${items.length})`, body), 200, { 'Cache-Control': 'no-store' });
    })
    .get('/mailbox/:name', async (c) => {
      const name = c.req.param('name');
      if (!MESSAGE_FILE.test(name)) return c.text('Not found', 404);
      const raw = await readFile(path.join(outboxDir, name)).catch(() => null);
      if (!raw) return c.text('Not found', 404);
      return c.body(raw, 200, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' });
    });
}
