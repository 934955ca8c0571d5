import * as React from 'react';
import ReactMarkdown, { type Components, type Options } from 'react-markdown';
import remarkGfm from 'remark-gfm';
import type { Heading, Root, RootContent } from 'mdast';
import { cn } from '@/lib/cn';

/**
 * Markdown written by a model (or anyone else we do not trust), rendered safely:
 * - raw HTML is dropped (`skipHtml`), so `<script>`, `<img onerror>` and raw `<a href="javascript:">` never
 *   reach the DOM — only their inner text does;
 * - links keep only absolute http(s) URLs; anything else (javascript:, data:, mailto:, relative) becomes text;
 * - images are never loaded: an image becomes a link to it (or its alt text), so opening a report makes no
 *   request to a host the model chose (tracking pixels, internal addresses);
 * - headings are renumbered to start at `headingLevel` without skipping levels, to fit the page's outline.
 */

/** The only URL schemes a link may use. */
const SAFE_PROTOCOLS = new Set(['http:', 'https:']);

export function safeHref(url: string | null | undefined): string | undefined {
  if (!url) return undefined;
  try {
    const parsed = new URL(url);
    return SAFE_PROTOCOLS.has(parsed.protocol) ? parsed.href : undefined;
  } catch {
    // Relative or malformed: there is no base that makes sense for model output.
    return undefined;
  }
}

type HeadingLevel = 1 | 2 | 3 | 4 | 5 | 6;

function collectHeadings(node: Root | RootContent, found: Heading[]) {
  if (node.type === 'heading') found.push(node);
  if ('children' in node) for (const child of node.children) collectHeadings(child, found);
}

/**
 * A remark plugin: the document's top heading level becomes `base`, and no heading goes more than one level
 * below the one before it (axe's heading-order; a model's "#### Risks" right after "## Outlook" would skip).
 */
function remarkHeadingLevels(options: { base: HeadingLevel }) {
  return (tree: Root) => {
    const headings: Heading[] = [];
    collectHeadings(tree, headings);
    if (headings.length === 0) return;
    const top = Math.min(...headings.map((heading) => heading.depth));
    let previous = options.base - 1;
    for (const heading of headings) {
      const level = Math.min(heading.depth - top + options.base, previous + 1, 6);
      heading.depth = Math.max(level, options.base) as Heading['depth'];
      previous = heading.depth;
    }
  };
}

const headingStyles: Record<HeadingLevel, string> = {
  1: 'mt-6 mb-3 text-2xl font-bold tracking-tight',
  2: 'mt-6 mb-3 text-xl font-semibold tracking-tight',
  3: 'mt-5 mb-2 text-lg font-semibold',
  4: 'mt-4 mb-2 text-base font-semibold',
  5: 'mt-4 mb-2 text-sm font-semibold',
  6: 'mt-4 mb-2 text-sm font-semibold text-muted-foreground',
};

function heading(level: HeadingLevel) {
  const Tag = `h${level}` as const;
  return function MarkdownHeading({
    node: _node,
    className,
    ...props
  }: React.ComponentProps<typeof Tag> & { node?: unknown }) {
    return <Tag className={cn(headingStyles[level], 'first:mt-0', className)} {...props} />;
  };
}

function MarkdownLink({ node: _node, href, children }: React.ComponentProps<'a'> & { node?: unknown }) {
  const safe = safeHref(href);
  if (!safe) return <span>{children}</span>;
  return (
    <a
      href={safe}
      target="_blank"
      rel="noopener noreferrer nofollow"
      className="font-medium text-primary underline underline-offset-4 hover:no-underline"
    >
      {children}
      <span className="sr-only"> (opens in a new tab)</span>
    </a>
  );
}

/** Never an <img>: React would even preload its src. A link lets the user choose to open it. */
function MarkdownImage({ src, alt }: React.ComponentProps<'img'> & { node?: unknown }) {
  const label = alt?.trim() || 'Image';
  const href = typeof src === 'string' ? safeHref(src) : undefined;
  if (!href) return <span>{label}</span>;
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer nofollow"
      className="font-medium text-primary underline underline-offset-4 hover:no-underline"
    >
      {`Image: ${label}`}
      <span className="sr-only"> (opens in a new tab)</span>
    </a>
  );
}

/** GFM task-list boxes as text: a disabled, unlabelled checkbox would be noise for screen readers. */
function MarkdownInput({ checked, type }: React.ComponentProps<'input'> & { node?: unknown }) {
  if (type !== 'checkbox') return null;
  return <span className="mr-1">{checked ? '☑' : '☐'}</span>;
}

const components: Components = {
  h1: heading(1),
  h2: heading(2),
  h3: heading(3),
  h4: heading(4),
  h5: heading(5),
  h6: heading(6),
  a: MarkdownLink,
  img: MarkdownImage,
  input: MarkdownInput,
  p: ({ node: _node, ...props }) => <p className="my-3 leading-7 first:mt-0 last:mb-0" {...props} />,
  ul: ({ node: _node, ...props }) => <ul className="my-3 list-disc space-y-1 pl-6" {...props} />,
  ol: ({ node: _node, ...props }) => <ol className="my-3 list-decimal space-y-1 pl-6" {...props} />,
  li: ({ node: _node, ...props }) => <li className="leading-7 [&>ol]:my-1 [&>ul]:my-1" {...props} />,
  blockquote: ({ node: _node, ...props }) => (
    <blockquote className="my-4 border-l-4 pl-4 text-muted-foreground italic" {...props} />
  ),
  hr: ({ node: _node, ...props }) => <hr className="my-6" {...props} />,
  pre: ({ node: _node, ...props }) => (
    <pre
      className="my-4 overflow-x-auto rounded-md bg-muted p-4 text-sm [&>code]:bg-transparent [&>code]:p-0"
      {...props}
    />
  ),
  code: ({ node: _node, ...props }) => (
    <code className="rounded bg-muted px-1.5 py-0.5 font-mono text-[0.9em]" {...props} />
  ),
  // Wide tables scroll inside their own box instead of widening the page.
  table: ({ node: _node, ...props }) => (
    <div className="my-4 w-full overflow-x-auto">
      <table className="w-full border-collapse text-sm" {...props} />
    </div>
  ),
  th: ({ node: _node, ...props }) => (
    <th className="border bg-muted px-3 py-2 text-left font-semibold" {...props} />
  ),
  td: ({ node: _node, ...props }) => <td className="border px-3 py-2 align-top" {...props} />,
};

/** Keeps absolute http(s) URLs, drops the rest before the components see them. */
const urlTransform: Options['urlTransform'] = (url) => safeHref(url) ?? '';

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
  const remarkPlugins = React.useMemo<Options['remarkPlugins']>(
    () => [remarkGfm, [remarkHeadingLevels, { base: headingLevel }]],
    [headingLevel],
  );
  return (
    <div className={cn('text-sm break-words', className)} {...props}>
      <ReactMarkdown
        skipHtml
        remarkPlugins={remarkPlugins}
        urlTransform={urlTransform}
        components={components}
      >
        {children}
      </ReactMarkdown>
    </div>
  );
}
