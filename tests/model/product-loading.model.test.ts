// Executes every generated path of the product-loading machine and requires full transition coverage.
import { expect, test } from 'vitest';
import { MODEL_TEST_TIMEOUT_MS, runModel } from './model-runner';
import { productLoadingModel } from './product-loading.model';

test('product-loading: every transition is covered by a passing generated path', { timeout: MODEL_TEST_TIMEOUT_MS }, async () => {
  const report = await runModel(productLoadingModel);
  expect(report.uncovered).toEqual([]);
});
