import { describe, expect, it, vi } from 'vitest';

// Counts the sanitiser's real work: the memo is what saves it.
const sanitize = vi.hoisted(() => ({ calls: 0 }));
vi.mock('sanitize-html', async (importOriginal) => {
  const real = ((await importOriginal()) as { default: (html: string, options: unknown) => string }).default;
  return {
    default: (html: string, options: unknown) => {
      sanitize.calls++;
      return real(html, options);
    },
  };
});

const { sanitizeHtmlFragment } = await import('./safe-html.ts');

describe('the sanitiser memo', () => {
  it('keeps a large catalog of distinct descriptions whole: a second listing sanitises nothing', () => {
    const descriptions = Array.from(
      { length: 20_000 },
      (_, i) =>
        `<p>Product ${i}: <strong>all-day</strong> battery, ${'water resistant '.repeat(10)}</p><script>x</script>`,
    );
    const first = descriptions.map(sanitizeHtmlFragment);
    expect(sanitize.calls).toBe(descriptions.length);
    expect(first[0]).not.toContain('<script>');
    const second = descriptions.map(sanitizeHtmlFragment);
    expect(second).toEqual(first);
    expect(sanitize.calls).toBe(descriptions.length);
  });

  it('answers an empty fragment', () => {
    expect(sanitizeHtmlFragment('')).toBe('');
  });
});
