// Executes every generated path of the account settings machine and requires full transition coverage.
import { expect, test } from 'vitest';
import { accountSettingsModel } from './account-settings.model';
import { MODEL_TEST_TIMEOUT_MS, runModel } from './model-runner';

test('account-settings: every transition is covered by a passing generated path', { timeout: MODEL_TEST_TIMEOUT_MS }, async () => {
  const report = await runModel(accountSettingsModel);
  expect(report.uncovered).toEqual([]);
});
