// Executes every generated path of the login machine and requires full transition coverage.
import { expect, test } from 'vitest';
import { loginModel } from './login.model';
import { MODEL_TEST_TIMEOUT_MS, runModel } from './model-runner';

test('login: every transition is covered by a passing generated path', { timeout: MODEL_TEST_TIMEOUT_MS }, async () => {
  const report = await runModel(loginModel);
  expect(report.uncovered).toEqual([]);
});
