// Prints the table of a run's stages from the files that scripts/test.sh and .ci/run write, one
// line per stage: `name<TAB>seconds<TAB>exit code`. Stages in the order they ran, their minutes, ok
// or the exit code, and the total. Files that are missing are skipped.
import { existsSync, readFileSync } from 'node:fs';

const rows = process.argv
  .slice(2)
  .filter((file) => existsSync(file))
  .flatMap((file) => readFileSync(file, 'utf8').split('\n'))
  .filter((line) => line.trim() !== '')
  .map((line) => {
    const [name = '?', seconds = '0', code = '0'] = line.split('\t');
    return { name, seconds: Number(seconds), code };
  });

const width = Math.max(5, ...rows.map((row) => row.name.length));
const line = (name, seconds, result) =>
  `${name.padEnd(width)}  ${(seconds / 60).toFixed(1).padStart(5)} min  ${result}`;
const total = rows.reduce((sum, row) => sum + row.seconds, 0);

console.log(`${'stage'.padEnd(width)}  ${'time'.padStart(9)}  result`);
for (const row of rows) console.log(line(row.name, row.seconds, row.code === '0' ? 'ok' : `exit ${row.code}`));
console.log(line('total', total, ''));
