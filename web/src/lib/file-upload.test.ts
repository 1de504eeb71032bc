import { describe, expect, it } from 'vitest';
import { uploadFromDataUrl } from './file-upload.ts';

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
