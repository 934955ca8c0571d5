import * as React from 'react';
import type { MarkedToken, Token, Tokens } from 'marked';
import { cn } from '@/lib/cn';
import type { HeadingLevel } from './heading-levels';
import { htmlBlockText } from './plain-text';
import { codeClass, renderInline, renderInlineToken } from './render-inline';

const headingStyles: Record<HeadingLevel, string> = {
  1: 'mt-6 mb-3 text-2xl font-bold tracking-tight',
  2: 'mt-6 mb-3 text-xl font-semibold tracking-tight',
  3: 'mt-5 mb-2 text-lg font-semibold',
  4: 'mt-4 mb-2 text-base font-semibold',
  5: 'mt-4 mb-2 text-sm font-semibold',
  6: 'mt-4 mb-2 text-sm font-semibold text-muted-foreground',
};
const paragraphClass = 'my-3 leading-7 first:mt-0 last:mb-0';
const listItemClass = 'leading-7 [&>ol]:my-1 [&>ul]:my-1';

export interface BlockContext {
  /** The level each heading is rendered at (see headingLevels). */
  levels: Map<Token, HeadingLevel>;
}

/** `tight`: the blocks of a tight list item, whose paragraphs render as bare inline content. */
export function renderBlocks(tokens: Token[], context: BlockContext, tight = false): React.ReactNode[] {
  return tokens.map((token, index) => renderBlock(token, index, context, tight));
}

function renderParagraph(children: React.ReactNode, key: number, tight: boolean) {
  if (tight) return <React.Fragment key={key}>{children}</React.Fragment>;
  return (
    <p key={key} className={paragraphClass}>
      {children}
    </p>
  );
}

function renderList(list: Tokens.List, key: number, context: BlockContext) {
  const items = list.items.map((item, index) => (
    // A task item's ☑ / ☐ takes the place of its bullet.
    <li key={index} className={cn(listItemClass, item.task && 'list-none')}>
      {renderBlocks(item.tokens, context, !list.loose)}
    </li>
  ));
  if (!list.ordered) {
    return (
      <ul key={key} className="my-3 list-disc space-y-1 pl-6">
        {items}
      </ul>
    );
  }
  return (
    <ol
      key={key}
      className="my-3 list-decimal space-y-1 pl-6"
      start={typeof list.start === 'number' && list.start !== 1 ? list.start : undefined}
    >
      {items}
    </ol>
  );
}

function cellStyle(align: Tokens.TableCell['align']): React.CSSProperties | undefined {
  return align ? { textAlign: align } : undefined;
}

function renderTable(table: Tokens.Table, key: number) {
  return (
    // Wide tables scroll inside their own box instead of widening the page.
    <div key={key} className="my-4 w-full overflow-x-auto">
      <table className="w-full border-collapse text-sm">
        <thead>
          <tr>
            {table.header.map((cell, index) => (
              <th
                key={index}
                className="border bg-muted px-3 py-2 text-left font-semibold"
                style={cellStyle(cell.align)}
              >
                {renderInline(cell.tokens)}
              </th>
            ))}
          </tr>
        </thead>
        {table.rows.length > 0 && (
          <tbody>
            {table.rows.map((row, rowIndex) => (
              <tr key={rowIndex}>
                {row.map((cell, index) => (
                  <td key={index} className="border px-3 py-2 align-top" style={cellStyle(cell.align)}>
                    {renderInline(cell.tokens)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        )}
      </table>
    </div>
  );
}

function renderBlock(token: Token, key: number, context: BlockContext, tight: boolean): React.ReactNode {
  const t = token as MarkedToken;
  switch (t.type) {
    case 'paragraph':
      return renderParagraph(renderInline(t.tokens), key, tight);
    case 'text':
      // A list item's text: inline tokens, or plain text when marked gave none.
      return renderParagraph(renderInlineToken(t, 0), key, tight);
    case 'heading': {
      const level = context.levels.get(t) ?? (Math.min(t.depth, 6) as HeadingLevel);
      const Tag = `h${level}` as const;
      return (
        <Tag key={key} className={cn(headingStyles[level], 'first:mt-0')}>
          {renderInline(t.tokens)}
        </Tag>
      );
    }
    case 'list':
      return renderList(t, key, context);
    case 'table':
      return renderTable(t, key);
    case 'blockquote':
      return (
        <blockquote key={key} className="my-4 border-l-4 pl-4 text-muted-foreground italic">
          {renderBlocks(t.tokens, context)}
        </blockquote>
      );
    case 'code':
      return (
        <pre
          key={key}
          className="my-4 overflow-x-auto rounded-md bg-muted p-4 text-sm [&>code]:bg-transparent [&>code]:p-0"
        >
          <code className={codeClass}>{t.text}</code>
        </pre>
      );
    case 'hr':
      return <hr key={key} className="my-6" />;
    case 'html': {
      // Raw HTML is never rendered as HTML: only the text between its tags, as a text node.
      const text = htmlBlockText(t.text);
      return text.trim() ? renderParagraph(text, key, tight) : null;
    }
    case 'checkbox':
      // A tight task item's box sits among its blocks.
      return renderInlineToken(t, key);
    default:
      // space and def (a reference definition, already resolved into its links) show nothing.
      return null;
  }
}
