// Executes every generated path of the forgot-password and new-password machines and requires full transition coverage.
import { expect, test } from 'vitest';
import { passwordForgotModel, passwordResetModel } from './password-reset.model';
import { MODEL_TEST_TIMEOUT_MS, runModel } from './model-runner';

test('password-forgot: every transition is covered by a passing generated path', { timeout: MODEL_TEST_TIMEOUT_MS }, async () => {
  const report = await runModel(passwordForgotModel);
  expect(report.uncovered).toEqual([]);
});

test('password-reset: every transition is covered by a passing generated path', { timeout: MODEL_TEST_TIMEOUT_MS }, async () => {
  const report = await runModel(passwordResetModel);
  expect(report.uncovered).toEqual([]);
});
