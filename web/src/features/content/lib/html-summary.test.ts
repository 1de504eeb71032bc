import { describe, expect, it } from 'vitest';
import { hasMainHeading, htmlSummary, htmlText } from './html-summary.ts';

describe('htmlText', () => {
  it('drops tags, decodes entities and collapses whitespace', () => {
    expect(htmlText('<p>Up to <b>40%</b> off &amp; free\n  shipping &#8377;0 &ndash; now</p>')).toBe(
      'Up to 40% off & free shipping ₹0 – now',
    );
  });
  it('leaves unknown entities as they are', () => {
    expect(htmlText('a &bogus; b')).toBe('a &bogus; b');
  });
});

describe('htmlSummary', () => {
  const page = '<h1>Shipping Policy</h1>\n<p>This policy explains how and when we ship.</p><p>Second.</p>';
  it('takes the first paragraph, not the heading', () => {
    expect(htmlSummary(page, 160)).toBe('This policy explains how and when we ship.');
  });
  it('cuts a long text between words and marks the cut', () => {
    const summary = htmlSummary(`<p>${'word '.repeat(60)}</p>`, 50);
    expect(summary.length).toBeLessThanOrEqual(50);
    expect(summary).toMatch(/word…$/);
  });
  it('uses all the text when there is no paragraph', () => {
    expect(htmlSummary('<h2>Only</h2> text', 160)).toBe('Only text');
  });
});

describe('hasMainHeading', () => {
  it('finds an h1 of the server HTML', () => {
    expect(hasMainHeading('<h1 class="x">Terms</h1><p>..</p>')).toBe(true);
    expect(hasMainHeading('<h2>Terms</h2><p>h1</p>')).toBe(false);
  });
});
