// Sums the vitest and Playwright JSON reports into one line: "N passed, N failed".
import { existsSync, readFileSync } from 'node:fs';

const stepFailures = Number(process.argv[2] ?? 0);
let passed = 0;
let failed = stepFailures;

if (existsSync('reports/vitest.json')) {
  const v = JSON.parse(readFileSync('reports/vitest.json', 'utf8'));
  passed += v.numPassedTests ?? 0;
  failed += v.numFailedTests ?? 0;
  // A suite that failed to load has no tests but still fails the run.
  for (const file of v.testResults ?? []) {
    if (file.status === 'failed' && (file.assertionResults ?? []).length === 0) failed += 1;
  }
}
if (existsSync('reports/playwright.json')) {
  const p = JSON.parse(readFileSync('reports/playwright.json', 'utf8'));
  passed += (p.stats?.expected ?? 0) + (p.stats?.flaky ?? 0);
  failed += p.stats?.unexpected ?? 0;
  failed += (p.errors ?? []).length;
}
console.log(`${passed} passed, ${failed} failed`);
