import http, { type IncomingMessage } from 'node:http';
import https from 'node:https';
import { Readable, pipeline } from 'node:stream';
import zlib from 'node:zlib';
import { convert } from 'html-to-text';
import { fetchBoundedText } from '../feeds/fetch-bounded';
import { PrivateAddressError, ipLiteralOf, isPublicAddress, publicOnlyLookup } from './network-guard';

/** Enough for the text of any article; a bigger answer is not read (the provider's snippet stands in). */
export const PAGE_MAX_BYTES = 2 * 1024 * 1024;
const MAX_REDIRECTS = 5;
const READABLE_TYPES = /^(text\/html|application\/xhtml\+xml|text\/plain)\b/i;
const REQUEST_HEADERS = {
  'user-agent': 'Mozilla/5.0 (compatible; CopilotResearch/1.0)',
  accept: 'text/html,application/xhtml+xml,text/plain;q=0.9',
  'accept-encoding': 'gzip, deflate, br',
};

class PageFetchError extends Error {}

export type PageTextOptions = {
  timeoutMs: number;
  signal: AbortSignal;
  /** Tests only: the pages are served on 127.0.0.1. */
  allowPrivateNetwork: boolean;
};

/**
 * The readable text of a web page (HTML converted to plain text, whitespace collapsed). Throws when the page
 * cannot be read: a non-public address, a redirect out of http(s), a non-2xx status, a type that is not a
 * document, more than PAGE_MAX_BYTES, the deadline or the signal.
 */
export async function readPageText(url: string, options: PageTextOptions): Promise<string> {
  let contentType = '';
  const body = await fetchBoundedText(url, {
    timeoutMs: options.timeoutMs,
    maxBytes: PAGE_MAX_BYTES,
    headers: REQUEST_HEADERS,
    // fetchBoundedText bounds the time and the bytes; this transport adds the SSRF guard and our signal.
    fetch: async (input, init) => {
      const signal = init?.signal ? AbortSignal.any([init.signal, options.signal]) : options.signal;
      const response = await getFollowingRedirects(
        new URL(String(input)),
        signal,
        options.allowPrivateNetwork,
      );
      contentType = response.headers['content-type'] ?? '';
      if (contentType && !READABLE_TYPES.test(contentType)) {
        response.destroy();
        throw new PageFetchError(`${url} is not a document (${contentType})`);
      }
      return toFetchResponse(response);
    },
  });
  return /^text\/plain\b/i.test(contentType) ? collapseWhitespace(body) : plainTextOf(body);
}

/** HTML (a page, or a provider's snippet with <strong> marks and entities) as one line of plain text. */
export function plainTextOf(html: string): string {
  const text = convert(html, {
    wordwrap: false,
    selectors: [
      { selector: 'a', options: { ignoreHref: true } },
      // Page chrome and embedded media are not what the report should quote.
      ...['img', 'nav', 'header', 'footer', 'aside', 'form', 'script', 'style', 'noscript', 'svg'].map(
        (selector) => ({ selector, format: 'skip' }),
      ),
      ...['h1', 'h2', 'h3', 'h4', 'h5', 'h6'].map((selector) => ({
        selector,
        options: { uppercase: false },
      })),
    ],
  });
  return collapseWhitespace(text);
}

const collapseWhitespace = (text: string) => text.replace(/\s+/g, ' ').trim();

/**
 * GET over node:http(s) rather than fetch, because only a socket-level DNS lookup can refuse private
 * addresses without a window for DNS rebinding; redirects are followed here so every hop is checked again.
 */
async function getFollowingRedirects(
  url: URL,
  signal: AbortSignal,
  allowPrivateNetwork: boolean,
): Promise<IncomingMessage> {
  let target = url;
  for (let redirects = 0; ; redirects++) {
    if (target.protocol !== 'http:' && target.protocol !== 'https:') {
      throw new PageFetchError(`refused to follow a link to ${target.protocol}`);
    }
    const literal = ipLiteralOf(target);
    if (!allowPrivateNetwork && literal && !isPublicAddress(literal)) {
      throw new PrivateAddressError(`${target.host} is not a public address`);
    }
    const response = await get(target, signal, allowPrivateNetwork);
    const location = response.headers.location;
    if (!location || ![301, 302, 303, 307, 308].includes(response.statusCode ?? 0)) return response;
    response.destroy();
    if (redirects >= MAX_REDIRECTS)
      throw new PageFetchError(`${url.href} redirects more than ${MAX_REDIRECTS} times`);
    target = new URL(location, target);
  }
}

function get(url: URL, signal: AbortSignal, allowPrivateNetwork: boolean): Promise<IncomingMessage> {
  const client = url.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const request = client.get(
      url,
      {
        headers: REQUEST_HEADERS,
        signal,
        // One socket per page: nothing pooled outlives the research request.
        agent: false,
        ...(allowPrivateNetwork ? {} : { lookup: publicOnlyLookup }),
      },
      resolve,
    );
    request.on('error', reject);
  });
}

function toFetchResponse(message: IncomingMessage): Response {
  const headers = new Headers();
  for (const [name, value] of Object.entries(message.headers)) {
    for (const item of Array.isArray(value) ? value : [value ?? '']) headers.append(name, item);
  }
  const status = message.statusCode ?? 502;
  const hasNoBody = [204, 205, 304].includes(status);
  if (hasNoBody) message.destroy();
  const body = hasNoBody ? null : (Readable.toWeb(decoded(message)) as ReadableStream<Uint8Array>);
  return new Response(body, { status, headers });
}

/** The body as the page's bytes: fetch would decode these encodings, node:http does not. */
function decoded(message: IncomingMessage): Readable {
  const encoding = message.headers['content-encoding']?.trim().toLowerCase();
  const decoder =
    encoding === 'gzip' || encoding === 'x-gzip'
      ? zlib.createGunzip()
      : encoding === 'deflate'
        ? zlib.createInflate()
        : encoding === 'br'
          ? zlib.createBrotliDecompress()
          : undefined;
  return decoder ? pipeline(message, decoder, () => undefined) : message;
}
