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
