// Executes every generated path of the logout machine and requires full transition coverage.
import { expect, test } from 'vitest';
import { logoutModel } from './logout.model';
import { MODEL_TEST_TIMEOUT_MS, runModel } from './model-runner';

test('logout: every transition is covered by a passing generated path', { timeout: MODEL_TEST_TIMEOUT_MS }, async () => {
  const report = await runModel(logoutModel);
  expect(report.uncovered).toEqual([]);
});
