import { describe, expect, it } from 'vitest';
import { fileProblem, uploadFromDataUrl, type FileRules } from './file-upload.ts';

const RULES: FileRules = {
  types: ['image/jpeg', 'image/png', 'application/pdf'],
  maxBytes: 2 * 1024 * 1024,
  typeMessage: 'wrong type',
  sizeMessage: 'too large',
};

describe('fileProblem', () => {
  it('takes the listed types up to the size limit', () => {
    expect(fileProblem({ type: 'application/pdf', size: 10 }, RULES)).toBeNull();
    expect(fileProblem({ type: 'image/png', size: 2 * 1024 * 1024 }, RULES)).toBeNull();
  });
  it('refuses other types, an unknown type included', () => {
    expect(fileProblem({ type: 'image/gif', size: 10 }, RULES)).toBe('wrong type');
    expect(fileProblem({ type: '', size: 10 }, RULES)).toBe('wrong type');
  });
  it('refuses a file one byte over the limit, whatever its type', () => {
    expect(fileProblem({ type: 'application/pdf', size: 2 * 1024 * 1024 + 1 }, RULES)).toBe('too large');
    expect(fileProblem({ type: 'image/gif', size: 2 * 1024 * 1024 + 1 }, RULES)).toBe('too large');
  });
});

describe('uploadFromDataUrl', () => {
  it('splits a data URL into type and base64', () => {
    expect(uploadFromDataUrl('me.png', 'data:image/png;base64,iVBORw0KGgo=')).toEqual({
      fileName: 'me.png',
      contentType: 'image/png',
      base64: 'iVBORw0KGgo=',
    });
  });
  it('is null for anything else', () => {
    expect(uploadFromDataUrl('me.png', 'https://example.com/me.png')).toBeNull();
    expect(uploadFromDataUrl('me.png', 'data:image/png,abc')).toBeNull();
  });
});
