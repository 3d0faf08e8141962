// `npm test`: every check in one command — type-check, lint (zero warnings), formatting, i18n catalogues, unused code
// (knip), unit/component/server/model tests (and again under Node 24 when NODE24_BIN names its binary, as .ci/run
// does), a production build, then the end-to-end tests in Chromium. Ends with the plain line "N passed, N failed".
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

interface Tally {
  passed: number;
  failed: number;
  skipped: number;
}
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

/** `node`: another Node binary to run the tests with (first on PATH, so the processes tests start use it too). */
function vitest(name: string, args: string[], node?: string) {
  const out = path.join(tmp, `${name}.json`);
  const vitestArgs = ['run', ...args, '--reporter=default', '--reporter=json', `--outputFile=${out}`];
  const ok = node
    ? run(node, [path.join('node_modules', 'vitest', 'vitest.mjs'), ...vitestArgs], { PATH: `${path.dirname(node)}${path.delimiter}${process.env.PATH ?? ''}` })
    : run('npx', ['vitest', ...vitestArgs]);
  try {
    const report = JSON.parse(readFileSync(out, 'utf8')) as {
      numPassedTests: number;
      numFailedTests: number;
      numPendingTests: number;
      numTodoTests: number;
      numFailedTestSuites: number;
    };
    total.passed += report.numPassedTests;
    total.failed += report.numFailedTests;
    total.skipped += report.numPendingTests + report.numTodoTests;
    if (report.numFailedTests > 0 || report.numFailedTestSuites > 0)
      failures.push(`${name} (${report.numFailedTests} tests, ${report.numFailedTestSuites} files)`);
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
if (wanted('knip')) check('unused files, exports and dependencies (knip)', run('npx', ['knip', '--no-progress']));
if (wanted('unit')) vitest('unit', []);
// Node 24, the current LTS, beside the Node 20 this runs on: the tests of the code that runs in Node once more. Left
// out without NODE24_BIN (a developer's `npm test`) unless asked for by name; a NODE24_BIN that is not there is a
// failure, not a skip. src/ and tests/model/ test the browser's code (views, machines) with Node only as their host:
// run again they would test the test host, not the shop (decision record 008).
const NODE_SIDE_ONLY = ['--exclude', 'src/**', '--exclude', 'tests/model/**'];
const node24 = process.env.NODE24_BIN;
if (node24 ? wanted('unit-node24') : only.includes('unit-node24')) {
  const version = node24 && existsSync(node24) ? spawnSync(node24, ['--version'], { encoding: 'utf8' }).stdout.trim() : '';
  if (!version.startsWith('v24.')) check(`unit under Node 24 (NODE24_BIN=${node24 ?? ''} is no Node 24 binary${version ? `: ${version}` : ''})`, false);
  else vitest(`unit (server, emulator, scripts, SSR) under Node ${version}`, NODE_SIDE_ONLY, node24);
}
if (wanted('e2e')) {
  // Built under a development NODE_ENV on purpose (a shell or a tool may export one): a build is a production build
  // whatever NODE_ENV says (scripts/build.ts), and the end-to-end tests below run against this one.
  const built = run('npm', ['run', 'build', '--silent'], { NODE_ENV: 'development' });
  check('production build', built);
  if (built) vitest('e2e', ['-c', 'vitest.e2e.config.ts']);
}
rmSync(tmp, { recursive: true, force: true });

console.log(`\nnpm test took ${((Date.now() - started) / 1000).toFixed(0)} s`);
// A skipped test did not run and must not pass unnoticed (a missing PostgreSQL or Redis fails its tests, never skips
// them): skipped tests, a .skip or .todo left in included, count as failed.
if (total.skipped) {
  console.log(`${total.skipped} skipped, counted as failed (a test runs or fails)`);
  failures.push(`${total.skipped} skipped`);
  total.failed += total.skipped;
}
if (failures.length) console.log(`Failed: ${failures.join('; ')}`);
console.log(`${total.passed} passed, ${total.failed} failed`);
process.exit(total.failed > 0 ? 1 : 0);
