// Executes every generated path of the configurator's save machine and requires full transition coverage.
import { expect, test } from 'vitest';
import { saveBuildModel } from './save-build.model';
import { MODEL_TEST_TIMEOUT_MS, runModel } from './model-runner';

test('save-build: every transition is covered by a passing generated path', { timeout: MODEL_TEST_TIMEOUT_MS }, async () => {
  const report = await runModel(saveBuildModel);
  expect(report.uncovered).toEqual([]);
});
