// Executes every generated path of the order-lookup machine and requires full transition coverage.
import { expect, test } from 'vitest';
import { orderLookupModel } from './order-lookup.model';
import { MODEL_TEST_TIMEOUT_MS, runModel } from './model-runner';

test('order-lookup: every transition is covered by a passing generated path', { timeout: MODEL_TEST_TIMEOUT_MS }, async () => {
  const report = await runModel(orderLookupModel);
  expect(report.uncovered).toEqual([]);
  expect(report.covered).toBe(report.total);
});
