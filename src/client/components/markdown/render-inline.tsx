import * as React from 'react';
import type { MarkedToken, Token } from 'marked';
import * as UI_COPY from '@/components/copy';
import { decodeEntities } from './plain-text';
import { safeHref } from './safe-href';

export const codeClass = 'rounded bg-muted px-1.5 py-0.5 font-mono text-[0.9em]';
const linkClass = 'font-medium text-primary underline underline-offset-4 hover:no-underline';

/** Only absolute http(s) URLs become links; anything else (javascript:, data:, mailto:, relative) is text. */
function Link({ href, children }: { href: string | undefined; children: React.ReactNode }) {
  if (!href) return <span>{children}</span>;
  return (
    <a href={href} target="_blank" rel="noopener noreferrer nofollow" className={linkClass}>
      {children}
      <span className="sr-only">{` ${UI_COPY.opensInNewTab}`}</span>
    </a>
  );
}

/** The text of inline tokens without their markup, as an image's alt text. */
function plainText(tokens: Token[] | undefined): string {
  let text = '';
  for (const token of tokens ?? []) {
    if ('tokens' in token && token.tokens) text += plainText(token.tokens);
    else if (token.type === 'text') text += decodeEntities(token.text as string);
    else if (token.type === 'escape' || token.type === 'codespan') text += token.text as string;
  }
  return text;
}

/**
 * One inline token as React nodes. Strings become text nodes, which React escapes: nothing here can produce
 * markup or an attribute the model chose, other than a link's href that passed `safeHref`.
 * `inLink`: inside a link, links and images render as their text, since an <a> may not contain another.
 */
export function renderInlineToken(token: Token, key: number, inLink = false): React.ReactNode {
  const t = token as MarkedToken;
  switch (t.type) {
    case 'text':
      // Block-level text (a tight list item's) carries inline tokens; inline text is a leaf.
      return t.tokens ? (
        <React.Fragment key={key}>{renderInline(t.tokens, inLink)}</React.Fragment>
      ) : (
        decodeEntities(t.text)
      );
    case 'escape':
      return t.text;
    case 'strong':
      return <strong key={key}>{renderInline(t.tokens, inLink)}</strong>;
    case 'em':
      return <em key={key}>{renderInline(t.tokens, inLink)}</em>;
    case 'del':
      return <del key={key}>{renderInline(t.tokens, inLink)}</del>;
    case 'codespan':
      return (
        <code key={key} className={codeClass}>
          {t.text}
        </code>
      );
    case 'br':
      return <br key={key} />;
    case 'link': {
      const children = renderInline(t.tokens, true);
      if (inLink) return <React.Fragment key={key}>{children}</React.Fragment>;
      return (
        <Link key={key} href={safeHref(decodeEntities(t.href))}>
          {children}
        </Link>
      );
    }
    case 'image': {
      // Never an <img>: React would even preload its src, and opening a report must make no request to a
      // host the model chose (tracking pixels, internal addresses). A link lets the user choose to open it.
      const label = plainText(t.tokens).trim() || UI_COPY.image;
      const href = inLink ? undefined : safeHref(decodeEntities(t.href));
      if (!href) return <span key={key}>{label}</span>;
      return (
        <Link key={key} href={href}>
          {UI_COPY.imageLink(label)}
        </Link>
      );
    }
    case 'checkbox':
      // Task-list boxes as text: a disabled, unlabelled checkbox would be noise for screen readers.
      return (
        <span key={key} className="mr-1">
          {t.checked ? '☑' : '☐'}
        </span>
      );
    default:
      // Raw HTML tags are dropped (the text between them is a token of its own and stays); block tokens
      // cannot occur inline.
      return null;
  }
}

export function renderInline(tokens: Token[], inLink = false): React.ReactNode[] {
  return tokens.map((token, index) => renderInlineToken(token, index, inLink));
}
