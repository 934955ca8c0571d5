import * as React from 'react';
import { Lexer, type Token } from 'marked';
import { cn } from '@/lib/cn';
import { headingLevels, type HeadingLevel } from './markdown/heading-levels';
import { renderBlocks } from './markdown/render-blocks';

export { safeHref } from './markdown/safe-href';

/**
 * Markdown written by a model (or anyone else we do not trust), rendered safely. Only marked's lexer is used;
 * its tokens become React elements here, so no HTML string is ever produced or injected:
 * - raw HTML is dropped, so `<script>`, `<img onerror>` and raw `<a href="javascript:">` never reach the
 *   DOM — only the text between tags does, as text;
 * - links keep only absolute http(s) URLs; anything else (javascript:, data:, mailto:, relative) becomes text;
 * - images are never loaded: an image becomes a link to it (or its alt text), so opening a report makes no
 *   request to a host the model chose (tracking pixels, internal addresses);
 * - headings are renumbered to start at `headingLevel` without skipping levels, to fit the page's outline.
 */

function lex(source: string): Token[] {
  try {
    // A fresh lexer each time: marked's Lexer keeps state (reference links, inline queue) on itself.
    return new Lexer({ gfm: true }).lex(source);
  } catch {
    // marked throws only on an internal error; the report stays readable as its source, shown verbatim.
    return [
      {
        type: 'paragraph',
        raw: source,
        text: source,
        tokens: [{ type: 'escape', raw: source, text: source }],
      },
    ];
  }
}

export function Markdown({
  children,
  headingLevel = 2,
  className,
  ...props
}: Omit<React.ComponentProps<'div'>, 'children'> & {
  /** Markdown source. */
  children: string;
  /** The level the document's top headings get on the page. */
  headingLevel?: HeadingLevel;
}) {
  // The report streams in: each delta is a new, longer string, parsed once (unfinished Markdown lexes fine).
  const tokens = React.useMemo(() => lex(children), [children]);
  const content = React.useMemo(
    () => renderBlocks(tokens, { levels: headingLevels(tokens, headingLevel) }),
    [tokens, headingLevel],
  );
  return (
    <div className={cn('text-sm break-words', className)} {...props}>
      {content}
    </div>
  );
}
