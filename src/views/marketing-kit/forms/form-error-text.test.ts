// Every field error code and submit failure kind has its own translatable text, made precise by the field's facts.
import { describe, expect, it } from 'vitest';
import { setupI18n } from '@lingui/core';
import { FIELD_ERROR_CODES } from '../../../../common/forms/form-fields';
import type { SubmitFailureKind } from '../../../machines/lead-form/lead-form.machine';
import { failureMessage, failureText, fieldErrorMessage, fieldErrorText } from './form-error-text';

const i18n = setupI18n({ locale: 'en', messages: { en: {} } });
const KINDS: SubmitFailureKind[] = ['invalid', 'rate-limited', 'unavailable', 'too-large', 'network', 'server'];

describe('field error texts', () => {
  it('word every code of the shared schemas, each differently', () => {
    const texts = FIELD_ERROR_CODES.map((code) => fieldErrorText(i18n, code));
    for (const text of texts) expect(text).toMatch(/^[A-Z].+\.$/);
    expect(new Set(texts).size).toBe(FIELD_ERROR_CODES.length);
  });

  it('use the field facts where they help', () => {
    expect(fieldErrorText(i18n, 'too_short', { kind: 'textarea', minLength: 50 })).toBe('Please write at least 50 characters.');
    expect(fieldErrorText(i18n, 'too_small', { kind: 'number', min: 2015 })).toBe('Please enter 2015 or more.');
    expect(fieldErrorText(i18n, 'too_large', { kind: 'number', max: 1000 })).toBe('Please enter 1000 or less.');
    expect(fieldErrorText(i18n, 'required', { kind: 'select' })).toBe('Please choose an option.');
    expect(fieldErrorText(i18n, 'required', { kind: 'email' })).toBe('Please fill in this field.');
  });

  it('are message descriptors with an id, so Lingui finds them in the catalogue', () => {
    for (const code of FIELD_ERROR_CODES) expect(fieldErrorMessage(code).id).toMatch(/\S/);
  });
});

describe('submit failure texts', () => {
  it('word every failure kind, the 503 one promising nothing is lost', () => {
    const texts = KINDS.map((kind) => failureText(i18n, { kind }));
    expect(new Set(texts).size).toBe(KINDS.length);
    expect(failureText(i18n, { kind: 'unavailable' })).toContain('We could not save your request right now');
    expect(failureText(i18n, { kind: 'rate-limited' })).toContain('wait a few minutes');
    for (const kind of KINDS) expect(failureMessage(kind).id).toMatch(/\S/);
  });
});
