/**
 * Character references as a reader expects them: marked's lexer decodes numeric ones in text but leaves named
 * ones (`&amp;`, `&mdash;`) as written, and re-encodes a bare `&` as `&amp;` when it decoded something.
 * Decoding once, here, undoes both. The full HTML table has over 2,000 names; these are the ones prose uses,
 * an unknown name stays as written.
 */
const NAMED: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
  ensp: '\u2002',
  emsp: '\u2003',
  thinsp: '\u2009',
  shy: '\u00ad',
  copy: '©',
  reg: '®',
  trade: '™',
  hellip: '…',
  mdash: '—',
  ndash: '–',
  minus: '−',
  lsquo: '‘',
  rsquo: '’',
  sbquo: '‚',
  ldquo: '“',
  rdquo: '”',
  bdquo: '„',
  laquo: '«',
  raquo: '»',
  bull: '•',
  middot: '·',
  dagger: '†',
  sect: '§',
  para: '¶',
  deg: '°',
  plusmn: '±',
  times: '×',
  divide: '÷',
  le: '≤',
  ge: '≥',
  ne: '≠',
  asymp: '≈',
  infin: '∞',
  micro: 'µ',
  permil: '‰',
  frac12: '½',
  frac14: '¼',
  frac34: '¾',
  sup2: '²',
  sup3: '³',
  euro: '€',
  pound: '£',
  yen: '¥',
  cent: '¢',
  larr: '←',
  rarr: '→',
  uarr: '↑',
  darr: '↓',
  harr: '↔',
  check: '✓',
};

const REFERENCE = /&(?:#(\d{1,7})|#[xX]([\da-fA-F]{1,6})|([A-Za-z][A-Za-z\d]{1,31}));/g;

export function decodeEntities(text: string): string {
  if (!text.includes('&')) return text;
  return text.replace(REFERENCE, (reference, decimal?: string, hex?: string, name?: string) => {
    if (name !== undefined) return NAMED[name] ?? reference;
    const code = decimal !== undefined ? Number.parseInt(decimal, 10) : Number.parseInt(hex ?? '', 16);
    // As HTML does: NUL, surrogates and numbers past Unicode become the replacement character.
    const invalid = code === 0 || code > 0x10ffff || (code >= 0xd800 && code <= 0xdfff);
    return invalid ? '\ufffd' : String.fromCodePoint(code);
  });
}

/** Script and style bodies are code, comments and declarations are not content: none of it is prose. */
const HIDDEN = /<(script|style)\b[\s\S]*?(?:<\/\1\s*>|$)|<!--[\s\S]*?(?:-->|$)|<[!?][\s\S]*?(?:>|$)/gi;
/** An HTML tag, with quoted attribute values that may contain `>` (CommonMark's open and closing tags). */
const TAG = /<\/?[A-Za-z][A-Za-z\d-]*(?:\s+[^\s"'>/=]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'=<>`]+))?)*\s*\/?>/g;
/** A tag still being streamed at the end of the block. */
const UNFINISHED_TAG = /<\/?[A-Za-z][^<>]*$/;

/**
 * The text of a raw HTML block, as plain text: tags dropped, what they enclose kept (like react-markdown's
 * `skipHtml` did for inline tags), entities decoded. The result only ever becomes a React text node.
 */
export function htmlBlockText(html: string): string {
  return decodeEntities(html.replace(HIDDEN, '').replace(TAG, '').replace(UNFINISHED_TAG, ''));
}
