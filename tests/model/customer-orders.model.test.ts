// Executes every generated path of the customer's order history machine and requires full transition coverage.
import { expect, test } from 'vitest';
import { customerOrdersModel } from './customer-orders.model';
import { MODEL_TEST_TIMEOUT_MS, runModel } from './model-runner';

test('customer-orders: every transition is covered by a passing generated path', { timeout: MODEL_TEST_TIMEOUT_MS }, async () => {
  const report = await runModel(customerOrdersModel);
  expect(report.uncovered).toEqual([]);
});
