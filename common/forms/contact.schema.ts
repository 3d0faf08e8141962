// The contact form: a question for the shop. One schema for browser and server (POST /api/forms/contact).
import { z } from '../zod';
import { emailField, HONEYPOT_FIELD, honeypotField, localeField, optionalPhoneField, requiredText, TEXT_LIMITS } from './form-fields';

export const CONTACT_FORM = 'contact';
/** Shorter than this is not a question we can answer ("hi"). */
export const CONTACT_MESSAGE_MIN = 10;

export const contactSchema = z.strictObject({
  name: requiredText(TEXT_LIMITS.name),
  email: emailField(),
  phone: optionalPhoneField(),
  subject: requiredText(TEXT_LIMITS.subject),
  message: requiredText(TEXT_LIMITS.message, { min: CONTACT_MESSAGE_MIN, multiline: true }),
  locale: localeField(),
  [HONEYPOT_FIELD]: honeypotField(),
});
