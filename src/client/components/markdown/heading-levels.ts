import type { Token, Tokens } from 'marked';

export type HeadingLevel = 1 | 2 | 3 | 4 | 5 | 6;

function collectHeadings(tokens: Token[], found: Tokens.Heading[]) {
  for (const token of tokens) {
    if (token.type === 'heading') found.push(token as Tokens.Heading);
    else if (token.type === 'blockquote') collectHeadings((token as Tokens.Blockquote).tokens, found);
    else if (token.type === 'list') {
      for (const item of (token as Tokens.List).items) collectHeadings(item.tokens, found);
    }
  }
}

/**
 * The level each heading is rendered at: the document's top heading level becomes `base`, and no heading goes
 * more than one level below the one before it (axe's heading-order; a model's "#### Risks" right after
 * "## Outlook" would skip).
 */
export function headingLevels(tokens: Token[], base: HeadingLevel): Map<Token, HeadingLevel> {
  const headings: Tokens.Heading[] = [];
  collectHeadings(tokens, headings);
  const levels = new Map<Token, HeadingLevel>();
  if (headings.length === 0) return levels;
  const top = Math.min(...headings.map((heading) => heading.depth));
  let previous = base - 1;
  for (const heading of headings) {
    const level = Math.max(Math.min(heading.depth - top + base, previous + 1, 6), base) as HeadingLevel;
    levels.set(heading, level);
    previous = level;
  }
  return levels;
}
