// Back-office names for codes: lead forms and statuses, product status and shop visibility. Order statuses and
// payment methods share the shop's names (src/views/order/order-labels.ts).
import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { LeadStatus } from '../../machines/admin-common/admin.types';

const leadForms: Record<string, MessageDescriptor> = {
  'become-dealer': msg`Dealer sign-up`,
  testride: msg`Test ride`,
  'employer-plan': msg`Employer plan`,
  'maintenance-subscription': msg`Maintenance subscription`,
  contact: msg`Contact`,
  'job-application': msg`Job application`,
};

export function leadFormLabel(i18n: I18n, form: string): string {
  const known = leadForms[form];
  return known ? i18n._(known) : form;
}

const leadStatuses: Record<LeadStatus, MessageDescriptor> = {
  new: msg`New`,
  in_progress: msg`In progress`,
  done: msg`Done`,
  spam: msg`Spam`,
};

export function leadStatusLabel(i18n: I18n, status: LeadStatus): string {
  return i18n._(leadStatuses[status]);
}

export function productStatusLabel(i18n: I18n, status: 'enabled' | 'disabled'): string {
  return status === 'enabled' ? i18n._(msg`Enabled`) : i18n._(msg`Disabled`);
}

/** Magento's product visibility by the names the admin API uses (Magento's 1–4). */
export const VISIBILITY_VALUES = ['not-visible', 'catalog', 'search', 'catalog-search'] as const;

const visibilities: Record<string, MessageDescriptor> = {
  'not-visible': msg`Not visible on its own`,
  catalog: msg`Catalogue`,
  search: msg`Search`,
  'catalog-search': msg`Catalogue and search`,
};

export function visibilityLabel(i18n: I18n, value: string): string {
  const known = visibilities[value];
  return known ? i18n._(known) : value;
}

// The forms' field names (common/forms/*.schema.ts) as the back office shows them in a lead's details.
const leadFields: Record<string, MessageDescriptor> = {
  company: msg`Company`,
  contactName: msg`Contact person`,
  email: msg`E-mail`,
  phone: msg`Phone`,
  street: msg`Street and number`,
  postcode: msg`Postcode`,
  city: msg`City`,
  country: msg`Country`,
  website: msg`Website`,
  message: msg`Message`,
  name: msg`Name`,
  model: msg`Model`,
  preferredDate: msg`Preferred date`,
  employees: msg`Number of employees`,
  plan: msg`Plan`,
  purchaseYear: msg`Year of purchase`,
  subject: msg`Subject`,
  vacancy: msg`Vacancy`,
  motivation: msg`Motivation`,
};

/** A lead field's label; an unknown one (an older form) is shown readable rather than hidden. */
export function leadFieldLabel(i18n: I18n, field: string): string {
  const known = leadFields[field];
  return known ? i18n._(known) : field.replace(/([a-z])([A-Z])/g, '$1 $2').replace(/[_-]/g, ' ');
}
