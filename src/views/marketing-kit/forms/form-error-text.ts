// The one place where a form's error codes become words: the shared schema's field error codes (common/forms) and
// the submit failure kinds of the lead-form machine, each a Lingui message in the visitor's language.
import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { FieldErrorCode } from '../../../../common/forms/form-fields';
import type { SubmitFailure, SubmitFailureKind } from '../../../machines/lead-form/lead-form.machine';
import type { FieldSpec } from './lead-form.types';

type FieldFacts = Pick<FieldSpec, 'kind' | 'minLength' | 'min' | 'max'>;

/** The message for a code; a field's facts make it precise ("at least 50 characters", "a choice"). */
export function fieldErrorMessage(code: FieldErrorCode, field: FieldFacts = { kind: 'text' }): MessageDescriptor {
  const isChoice = field.kind === 'select' || field.kind === 'radio';
  const { minLength, min, max } = field;
  switch (code) {
    case 'required':
      return isChoice ? msg`Please choose an option.` : msg`Please fill in this field.`;
    case 'invalid':
      return msg`Please check what you entered here.`;
    case 'too_short':
      return minLength ? msg`Please write at least ${minLength} characters.` : msg`This is too short.`;
    case 'too_long':
      return msg`This is too long. Please shorten it.`;
    case 'invalid_email':
      return msg`Please enter a valid email address, such as name@example.com.`;
    case 'invalid_phone':
      return msg`Please enter a valid phone number, such as +31 6 12345678.`;
    case 'invalid_postcode':
      return msg`This postcode does not match the chosen country.`;
    case 'invalid_url':
      return msg`Please enter a valid web address, such as www.example.com.`;
    case 'invalid_choice':
      return msg`Please choose one of the options.`;
    case 'invalid_date':
      return msg`Please enter a valid date.`;
    case 'date_in_past':
      return msg`Please choose a date from tomorrow onwards.`;
    case 'date_too_far':
      return msg`This date is too far ahead. Please choose an earlier one.`;
    case 'not_a_number':
      return msg`Please enter a whole number.`;
    case 'too_small':
      return min !== undefined ? msg`Please enter ${min} or more.` : msg`This number is too small.`;
    case 'too_large':
      return max !== undefined ? msg`Please enter ${max} or less.` : msg`This number is too large.`;
    case 'unknown_field':
      return msg`This field does not belong to the form. Please reload the page.`;
    case 'file_required':
      return msg`Please attach a file.`;
    case 'file_too_large':
      return msg`This file is too large. Please choose one of at most 5 MB.`;
    case 'file_type':
      return msg`Please choose a PDF or Word (.docx) file.`;
  }
}

export function fieldErrorText(i18n: I18n, code: FieldErrorCode, field?: FieldFacts): string {
  return i18n._(fieldErrorMessage(code, field));
}

const FAILURE_MESSAGES: Record<SubmitFailureKind, MessageDescriptor> = {
  invalid: msg`Some fields are missing or not quite right. Please check the fields marked below.`,
  'rate-limited': msg`You have sent several requests in a short time. Please wait a few minutes and try again.`,
  unavailable: msg`We could not save your request right now. Everything you entered is still here: please try again in a moment.`,
  'too-large': msg`The upload is too large. Please attach a file of at most 5 MB.`,
  network: msg`We could not reach our server. Please check your internet connection and try again.`,
  server: msg`Something went wrong on our side. Please try again, or email us at info@folt.nl.`,
};

export function failureMessage(kind: SubmitFailureKind): MessageDescriptor {
  return FAILURE_MESSAGES[kind];
}

export function failureText(i18n: I18n, failure: Pick<SubmitFailure, 'kind'>): string {
  return i18n._(failureMessage(failure.kind));
}
