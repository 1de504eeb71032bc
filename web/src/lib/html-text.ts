// Plain text of the server's sanitised HTML: a static page's meta description, a mail template as
// the text of a message box. Tags dropped, entities decoded, scripts and styles left out.

const ENTITIES: Readonly<Record<string, string>> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
  ndash: '–',
  mdash: '—',
  rsquo: '’',
  lsquo: '‘',
  hellip: '…',
  rupee: '₹',
};

const HIDDEN = /<(script|style)\b[\s\S]*?<\/\1\s*>/gi;
const BLOCK_END = /<\/(p|div|h[1-6]|tr|table|ul|ol|blockquote)\s*>/gi;

/** Named (the list above), decimal and hexadecimal entities decoded; an unknown one is kept. */
export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] === '#') {
      const code = name[1] === 'x' || name[1] === 'X' ? Number.parseInt(name.slice(2), 16) : Number(name.slice(1));
      return Number.isFinite(code) && code > 0 && code < 0x110000 ? String.fromCodePoint(code) : whole;
    }
    return ENTITIES[name.toLowerCase()] ?? whole;
  });
}

/** The text of an HTML fragment on one line, whitespace collapsed. */
export function htmlText(html: string): string {
  return decodeEntities(html.replace(HIDDEN, '').replace(/<[^>]*>/g, ' '))
    .replace(/\s+/g, ' ')
    .trim();
}

/** The text of an HTML document in lines: one blank line between blocks, a line per <br> and list item. */
export function htmlLines(html: string): string {
  const marked = html
    .replace(HIDDEN, '')
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<li\b[^>]*>/gi, '\n- ')
    .replace(BLOCK_END, '\n\n');
  return decodeEntities(marked.replace(/<[^>]*>/g, ''))
    .split('\n')
    .map((line) => line.replace(/[ \t]+/g, ' ').trim())
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/** The first paragraph's text (else all the text), at most `maxLength` characters, cut between words. */
export function htmlSummary(html: string, maxLength: number): string {
  const paragraph = /<p\b[^>]*>([\s\S]*?)<\/p>/i.exec(html);
  const text = htmlText(paragraph ? paragraph[1]! : html);
  if (text.length <= maxLength) return text;
  const cut = text.slice(0, maxLength - 1);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > maxLength / 2 ? cut.slice(0, lastSpace) : cut).replace(/[\s,;:.]+$/, '')}…`;
}

/** Whether the HTML brings its own top-level heading. */
export function hasMainHeading(html: string): boolean {
  return /<h1\b/i.test(html);
}
