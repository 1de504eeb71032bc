// Prints the gzipped size of the JavaScript a shopper's browser loads before any route chunk: the
// entry module of web/dist/index.html and everything it imports statically (DESIGN.md budget: 150 KB).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const dist = path.resolve(import.meta.dirname, '../web/dist');
const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
const entry = html.match(/<script type="module"[^>]*src="([^"]+)"/)?.[1];
if (!entry) throw new Error('no module entry in web/dist/index.html (run npm run build)');

const seen = new Map();
function visit(url) {
  if (seen.has(url)) return;
  const code = readFileSync(path.join(dist, url), 'utf8');
  seen.set(url, gzipSync(code, { level: 9 }).length);
  // Static imports only: `import ... from "./x.js"` and `import "./x.js"`, not `import("./x.js")`.
  for (const m of code.matchAll(/(?:^|[;\s}])import\s*(?:[\w*{}\s,$]+from\s*)?["']([^"']+\.js)["']/g)) {
    visit(path.posix.join(path.posix.dirname(url), m[1]));
  }
}
visit(entry.replace(/^\//, ''));
let total = 0;
for (const [file, size] of [...seen].sort((a, b) => b[1] - a[1])) {
  total += size;
  console.log(`${(size / 1024).toFixed(1).padStart(7)} KB  ${file}`);
}
console.log(`${(total / 1024).toFixed(1).padStart(7)} KB  initial shopper JavaScript (gzip -9)`);
