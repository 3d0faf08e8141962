// Executes every generated path of the bike edit machine and requires full transition coverage.
import { expect, test } from 'vitest';
import { adminBikeEditModel } from './admin-bike-edit.model';
import { MODEL_TEST_TIMEOUT_MS, runModel } from './model-runner';

test('admin-bike-edit: every transition is covered by a passing generated path', { timeout: MODEL_TEST_TIMEOUT_MS }, async () => {
  const report = await runModel(adminBikeEditModel);
  expect(report.uncovered).toEqual([]);
});
