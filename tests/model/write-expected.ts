// Writes tests/model/expected/<machine>.transitions.txt for every machine in src/machines (one sorted line per
// transition: `source --event [guard]--> target / actions`), the checked-in record the coverage report
// (machines-coverage.test.ts) compares the production machines with. Run with `npm run models:expected` after an
// intended change of a machine, or for a new machine; review the diff and commit it. Removes files of machines that
// are gone. A factory (`create…Machine`) is written from its model's machine, or from one it makes without arguments.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { discover, EXPECTED_DIR, expectedFile, expectedText, fromRoot, readExpected, staleExpectedFiles } from './machine-catalog';
import { join } from 'node:path';

const catalog = await discover();
mkdirSync(EXPECTED_DIR, { recursive: true });
let changed = 0;
for (const entry of catalog.machines) {
  if (!entry.machine) {
    console.log(`skipped  ${entry.file} (${entry.exportName}): a factory that needs its arguments and has no model; write the model first`);
    continue;
  }
  const text = expectedText(entry.machine);
  const before = readExpected(entry.key);
  if (before !== null && `${before.join('\n')}\n` === text) continue;
  writeFileSync(expectedFile(entry.key), text);
  changed += 1;
  console.log(`${before === null ? 'created' : 'updated'}  ${fromRoot(expectedFile(entry.key))}`);
}
for (const name of staleExpectedFiles(catalog.machines)) {
  rmSync(join(EXPECTED_DIR, name));
  changed += 1;
  console.log(`removed  ${fromRoot(join(EXPECTED_DIR, name))} (its machine is gone)`);
}
console.log(`${catalog.machines.length} machines, ${changed} expected file(s) written or removed.`);
