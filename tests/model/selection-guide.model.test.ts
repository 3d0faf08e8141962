// Executes every generated path of the selection-guide machine and requires full transition coverage.
import { expect, test } from 'vitest';
import { runModel } from './model-runner.ts';
import { selectionGuideModel } from './selection-guide.model.ts';

test('selection-guide: every transition is covered by a passing generated path', async () => {
  const report = await runModel(selectionGuideModel);
  expect(report.uncovered).toEqual([]);
});
