// The few facts of the form schemas that the server-rendered form needs for its inputs (honeypot name, CV types and
// size, choice lists, minimum lengths), kept out of the schema modules because those build zod schemas when loaded
// and zod must not weigh on a marketing page's first render (nor the bike facts, on pages without a model choice).
// form-constants.test.ts keeps them equal to the schemas.
export const HONEYPOT_NAME = 'website_url';
export const CV_FIELD_NAME = 'cv';
export const CV_MAX_MEGABYTES = 5;
export const CV_ACCEPT_TYPES = '.pdf,.docx,application/pdf,application/vnd.openxmlformats-officedocument.wordprocessingml.document';
export const VACANCIES = ['allrounder', 'intern', 'mechanic'] as const;
export type Vacancy = (typeof VACANCIES)[number];
export const EMPLOYER_COUNTRIES = ['NL', 'DE'] as const;
export const MOTIVATION_MIN_LENGTH = 50;
export const CONTACT_MESSAGE_MIN_LENGTH = 10;
export const FIRST_FOLT_YEAR = 2015;
export const MAX_EMPLOYEE_COUNT = 1_000_000;
