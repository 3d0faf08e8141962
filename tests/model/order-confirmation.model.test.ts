// Executes every generated path of the order-confirmation machine and requires full transition coverage.
import { expect, test } from 'vitest';
import { MODEL_TEST_TIMEOUT_MS, runModel } from './model-runner';
import { orderConfirmationModel } from './order-confirmation.model';

test('order-confirmation: every transition is covered by a passing generated path', { timeout: MODEL_TEST_TIMEOUT_MS }, async () => {
  const report = await runModel(orderConfirmationModel);
  expect(report.uncovered).toEqual([]);
});
