import { describe, expect, it } from 'vitest';
import { templateText } from './template-text.ts';

describe('templateText', () => {
  it('keeps paragraphs apart and drops tags', () => {
    expect(templateText('<p>Hello <strong>Aarav</strong>,</p><p>Rohan shares a  discount of 10% with you.</p>')).toBe(
      'Hello Aarav,\n\nRohan shares a discount of 10% with you.',
    );
  });
  it('turns line breaks and list items into lines', () => {
    expect(templateText('<p>Benefits:<br/>for you</p><ul><li>One</li><li>Two</li></ul>')).toBe(
      'Benefits:\nfor you\n\n- One\n- Two',
    );
  });
  it('decodes entities and leaves scripts out', () => {
    expect(templateText('<p>Tom &amp; Jerry &#8377;500&nbsp;off</p><script>alert(1)</script>')).toBe(
      'Tom & Jerry ₹500 off',
    );
  });
  it('gives an empty text for an empty template', () => {
    expect(templateText('')).toBe('');
  });
});
