// `npm test`: every check in one command — type-check, lint (zero warnings), formatting, i18n catalogues,
// unit/component/server/model tests, a production build, then the end-to-end tests in Chromium. Ends with the plain
// line "N passed, N failed".
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

interface Tally { passed: number; failed: number; skipped: number }
const total: Tally = { passed: 0, failed: 0, skipped: 0 };
const failures: string[] = [];
const tmp = mkdtempSync(path.join(os.tmpdir(), 'folt-test-'));
const only = process.argv.slice(2);
const wanted = (step: string) => only.length === 0 || only.includes(step);

function run(cmd: string, args: string[], env: Record<string, string> = {}): boolean {
  const started = Date.now();
  console.log(`\n▶ ${cmd} ${args.join(' ')}`);
  const result = spawnSync(cmd, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  console.log(`  (${((Date.now() - started) / 1000).toFixed(1)} s)`);
  return result.status === 0;
}

function check(name: string, ok: boolean) {
  if (ok) total.passed++;
  else {
    total.failed++;
    failures.push(name);
  }
}

function vitest(name: string, args: string[]) {
  const out = path.join(tmp, `${name}.json`);
  const ok = run('npx', ['vitest', 'run', ...args, '--reporter=default', '--reporter=json', `--outputFile=${out}`]);
  try {
    const report = JSON.parse(readFileSync(out, 'utf8')) as { numPassedTests: number; numFailedTests: number; numPendingTests: number; numTodoTests: number; numFailedTestSuites: number };
    total.passed += report.numPassedTests;
    total.failed += report.numFailedTests;
    total.skipped += report.numPendingTests + report.numTodoTests;
    if (report.numFailedTests > 0 || report.numFailedTestSuites > 0) failures.push(`${name} (${report.numFailedTests} tests, ${report.numFailedTestSuites} files)`);
    // A file that fails to load counts as a failure even when no test inside it ran.
    if (report.numFailedTests === 0 && report.numFailedTestSuites > 0) total.failed += report.numFailedTestSuites;
  } catch {
    check(`${name} (no report: the runner itself failed)`, false);
  }
  if (!ok && !failures.some((f) => f.startsWith(name))) check(`${name} (runner exit code)`, false);
}

const started = Date.now();
if (wanted('typecheck')) check('type-check (tsc)', run('npx', ['tsc', '--noEmit', '-p', '.']));
if (wanted('lint')) check('lint (eslint, zero warnings)', run('npx', ['eslint', '.', '--max-warnings', '0']));
if (wanted('format')) check('formatting (prettier --check)', run('npx', ['prettier', '--check', '.']));
if (wanted('i18n')) check('i18n catalogues', run('npx', ['tsx', 'scripts/check-i18n.ts']));
if (wanted('unit')) vitest('unit', []);
if (wanted('e2e')) {
  const built = run('npm', ['run', 'build', '--silent']);
  check('production build', built);
  if (built) vitest('e2e', ['-c', 'vitest.e2e.config.ts']);
}
rmSync(tmp, { recursive: true, force: true });

console.log(`\nnpm test took ${((Date.now() - started) / 1000).toFixed(0)} s`);
if (total.skipped) console.log(`${total.skipped} skipped`);
if (failures.length) console.log(`Failed: ${failures.join('; ')}`);
console.log(`${total.passed} passed, ${total.failed} failed`);
process.exit(total.failed > 0 ? 1 : 0);
