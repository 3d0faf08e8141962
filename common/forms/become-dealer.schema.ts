// The "become a dealer" form: a bike shop in NL, BE or DE asks to sell FOLT bikes. One schema for the browser's
// field errors and the server's check (POST /api/forms/become-dealer).
import { z } from '../zod';
import {
  checkPostcode,
  choiceField,
  emailField,
  EVEN_WITH_OTHER_ERRORS,
  HONEYPOT_FIELD,
  honeypotField,
  localeField,
  optionalText,
  optionalWebsiteField,
  phoneField,
  postcodeField,
  requiredText,
  TEXT_LIMITS,
} from './form-fields';
import { normalizePostcode, POSTCODE_COUNTRIES } from './postcode';

export const BECOME_DEALER_FORM = 'become-dealer';

export const becomeDealerFields = z.strictObject({
  company: requiredText(TEXT_LIMITS.company),
  contactName: requiredText(TEXT_LIMITS.name),
  email: emailField(),
  phone: phoneField(),
  /** Street and house number, as one line ("Hoofdstraat 12a"). */
  street: requiredText(TEXT_LIMITS.street),
  postcode: postcodeField(),
  city: requiredText(TEXT_LIMITS.city),
  country: choiceField(POSTCODE_COUNTRIES),
  website: optionalWebsiteField(),
  message: optionalText(TEXT_LIMITS.message, { multiline: true }),
  locale: localeField(),
  [HONEYPOT_FIELD]: honeypotField(),
});

export const becomeDealerSchema = becomeDealerFields
  .superRefine(checkPostcode, EVEN_WITH_OTHER_ERRORS)
  .transform((value) => ({ ...value, postcode: normalizePostcode(value.postcode, value.country) }));
