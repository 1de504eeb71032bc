// LIKE patterns from what an operator typed: its wildcards (%, _) and the escape character escaped,
// for use with `escape '\'`.

/** `text` with LIKE's wildcards and the escape character escaped. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** A LIKE pattern that finds `text` anywhere. */
export function containsPattern(text: string): string {
  return `%${escapeLike(text)}%`;
}
