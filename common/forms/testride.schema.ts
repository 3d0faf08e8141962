// The test-ride request: a visitor picks a model and a day, and the postcode tells us which dealer or our own
// showroom is nearest. One schema for browser and server (POST /api/forms/testride).
import { z } from 'zod';
import {
  BIKE_MODEL_IDS,
  checkPostcode,
  choiceField,
  emailField,
  EVEN_WITH_OTHER_ERRORS,
  futureDateField,
  HONEYPOT_FIELD,
  honeypotField,
  localeField,
  optionalText,
  phoneField,
  postcodeField,
  requiredText,
  systemClock,
  TEXT_LIMITS,
  type FormClock,
} from './form-fields';
import { normalizePostcode, POSTCODE_COUNTRIES } from './postcode';

export const TESTRIDE_FORM = 'testride';
/** Test rides are planned at most this far ahead (dealers plan their demo fleet per season). */
export const TESTRIDE_MONTHS_AHEAD = 6;

export function createTestrideFields(clock: FormClock = systemClock) {
  return z.strictObject({
    name: requiredText(TEXT_LIMITS.name),
    email: emailField(),
    phone: phoneField(),
    model: choiceField(BIKE_MODEL_IDS),
    /** "YYYY-MM-DD", from tomorrow up to six months ahead (shop time). */
    preferredDate: futureDateField(clock, TESTRIDE_MONTHS_AHEAD),
    country: choiceField(POSTCODE_COUNTRIES),
    postcode: postcodeField(),
    message: optionalText(TEXT_LIMITS.message, { multiline: true }),
    locale: localeField(),
    [HONEYPOT_FIELD]: honeypotField(),
  });
}

export function createTestrideSchema(clock: FormClock = systemClock) {
  return createTestrideFields(clock)
    .superRefine(checkPostcode, EVEN_WITH_OTHER_ERRORS)
    .transform((value) => ({ ...value, postcode: normalizePostcode(value.postcode, value.country) }));
}
