import { describe, expect, it } from 'vitest';
import { decodeEntities, hasMainHeading, htmlLines, htmlSummary, htmlText } from './html-text.ts';

describe('decodeEntities', () => {
  it('decodes named, decimal and hexadecimal entities', () => {
    expect(decodeEntities('Tom &amp; Jerry &#8377;500&nbsp;off &#x2013; &Rupee;1')).toBe('Tom & Jerry ₹500 off – ₹1');
  });
  it('leaves unknown entities and impossible code points as they are', () => {
    expect(decodeEntities('a &bogus; b &#0; &#x110000;')).toBe('a &bogus; b &#0; &#x110000;');
  });
});

describe('htmlText', () => {
  it('drops tags, decodes entities and collapses whitespace', () => {
    expect(htmlText('<p>Up to <b>40%</b> off &amp; free\n  shipping &#8377;0 &ndash; now</p>')).toBe(
      'Up to 40% off & free shipping ₹0 – now',
    );
  });
  it('leaves scripts and styles out', () => {
    expect(htmlText('<style>p{color:red}</style><p>Shown</p><script>alert(1)</script>')).toBe('Shown');
  });
});

describe('htmlLines', () => {
  it('keeps paragraphs apart and drops tags', () => {
    expect(htmlLines('<p>Hello <strong>Aarav</strong>,</p><p>Rohan shares a  discount of 10% with you.</p>')).toBe(
      'Hello Aarav,\n\nRohan shares a discount of 10% with you.',
    );
  });
  it('turns line breaks and list items into lines', () => {
    expect(htmlLines('<p>Benefits:<br/>for you</p><ul><li>One</li><li>Two</li></ul>')).toBe(
      'Benefits:\nfor you\n\n- One\n- Two',
    );
  });
  it('decodes entities and leaves scripts out', () => {
    expect(htmlLines('<p>Tom &amp; Jerry &#8377;500&nbsp;off</p><script>alert(1)</script>')).toBe(
      'Tom & Jerry ₹500 off',
    );
  });
  it('gives an empty text for an empty document', () => {
    expect(htmlLines('')).toBe('');
  });
});

describe('htmlSummary', () => {
  const page = '<h1>Shipping Policy</h1>\n<p>This policy explains how and when we ship.</p><p>Second.</p>';
  it('takes the first paragraph, not the heading', () => {
    expect(htmlSummary(page, 160)).toBe('This policy explains how and when we ship.');
  });
  it('cuts a long text between words and marks the cut', () => {
    const summary = htmlSummary(`<p>${'word '.repeat(60)}</p>`, 50);
    expect(summary).toBe(`${'word '.repeat(8)}word…`);
    expect(summary.length).toBeLessThanOrEqual(50);
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
