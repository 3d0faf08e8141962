// The tests Stryker runs against a machine's mutants (`npm run mutation`, decision record 034): only that machine's unit
// and model tests (scripts/mutation-machines.ts), so one run takes minutes.
import { defineConfig } from 'vitest/config';
import base from './vitest.config';
import { MUTATION_TARGETS } from './scripts/mutation-machines';

const target = MUTATION_TARGETS[process.env.MUTATION_MACHINE ?? 'cart'];
/** `npm run mutation -- --unit-only`: the machine's unit tests without its model test (a lower bound, in minutes). */
const unitOnly = process.env.MUTATION_UNIT_ONLY === '1';
const tests = (target?.tests ?? []).filter((file) => !(unitOnly && file.startsWith('tests/model/')));

export default defineConfig({
  ...base,
  test: {
    ...base.test,
    include: tests,
    ...(target?.testNamePattern ? { testNamePattern: target.testNamePattern } : {}),
    // Stryker's dry run walks every generated path of the model (instrumented, 36 s and more for the coupon on two cores
    // shared with about nine processes); the mutant runs walk only the path plan (stryker.config.mjs) and time out by
    // Stryker's own limit, derived from the dry run.
    testTimeout: 600_000,
    // A test file that fails to load under a mutant is a failed test (scripts/mutation-load-failures.ts).
    reporters: ['default', './scripts/mutation-load-failures.ts'],
  },
});
