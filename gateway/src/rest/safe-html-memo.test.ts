import { afterAll, describe, expect, it, vi } from 'vitest';

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

// A fresh safe-html.ts, with an empty memo and the counting sanitiser: another file in this worker
// (isolate: false) may have loaded it already with the real one.
vi.resetModules();
const { sanitizeHtmlFragment } = await import('./safe-html.ts');
// And the files after this one get the real sanitiser again.
afterAll(() => {
  vi.doUnmock('sanitize-html');
  vi.resetModules();
});

describe('the sanitiser memo', () => {
  // 40,000 fragments: seconds of CPU on a loaded 2-core machine, past the 5 s default.
  it(
    'keeps a large catalog of distinct descriptions whole: a second listing sanitises nothing',
    { timeout: 30_000 },
    () => {
      const descriptions = Array.from(
        { length: 20_000 },
        (_, i) =>
          `<p>Product ${i}: <strong>all-day</strong> battery, ${'water resistant '.repeat(10)}</p><script>x</script>`,
      );
      const before = sanitize.calls;
      const first = descriptions.map(sanitizeHtmlFragment);
      expect(sanitize.calls - before).toBe(descriptions.length);
      expect(first[0]).not.toContain('<script>');
      const second = descriptions.map(sanitizeHtmlFragment);
      expect(second).toEqual(first);
      expect(sanitize.calls - before).toBe(descriptions.length);
    },
  );

  it('answers an empty fragment', () => {
    expect(sanitizeHtmlFragment('')).toBe('');
  });
});
