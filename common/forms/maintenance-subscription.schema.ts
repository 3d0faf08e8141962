// The maintenance subscription sign-up: plan, the owner's address (for pick-up and the invoice) and the bike.
// One schema for browser and server (POST /api/forms/maintenance-subscription).
import { z } from '../zod';
import {
  BIKE_MODEL_IDS,
  checkPostcode,
  choiceField,
  emailField,
  EVEN_WITH_OTHER_ERRORS,
  HONEYPOT_FIELD,
  honeypotField,
  localeField,
  optionalText,
  phoneField,
  postcodeField,
  requiredText,
  systemClock,
  TEXT_LIMITS,
  wholeNumberField,
  type FormClock,
} from './form-fields';
import { MAINTENANCE_PLAN_IDS } from './maintenance-plans';
import { normalizePostcode, POSTCODE_COUNTRIES } from './postcode';

export const MAINTENANCE_SUBSCRIPTION_FORM = 'maintenance-subscription';
/** The first FOLT bikes were sold in 2015; an older purchase year is a typo. */
export const FIRST_PURCHASE_YEAR = 2015;

export function createMaintenanceSubscriptionFields(clock: FormClock = systemClock) {
  return z.strictObject({
    plan: choiceField(MAINTENANCE_PLAN_IDS),
    name: requiredText(TEXT_LIMITS.name),
    email: emailField(),
    phone: phoneField(),
    /** Street and house number, as one line. */
    street: requiredText(TEXT_LIMITS.street),
    postcode: postcodeField(),
    city: requiredText(TEXT_LIMITS.city),
    country: choiceField(POSTCODE_COUNTRIES),
    model: choiceField(BIKE_MODEL_IDS),
    purchaseYear: wholeNumberField({ min: FIRST_PURCHASE_YEAR, max: () => clock().getUTCFullYear() }),
    message: optionalText(TEXT_LIMITS.message, { multiline: true }),
    locale: localeField(),
    [HONEYPOT_FIELD]: honeypotField(),
  });
}

export function createMaintenanceSubscriptionSchema(clock: FormClock = systemClock) {
  return createMaintenanceSubscriptionFields(clock)
    .superRefine(checkPostcode, EVEN_WITH_OTHER_ERRORS)
    .transform((value) => ({ ...value, postcode: normalizePostcode(value.postcode, value.country) }));
}
