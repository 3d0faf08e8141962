// Executes every generated path of the "My bikes" page machine and requires full transition coverage.
import { expect, test } from 'vitest';
import { myBikesModel } from './my-bikes.model';
import { MODEL_TEST_TIMEOUT_MS, runModel } from './model-runner';

test('my-bikes: every transition is covered by a passing generated path', { timeout: MODEL_TEST_TIMEOUT_MS }, async () => {
  const report = await runModel(myBikesModel);
  expect(report.uncovered).toEqual([]);
});
