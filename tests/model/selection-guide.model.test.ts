// Executes every generated path of the selection-guide machine and requires full transition coverage.
import { expect, test } from 'vitest';
import { MODEL_TEST_TIMEOUT_MS, runModel } from './model-runner';
import { selectionGuideModel } from './selection-guide.model';

test('selection-guide: every transition is covered by a passing generated path', { timeout: MODEL_TEST_TIMEOUT_MS }, async () => {
  const report = await runModel(selectionGuideModel);
  expect(report.uncovered).toEqual([]);
});
