// Executes every generated path of the configurator machine and requires full transition coverage.
import { expect, test } from 'vitest';
import { configuratorModel } from './configurator.model';
import { MODEL_TEST_TIMEOUT_MS, runModel } from './model-runner';

test('configurator: every transition is covered by a passing generated path', { timeout: MODEL_TEST_TIMEOUT_MS }, async () => {
  const report = await runModel(configuratorModel);
  expect(report.uncovered).toEqual([]);
});
