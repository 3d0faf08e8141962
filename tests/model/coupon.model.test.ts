// Executes every generated path of the coupon machine and requires full transition coverage.
import { expect, test } from 'vitest';
import { couponModel } from './coupon.model';
import { MODEL_TEST_TIMEOUT_MS, runModel } from './model-runner';

test('coupon: every transition is covered by a passing generated path', { timeout: MODEL_TEST_TIMEOUT_MS }, async () => {
  const report = await runModel(couponModel);
  expect(report.uncovered).toEqual([]);
});
