// Executes every generated path of the registration machine and requires full transition coverage.
import { expect, test } from 'vitest';
import { registerModel } from './register.model';
import { MODEL_TEST_TIMEOUT_MS, runModel } from './model-runner';

test('register: every transition is covered by a passing generated path', { timeout: MODEL_TEST_TIMEOUT_MS }, async () => {
  const report = await runModel(registerModel);
  expect(report.uncovered).toEqual([]);
});
