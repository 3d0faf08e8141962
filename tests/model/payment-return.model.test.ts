// Executes every generated path of the payment-return machine and requires full transition coverage.
import { expect, test } from 'vitest';
import { MODEL_TEST_TIMEOUT_MS, runModel } from './model-runner';
import { paymentReturnModel } from './payment-return.model';

test('payment-return: every transition is covered by a passing generated path', { timeout: MODEL_TEST_TIMEOUT_MS }, async () => {
  const report = await runModel(paymentReturnModel);
  expect(report.uncovered).toEqual([]);
});
