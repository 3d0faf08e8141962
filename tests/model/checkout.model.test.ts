// Executes every generated path of the checkout and place-order machines; full transition coverage.
import { expect, test } from 'vitest';
import { checkoutModel } from './checkout.model';
import { MODEL_TEST_TIMEOUT_MS, runModel } from './model-runner';
import { placeOrderModel } from './place-order.model';

test('checkout: every transition is covered by a passing generated path', { timeout: MODEL_TEST_TIMEOUT_MS }, async () => {
  const report = await runModel(checkoutModel);
  expect(report.uncovered).toEqual([]);
});

test('place-order: every transition is covered by a passing generated path', { timeout: MODEL_TEST_TIMEOUT_MS }, async () => {
  const report = await runModel(placeOrderModel);
  expect(report.uncovered).toEqual([]);
});
