// The bytes a shopper's browser downloads before any route chunk, as the gateway sends them: the
// entry module of web/dist/index.html and everything it imports statically, plus index.html and
// its stylesheets, each as the build's brotli copy (.br, what every current browser accepts) and,
// its gzip copy (what a browser without brotli gets) and, for comparison, its raw size. Fails
// (exit 1) when the initial JavaScript as sent in either encoding is over the budget (DESIGN.md:
// 150 KB); `npm run build` runs it last. What a browser really receives per screen (headers, route
// chunks, data and pictures too) is measured by tests/bench/lighthouse.ts.
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

const BUDGET_KB = 150;
const dist = path.resolve(import.meta.dirname, '../web/dist');
const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
// The entry is imported by index.html's inline script once the page has painted (web/vite.config.ts).
const entry = (html.match(/<script type="module"[^>]*src="([^"]+)"/) ?? html.match(/\bimport\("([^"]+)"\)/))?.[1];
if (!entry) throw new Error('no module entry in web/dist/index.html (run npm run build)');

/** Sizes of a built file: raw, and its .br and .gz copies (raw when the build made none). */
function sizes(file) {
  const full = path.join(dist, file);
  const raw = statSync(full).size;
  const copy = (ext) => (existsSync(full + ext) ? statSync(full + ext).size : raw);
  return { raw, br: copy('.br'), gz: copy('.gz') };
}

const scripts = new Map();
function visit(url) {
  if (scripts.has(url)) return;
  const code = readFileSync(path.join(dist, url), 'utf8');
  scripts.set(url, sizes(url));
  // Static imports only: `import ... from "./x.js"` and `import "./x.js"`, not `import("./x.js")`.
  for (const m of code.matchAll(/(?:^|[;\s}])import\s*(?:[\w*{}\s,$]+from\s*)?["']([^"']+\.js)["']/g)) {
    visit(path.posix.join(path.posix.dirname(url), m[1]));
  }
}
visit(entry.replace(/^\//, ''));

const kb = (bytes) => (bytes / 1024).toFixed(1).padStart(7);
const sum = (list, key) => list.reduce((total, s) => total + s[key], 0);
const row = (s, label) => console.log(`${kb(s.br)} KB br ${kb(s.gz)} KB gzip ${kb(s.raw)} KB raw  ${label}`);

for (const [file, size] of [...scripts].sort((a, b) => b[1].br - a[1].br)) row(size, file);
const js = [...scripts.values()];
const jsTotal = { raw: sum(js, 'raw'), br: sum(js, 'br'), gz: sum(js, 'gz') };
const styles = [...html.matchAll(/<link rel="stylesheet"[^>]*href="([^"]+)"/g)].map((m) =>
  sizes(m[1].replace(/^\//, '')),
);
const page = [sizes('index.html'), ...styles];
const pageTotal = { raw: sum(page, 'raw'), br: sum(page, 'br'), gz: sum(page, 'gz') };
row(pageTotal, 'index.html and its stylesheets');
row(jsTotal, `initial shopper JavaScript as sent (budget ${BUDGET_KB} KB)`);
for (const [encoding, bytes] of [
  ['brotli', jsTotal.br],
  ['gzip', jsTotal.gz],
]) {
  if (bytes / 1024 > BUDGET_KB) {
    console.error(
      `The initial shopper JavaScript is ${(bytes / 1024).toFixed(1)} KB as sent with ${encoding}: over the ${BUDGET_KB} KB budget.`,
    );
    process.exit(1);
  }
}
