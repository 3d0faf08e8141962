// Executes every generated path of the back-office list machine and requires full transition coverage.
import { expect, test } from 'vitest';
import { adminListModel } from './admin-list.model';
import { MODEL_TEST_TIMEOUT_MS, runModel } from './model-runner';

test('admin-list: every transition is covered by a passing generated path', { timeout: MODEL_TEST_TIMEOUT_MS }, async () => {
  const report = await runModel(adminListModel);
  expect(report.uncovered).toEqual([]);
});
