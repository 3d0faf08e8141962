// The tests Stryker runs against a machine's mutants (`npm run mutation`, decision record 034): only that machine's unit
// and model tests (scripts/mutation-machines.ts), so one run takes minutes.
import { defineConfig } from 'vitest/config';
import base from './vitest.config';
import { MUTATION_TARGETS } from './scripts/mutation-machines';

const target = MUTATION_TARGETS[process.env.MUTATION_MACHINE ?? 'cart'];

export default defineConfig({ ...base, test: { ...base.test, include: target?.tests ?? [] } });
