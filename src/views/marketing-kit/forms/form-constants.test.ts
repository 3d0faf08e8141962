// The form views' copies of schema facts equal the schemas' own (common/forms), so browser and server agree.
import { describe, expect, it } from 'vitest';
import { BIKE_MODEL_IDS, HONEYPOT_FIELD } from '../../../../common/forms/form-fields';
import { CONTACT_MESSAGE_MIN } from '../../../../common/forms/contact.schema';
import { EMPLOYER_PLAN_COUNTRIES, MAX_EMPLOYEES } from '../../../../common/forms/employer-plan.schema';
import { CV_ACCEPT, CV_FIELD, CV_MAX_BYTES, MOTIVATION_MIN, VACANCY_IDS } from '../../../../common/forms/job-application.schema';
import { FIRST_PURCHASE_YEAR } from '../../../../common/forms/maintenance-subscription.schema';
import * as copies from './form-constants';
import { BIKE_SLUGS } from './model-options';

describe('form constants', () => {
  it('equal the shared schemas', () => {
    expect(copies.HONEYPOT_NAME).toBe(HONEYPOT_FIELD);
    expect(copies.CV_FIELD_NAME).toBe(CV_FIELD);
    expect(copies.CV_MAX_MEGABYTES * 1024 * 1024).toBe(CV_MAX_BYTES);
    expect(copies.CV_ACCEPT_TYPES).toBe(CV_ACCEPT);
    expect(copies.VACANCIES).toEqual(VACANCY_IDS);
    expect(copies.EMPLOYER_COUNTRIES).toEqual(EMPLOYER_PLAN_COUNTRIES);
    expect(copies.MOTIVATION_MIN_LENGTH).toBe(MOTIVATION_MIN);
    expect(copies.CONTACT_MESSAGE_MIN_LENGTH).toBe(CONTACT_MESSAGE_MIN);
    expect(copies.FIRST_FOLT_YEAR).toBe(FIRST_PURCHASE_YEAR);
    expect(copies.MAX_EMPLOYEE_COUNT).toBe(MAX_EMPLOYEES);
    expect(BIKE_SLUGS).toEqual(BIKE_MODEL_IDS);
  });
});
