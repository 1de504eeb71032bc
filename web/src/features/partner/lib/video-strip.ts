// The home page's video strip (spec sections 2 and 9): it moves 300 px every 3 s and, once at the
// end, starts again from the beginning.

/** Where the strip scrolls next: one step on, or back to the start once the end is showing. */
export function nextScrollLeft(current: number, viewportWidth: number, contentWidth: number, step: number): number {
  const end = Math.max(0, contentWidth - viewportWidth);
  if (end === 0) return 0;
  // Sub-pixel scroll positions: 1 px short of the end counts as the end.
  if (current >= end - 1) return 0;
  return Math.min(current + step, end);
}

/** Only https pages are embedded (a server value is never allowed to become a javascript: frame). */
export function isEmbeddableUrl(url: string): boolean {
  try {
    return new URL(url).protocol === 'https:';
  } catch {
    return false;
  }
}
