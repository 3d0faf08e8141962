// Executes every generated path of the lead-form machine and requires full transition coverage.
import { expect, test } from 'vitest';
import { leadFormModel } from './lead-form.model';
import { MODEL_TEST_TIMEOUT_MS, runModel } from './model-runner';

test('lead-form: every transition is covered by a passing generated path', { timeout: MODEL_TEST_TIMEOUT_MS }, async () => {
  const report = await runModel(leadFormModel);
  expect(report.uncovered).toEqual([]);
});
