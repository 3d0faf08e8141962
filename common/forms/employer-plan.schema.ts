// The employer bike plan request: an employer in NL (fiscale fietsregeling) or DE (Dienstradleasing) asks for an
// offer for its staff. One schema for browser and server (POST /api/forms/employer-plan).
import { z } from '../zod';
import {
  choiceField,
  emailField,
  HONEYPOT_FIELD,
  honeypotField,
  localeField,
  optionalText,
  phoneField,
  requiredText,
  TEXT_LIMITS,
  wholeNumberField,
} from './form-fields';

export const EMPLOYER_PLAN_FORM = 'employer-plan';
/** The plan exists in these two countries only (the tax rules differ per country). */
export const EMPLOYER_PLAN_COUNTRIES = ['NL', 'DE'] as const;
export const MAX_EMPLOYEES = 1_000_000;

export const employerPlanSchema = z.strictObject({
  company: requiredText(TEXT_LIMITS.company),
  contactName: requiredText(TEXT_LIMITS.name),
  email: emailField(),
  phone: phoneField(),
  employees: wholeNumberField({ min: 1, max: MAX_EMPLOYEES }),
  country: choiceField(EMPLOYER_PLAN_COUNTRIES),
  message: optionalText(TEXT_LIMITS.message, { multiline: true }),
  locale: localeField(),
  [HONEYPOT_FIELD]: honeypotField(),
});
