// The list of marketing forms and, per form, its schema, its field names and whether it carries a file: what the
// server's POST /api/forms/:form route, the lead mail and the CSV export look up by form id.
import type { z } from 'zod';
import { BECOME_DEALER_FORM, becomeDealerFields, becomeDealerSchema } from './become-dealer.schema';
import { CONTACT_FORM, contactSchema } from './contact.schema';
import { EMPLOYER_PLAN_FORM, employerPlanSchema } from './employer-plan.schema';
import { HONEYPOT_FIELD, systemClock, type FormClock } from './form-fields';
import { CV_FIELD, JOB_APPLICATION_FORM, jobApplicationSchema } from './job-application.schema';
import { createMaintenanceSubscriptionFields, createMaintenanceSubscriptionSchema, MAINTENANCE_SUBSCRIPTION_FORM } from './maintenance-subscription.schema';
import { createTestrideFields, createTestrideSchema, TESTRIDE_FORM } from './testride.schema';

export const FORM_IDS = [BECOME_DEALER_FORM, TESTRIDE_FORM, EMPLOYER_PLAN_FORM, MAINTENANCE_SUBSCRIPTION_FORM, CONTACT_FORM, JOB_APPLICATION_FORM] as const;
export type FormId = (typeof FORM_IDS)[number];

export interface FormDefinition {
  readonly id: FormId;
  /** Parses the form's fields (the honeypot and locale included). */
  readonly schema: z.ZodType<Record<string, unknown>>;
  /** The visitor's fields in form order, without locale and honeypot (lead mail and CSV columns). */
  readonly fields: readonly string[];
  /** The name of the file part for forms sent as multipart/form-data; null for JSON forms. */
  readonly fileField: string | null;
}

export function isFormId(value: unknown): value is FormId {
  return typeof value === 'string' && (FORM_IDS as readonly string[]).includes(value);
}

const NOT_VISITOR_FIELDS: ReadonlySet<string> = new Set(['locale', HONEYPOT_FIELD]);
const visitorFields = (shape: Record<string, unknown>) => Object.keys(shape).filter((key) => !NOT_VISITOR_FIELDS.has(key));

/** Every form with schemas that read `clock` (the test-ride date, the purchase year) at validation time. */
export function createFormRegistry(clock: FormClock = systemClock): Readonly<Record<FormId, FormDefinition>> {
  return {
    'become-dealer': { id: BECOME_DEALER_FORM, schema: becomeDealerSchema, fields: visitorFields(becomeDealerFields.shape), fileField: null },
    testride: { id: TESTRIDE_FORM, schema: createTestrideSchema(clock), fields: visitorFields(createTestrideFields(clock).shape), fileField: null },
    'employer-plan': { id: EMPLOYER_PLAN_FORM, schema: employerPlanSchema, fields: visitorFields(employerPlanSchema.shape), fileField: null },
    'maintenance-subscription': {
      id: MAINTENANCE_SUBSCRIPTION_FORM,
      schema: createMaintenanceSubscriptionSchema(clock),
      fields: visitorFields(createMaintenanceSubscriptionFields(clock).shape),
      fileField: null,
    },
    contact: { id: CONTACT_FORM, schema: contactSchema, fields: visitorFields(contactSchema.shape), fileField: null },
    'job-application': { id: JOB_APPLICATION_FORM, schema: jobApplicationSchema, fields: visitorFields(jobApplicationSchema.shape), fileField: CV_FIELD },
  };
}
