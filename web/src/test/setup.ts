// Component tests (vitest project "components", jsdom): Testing Library's DOM matchers, and a clean
// document after every test. One jsdom serves every file of a worker (isolate: false), and this
// file runs again before each of them: each file starts with empty storage, no cookies and the
// address at /.
import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

localStorage.clear();
sessionStorage.clear();
for (const cookie of document.cookie.split(';')) {
  const name = cookie.split('=')[0]?.trim();
  if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
}
window.history.replaceState(null, '', '/');

afterEach(() => {
  cleanup();
});
