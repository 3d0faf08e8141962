// Executes every generated path of the payment-return machine and requires full transition coverage.
import { expect, test } from 'vitest';
import { runModel } from './model-runner';
import { paymentReturnModel } from './payment-return.model';

test('payment-return: every transition is covered by a passing generated path', async () => {
  const report = await runModel(paymentReturnModel);
  expect(report.uncovered).toEqual([]);
});
