// A page's meta description from its HTML (static pages have no SEO fields of their own): the text
// of the first paragraph, cut at a word boundary. Pure and tested beside.

const ENTITIES: Record<string, string> = {
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
};

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] === '#') {
      const code = name[1] === 'x' || name[1] === 'X' ? Number.parseInt(name.slice(2), 16) : Number(name.slice(1));
      return Number.isFinite(code) && code > 0 && code < 0x110000 ? String.fromCodePoint(code) : whole;
    }
    return ENTITIES[name.toLowerCase()] ?? whole;
  });
}

/** Plain text of an HTML fragment, whitespace collapsed. */
export function htmlText(html: string): string {
  return decodeEntities(html.replace(/<[^>]*>/g, ' '))
    .replace(/\s+/g, ' ')
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

/** Whether the HTML brings its own top-level heading (then the page does not add one). */
export function hasMainHeading(html: string): boolean {
  return /<h1\b/i.test(html);
}
