// Executes every generated path of the address book machine and requires full transition coverage.
import { expect, test } from 'vitest';
import { addressBookModel } from './address-book.model';
import { MODEL_TEST_TIMEOUT_MS, runModel } from './model-runner';

test('address-book: every transition is covered by a passing generated path', { timeout: MODEL_TEST_TIMEOUT_MS }, async () => {
  const report = await runModel(addressBookModel);
  expect(report.uncovered).toEqual([]);
});
