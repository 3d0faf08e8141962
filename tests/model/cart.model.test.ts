// Executes every generated path of the cart and cart-operation machines; full transition coverage.
import { expect, test } from 'vitest';
import { cartOperationModel } from './cart-operation.model';
import { cartModel } from './cart.model';
import { MODEL_TEST_TIMEOUT_MS, runModel } from './model-runner';

test('cart: every transition is covered by a passing generated path', { timeout: MODEL_TEST_TIMEOUT_MS }, async () => {
  const report = await runModel(cartModel);
  expect(report.uncovered).toEqual([]);
});

test('cart-operation: every transition is covered by a passing generated path', { timeout: MODEL_TEST_TIMEOUT_MS }, async () => {
  const report = await runModel(cartOperationModel);
  expect(report.uncovered).toEqual([]);
});
