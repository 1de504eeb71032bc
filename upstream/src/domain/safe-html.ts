// A guard for HTML the shop stores and serves (static pages, blogs): it must carry no script, no
// embedded frames or objects, no event-handler attributes and no javascript: or data: links. The
// seed refuses content that breaks it; the gateway still sanitises every HTML field it passes on.
const RULES: ReadonlyArray<readonly [RegExp, string]> = [
  [/<\s*script\b/i, 'script element'],
  [/<\s*(iframe|object|embed|frame|frameset|base|meta|link|style|form)\b/i, 'forbidden element'],
  [/<[^>]*\s(on[a-z]+)\s*=/i, 'event-handler attribute'],
  [/(href|src|action|formaction|xlink:href)\s*=\s*["']?\s*(javascript|vbscript|data):/i, 'script or data URL'],
  [/\sstyle\s*=\s*["'][^"']*(expression\s*\(|url\s*\()/i, 'active style'],
];

/** Why the HTML is unsafe to serve, or null when it is safe. */
export function unsafeHtmlReason(html: string): string | null {
  for (const [pattern, reason] of RULES) if (pattern.test(html)) return reason;
  return null;
}

/** Throws when the HTML is unsafe (used by the seed on every page and blog). */
export function assertSafeHtml(html: string, where: string): string {
  const reason = unsafeHtmlReason(html);
  if (reason) throw new Error(`${where}: unsafe HTML (${reason})`);
  return html;
}
