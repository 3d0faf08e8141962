// Shopper-facing names for what the back end sends as codes (order statuses, payment methods, totals rows), the
// image URL of a cart line and the date of an order comment, shared by the cart, checkout and confirmation views.
import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { Lang } from '../../locales/paths';
import { dateTimeFormat } from '../../../common/intl-formats';

const statuses: Record<string, MessageDescriptor> = {
  pending: msg`Received`,
  pending_payment: msg`Awaiting payment`,
  payment_review: msg`Payment being checked`,
  processing: msg`Being processed`,
  complete: msg`Completed`,
  closed: msg`Closed`,
  canceled: msg`Cancelled`,
  holded: msg`On hold`,
  fraud: msg`Being checked`,
};

/** Magento's order status code in words; an unknown code is shown readable rather than hidden. */
export function orderStatusLabel(i18n: I18n, status: string): string {
  const known = statuses[status];
  return known ? i18n._(known) : status.replace(/_/g, ' ');
}

// Magento's titles are shop configuration in English; the ones that are not brand names are ours to translate.
const paymentMethods: Record<string, MessageDescriptor> = {
  cashondelivery: msg`Cash on delivery`,
  mollie_methods_creditcard: msg`Credit card`,
  mollie_methods_banktransfer: msg`Bank transfer`,
};
const brandNames: Record<string, string> = {
  mollie_methods_ideal: 'iDEAL',
  mollie_methods_bancontact: 'Bancontact',
  mollie_methods_paypal: 'PayPal',
  mollie_methods_klarna: 'Klarna',
};

/** A payment method's name: ours for generic methods, the brand for brands, else Magento's title. */
export function paymentMethodLabel(i18n: I18n, code: string, title?: string | null): string {
  const known = paymentMethods[code];
  if (known) return i18n._(known);
  return brandNames[code] ?? (title || code);
}

/** Product images: the server's absolute URLs as they are, Magento's relative paths under the media URL. */
export function productImageUrl(productMediaUrl: string, src: string | null | undefined): string | null {
  if (!src) return null;
  if (/^(?:https?:)?\/\//.test(src) || src.startsWith('/media/')) return src;
  return `${productMediaUrl.replace(/\/+$/, '')}/${src.replace(/^\/+/, '')}`;
}

const dateLocales: Record<Lang, string> = { nl: 'nl-NL', en: 'en-GB', de: 'de-DE' };

/** Magento's 'YYYY-MM-DD HH:MM:SS' (UTC) as a local date and time in the page's language; null when unreadable. */
export function formatOrderDate(value: string | null | undefined, lang: Lang, timeZone?: string): string | null {
  if (!value) return null;
  const iso = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}(:\d{2})?$/.test(value) ? `${value.replace(' ', 'T')}Z` : value;
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return null;
  return dateTimeFormat(dateLocales[lang], { dateStyle: 'medium', timeStyle: 'short', ...(timeZone ? { timeZone } : {}) }).format(date);
}

/** A due date (ISO 8601) as a date in the page's language ("10 december 2026"); null when unreadable. */
export function formatDueDate(value: string | null | undefined, lang: Lang): string | null {
  if (!value) return null;
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return null;
  return dateTimeFormat(dateLocales[lang], { dateStyle: 'long', timeZone: 'Europe/Amsterdam' }).format(date);
}

/** An IBAN in groups of four, as bank statements and apps print it. */
export function formatIban(iban: string): string {
  return iban
    .replace(/\s+/g, '')
    .toUpperCase()
    .replace(/(.{4})(?=.)/g, '$1 ');
}
