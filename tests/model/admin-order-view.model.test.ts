// Executes every generated path of the order view (order lifecycle) machine and requires full transition coverage.
import { expect, test } from 'vitest';
import { adminOrderViewModel } from './admin-order-view.model';
import { MODEL_TEST_TIMEOUT_MS, runModel } from './model-runner';

test('admin-order-view: every transition is covered by a passing generated path', { timeout: MODEL_TEST_TIMEOUT_MS }, async () => {
  const report = await runModel(adminOrderViewModel);
  expect(report.uncovered).toEqual([]);
});
