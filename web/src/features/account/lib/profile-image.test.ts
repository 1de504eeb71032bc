import { describe, expect, it } from 'vitest';
import { imageFileProblem } from './profile-image.ts';

describe('imageFileProblem', () => {
  it('takes JPEG and PNG up to 2 MB', () => {
    expect(imageFileProblem({ type: 'image/jpeg', size: 1000 })).toBeNull();
    expect(imageFileProblem({ type: 'image/png', size: 2 * 1024 * 1024 })).toBeNull();
  });
  it('refuses other types', () => {
    expect(imageFileProblem({ type: 'image/gif', size: 10 })).toBe('The image must be a JPEG or PNG file.');
    expect(imageFileProblem({ type: 'application/pdf', size: 10 })).toBe('The image must be a JPEG or PNG file.');
    expect(imageFileProblem({ type: '', size: 10 })).toBe('The image must be a JPEG or PNG file.');
  });
  it('refuses files over 2 MB', () => {
    expect(imageFileProblem({ type: 'image/png', size: 2 * 1024 * 1024 + 1 })).toBe('The image must be at most 2 MB.');
  });
});
