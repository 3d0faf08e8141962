// The development mailbox: Magento sends its transactional e-mails itself (Framework/Mail/Template/TransportBuilder →
// TransportInterface::sendMessage); the emulator "sends" them by storing each one, rendered in the store view's
// language with the links a headless shop's templates carry (MAIL_LINKS), for routes/mailbox.routes.ts to show. One
// function per mail type, each called where Magento sends that mail: sendNewAccountMail (AccountManagement::
// createAccount → EmailNotification::newAccount), sendPasswordResetMail (initiatePasswordReset →
// passwordResetConfirmation), sendPasswordChangedMail (changePassword / resetPassword → credentialsChanged),
// sendOrderMail (OrderSender after place-order), sendInvoiceMail (InvoiceSender), sendShipmentMail (ShipmentSender).
import { MAIL_IDENTITIES, MAIL_LINKS, storeById, type StoreCode } from '../emulator.config';
import type { Queryable } from '../db/emulator.store';
import { euros } from '../lib/magento.output';
import { MAIL_WORDS, type MailWords } from './mail.templates';
import { saveOrder, type OrderDoc } from './order.service';
import type { Address } from './address.rules';

/** What the store is called in mails ($store.frontend_name: the store view's name in its group). */
const STORE_NAME = 'FOLT';

export type MailTemplate =
  | 'customer_create_account_email_template'
  | 'customer_password_forgot_email_template'
  | 'customer_password_reset_password_template'
  | 'sales_email_order_template'
  | 'sales_email_order_guest_template'
  | 'sales_email_invoice_template'
  | 'sales_email_shipment_template';

export interface MailLink {
  /** What the link is for: reset-password, account, orders, login, track. */
  rel: string;
  href: string;
}

export interface StoredMail {
  id: number;
  sentAt: string;
  template: MailTemplate;
  store: StoreCode;
  from: { name: string; email: string };
  to: { name: string; email: string };
  subject: string;
  html: string;
  text: string;
  links: MailLink[];
}

type MailDraft = Omit<StoredMail, 'id' | 'sentAt'>;

export interface MailSettings {
  shopUrl: string;
}

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!);
}

/** A link into the shop in a store view's language: the shop's URL, the store view's prefix and the page's path. */
export function shopLink(
  settings: MailSettings,
  store: StoreCode,
  page: 'resetPassword' | 'forgotPassword' | 'account' | 'orders' | 'login',
  query?: Record<string, string>,
): string {
  const links = MAIL_LINKS[store];
  const search = query ? `?${new URLSearchParams(query).toString()}` : '';
  return `${settings.shopUrl}${links.prefix}${links[page]}${search}`;
}

async function store(q: Queryable, draft: MailDraft, now: number): Promise<StoredMail> {
  const { rows } = await q.query<{ id: number }>('insert into mails (sent_at, doc) values ($1, $2) returning id', [now, JSON.stringify(draft)]);
  return { ...draft, id: rows[0]!.id, sentAt: new Date(now).toISOString() };
}

/** Newest first; `to` filters on the recipient (case-insensitive). */
export async function listMails(q: Queryable, to?: string): Promise<StoredMail[]> {
  const { rows } = to
    ? await q.query<{ id: number; sent_at: string; doc: MailDraft }>(
        "select id, sent_at, doc from mails where lower(doc->'to'->>'email') = $1 order by id desc",
        [to.trim().toLowerCase()],
      )
    : await q.query<{ id: number; sent_at: string; doc: MailDraft }>('select id, sent_at, doc from mails order by id desc limit 500');
  return rows.map((row) => ({ ...row.doc, id: row.id, sentAt: new Date(Number(row.sent_at)).toISOString() }));
}

export async function getMail(q: Queryable, id: number): Promise<StoredMail | undefined> {
  const { rows } = await q.query<{ id: number; sent_at: string; doc: MailDraft }>('select id, sent_at, doc from mails where id = $1', [id]);
  const row = rows[0];
  return row ? { ...row.doc, id: row.id, sentAt: new Date(Number(row.sent_at)).toISOString() } : undefined;
}

export async function clearMails(q: Queryable): Promise<void> {
  await q.query('delete from mails');
}

// ---- Rendering ----

interface Block {
  html: string;
  text: string;
}

const p = (text: string): Block => ({ html: `<p>${escapeHtml(text)}</p>`, text });
const button = (label: string, href: string): Block => ({
  html: `<p><a class="button" href="${escapeHtml(href)}">${escapeHtml(label)}</a></p>`,
  text: `${label}: ${href}`,
});
const link = (label: string, href: string): Block => ({
  html: `<p><a href="${escapeHtml(href)}">${escapeHtml(label)}</a></p>`,
  text: `${label.replace(/[.:]$/, '')}: ${href}`,
});
const heading = (text: string): Block => ({ html: `<h1>${escapeHtml(text)}</h1>`, text: `${text}\n${'='.repeat(text.length)}` });

function compose(blocks: Block[]): { html: string; text: string } {
  return {
    html: `<div class="mail">${blocks.map((block) => block.html).join('\n')}</div>`,
    text: blocks.map((block) => block.text).join('\n\n'),
  };
}

function fullName(first?: string, last?: string): string {
  return [first, last].filter(Boolean).join(' ');
}

function money(cents: number, words: MailWords): string {
  return new Intl.NumberFormat(words.dateLocale, { style: 'currency', currency: 'EUR' }).format(euros(cents));
}

function addressBlock(title: string, address: Address | undefined): Block {
  if (!address) return { html: '', text: '' };
  const lines = [
    fullName(address.firstname, address.lastname),
    ...(address.street ?? []),
    [address.postcode, address.city].filter(Boolean).join(' '),
    address.country_id,
    address.telephone ? `T: ${address.telephone}` : '',
  ].filter(Boolean) as string[];
  return {
    html: `<h2>${escapeHtml(title)}</h2><address>${lines.map(escapeHtml).join('<br>')}</address>`,
    text: `${title}\n${lines.join('\n')}`,
  };
}

function itemsBlock(order: OrderDoc, words: MailWords): Block {
  const lines = order.items.filter((item) => item.parent_item_id === undefined);
  const rows = lines.map((item) => ({ name: item.name, sku: item.sku, qty: item.qty_ordered, total: money(item.row_total_incl_tax_cents, words) }));
  const totals: Array<[string, string]> = [
    [words.subtotal, money(order.subtotal_incl_tax_cents, words)],
    [words.shipping, money(order.shipping_incl_tax_cents, words)],
    ...(order.discount_cents ? ([[words.discount, money(-Math.abs(order.discount_cents), words)]] as Array<[string, string]>) : []),
    [words.tax, money(order.tax_cents, words)],
    [words.grandTotal, money(order.grand_total_cents, words)],
  ];
  return {
    html:
      `<table class="items"><thead><tr><th>${escapeHtml(words.item)}</th><th>${escapeHtml(words.qty)}</th><th>${escapeHtml(words.price)}</th></tr></thead><tbody>` +
      rows
        .map((row) => `<tr><td>${escapeHtml(row.name)}<br><small>${escapeHtml(row.sku)}</small></td><td>${row.qty}</td><td>${escapeHtml(row.total)}</td></tr>`)
        .join('') +
      `</tbody><tfoot>${totals.map(([label, value]) => `<tr><th colspan="2">${escapeHtml(label)}</th><td>${escapeHtml(value)}</td></tr>`).join('')}</tfoot></table>`,
    text: [...rows.map((row) => `${row.qty} × ${row.name} (${row.sku})  ${row.total}`), ...totals.map(([label, value]) => `${label}: ${value}`)].join('\n'),
  };
}

function orderDate(order: OrderDoc, words: MailWords): string {
  return new Intl.DateTimeFormat(words.dateLocale, { dateStyle: 'long', timeZone: 'Europe/Amsterdam' }).format(new Date(order.created_at));
}

interface CustomerLike {
  email: string;
  firstname: string;
  lastname: string;
  storeId: number;
}

// ---- The mails ----

/** customer/create_account/email_template (account_new.html): the welcome mail of an account with a password. */
export function sendNewAccountMail(q: Queryable, settings: MailSettings, customer: CustomerLike, now: number): Promise<StoredMail> {
  const code = storeById(customer.storeId).code;
  const words = MAIL_WORDS[code];
  const name = fullName(customer.firstname, customer.lastname);
  const account = shopLink(settings, code, 'account');
  const forgot = shopLink(settings, code, 'forgotPassword');
  const body = compose([
    p(words.hello(name)),
    p(words.newAccountWelcome(STORE_NAME)),
    p(words.newAccountSignIn),
    {
      html: `<ul><li><strong>${escapeHtml(words.newAccountEmail)}</strong> ${escapeHtml(customer.email)}</li><li><strong>${escapeHtml(words.newAccountPassword)}</strong> <em>${escapeHtml(words.newAccountPasswordValue)}</em></li></ul>`,
      text: `${words.newAccountEmail} ${customer.email}\n${words.newAccountPassword} ${words.newAccountPasswordValue}`,
    },
    link(words.myAccount, account),
    link(`${words.newAccountForgot} ${words.newAccountForgotLink}`, forgot),
    p(words.thanks(STORE_NAME)),
  ]);
  return store(
    q,
    {
      template: 'customer_create_account_email_template',
      store: code,
      from: MAIL_IDENTITIES.general,
      to: { name, email: customer.email },
      subject: words.newAccountSubject(STORE_NAME),
      ...body,
      links: [
        { rel: 'account', href: account },
        { rel: 'forgot-password', href: forgot },
      ],
    },
    now,
  );
}

/** customer/password/forgot_email_template (password_reset_confirmation.html): the link to set a new password. */
export function sendPasswordResetMail(q: Queryable, settings: MailSettings, customer: CustomerLike, token: string, now: number): Promise<StoredMail> {
  const code = storeById(customer.storeId).code;
  const words = MAIL_WORDS[code];
  const name = fullName(customer.firstname, customer.lastname);
  const reset = shopLink(settings, code, 'resetPassword', { token, email: customer.email });
  const body = compose([
    p(words.hello(name)),
    p(words.resetRequested),
    p(words.resetSetNew),
    button(words.resetButton, reset),
    p(words.resetIgnore),
    p(words.thanks(STORE_NAME)),
  ]);
  return store(
    q,
    {
      template: 'customer_password_forgot_email_template',
      store: code,
      from: MAIL_IDENTITIES.support,
      to: { name, email: customer.email },
      subject: words.resetSubject(STORE_NAME),
      ...body,
      links: [{ rel: 'reset-password', href: reset }],
    },
    now,
  );
}

/** customer/password/reset_password_template (password_reset.html): the password was changed. */
export function sendPasswordChangedMail(q: Queryable, customer: CustomerLike, now: number): Promise<StoredMail> {
  const code = storeById(customer.storeId).code;
  const words = MAIL_WORDS[code];
  const name = fullName(customer.firstname, customer.lastname);
  const body = compose([
    p(words.hello(name)),
    p(words.changedBody(STORE_NAME)),
    p(words.changedContact(MAIL_IDENTITIES.support.email)),
    p(words.thanks(STORE_NAME)),
  ]);
  return store(
    q,
    {
      template: 'customer_password_reset_password_template',
      store: code,
      from: MAIL_IDENTITIES.support,
      to: { name, email: customer.email },
      subject: words.changedSubject(STORE_NAME),
      ...body,
      links: [],
    },
    now,
  );
}

function orderHeader(order: OrderDoc, words: MailWords, settings: MailSettings, code: StoreCode): { blocks: Block[]; links: MailLink[] } {
  const name = fullName(order.customer_firstname ?? order.billing_address.firstname, order.customer_lastname ?? order.billing_address.lastname);
  const blocks = [p(words.hello(name)), p(words.orderThanks(STORE_NAME))];
  const links: MailLink[] = [];
  // order_new.html links the customer's account; order_new_guest.html has no account to link.
  if (order.customer_id) {
    const orders = shopLink(settings, code, 'orders');
    blocks.push(link(words.orderStatusLink, orders));
    links.push({ rel: 'orders', href: orders });
  }
  return { blocks, links };
}

function orderRecipient(order: OrderDoc): { name: string; email: string } {
  return {
    name: fullName(order.customer_firstname ?? order.billing_address.firstname, order.customer_lastname ?? order.billing_address.lastname),
    email: order.customer_email,
  };
}

/** sales_email/order/template (order_new.html) or guest_template (order_new_guest.html), after place-order. */
export function sendOrderMail(q: Queryable, settings: MailSettings, order: OrderDoc, now: number): Promise<StoredMail> {
  const code = storeById(order.store_id).code;
  const words = MAIL_WORDS[code];
  const header = orderHeader(order, words, settings, code);
  const body = compose([
    ...header.blocks,
    p(words.orderShipsNote),
    heading(words.orderTitle(order.increment_id)),
    p(words.placedOn(orderDate(order, words))),
    addressBlock(words.billingInfo, order.billing_address),
    addressBlock(words.shippingInfo, order.shipping_address),
    { html: `<h2>${escapeHtml(words.paymentMethod)}</h2><p>${escapeHtml(order.payment_title)}</p>`, text: `${words.paymentMethod}: ${order.payment_title}` },
    {
      html: `<h2>${escapeHtml(words.shippingMethod)}</h2><p>${escapeHtml(order.shipping_description)}</p>`,
      text: `${words.shippingMethod}: ${order.shipping_description}`,
    },
    itemsBlock(order, words),
    p(words.thanks(STORE_NAME)),
  ]);
  return store(
    q,
    {
      template: order.customer_id ? 'sales_email_order_template' : 'sales_email_order_guest_template',
      store: code,
      from: MAIL_IDENTITIES.sales,
      to: orderRecipient(order),
      subject: words.orderSubject(STORE_NAME),
      ...body,
      links: header.links,
    },
    now,
  );
}

/**
 * Order\Email\Sender\OrderSender::send for an order not mailed yet: the confirmation once, and the order marked
 * (email_sent) so that a repeated notification (Mollie's webhook and the shopper's return both process the payment)
 * sends nothing more (mollie/magento2 Service/Order/SendOrderEmails::sendOrderConfirmation checks getEmailSent).
 */
export async function sendOrderConfirmation(q: Queryable, settings: MailSettings, order: OrderDoc, now: number): Promise<boolean> {
  if (order.email_sent) return false;
  await sendOrderMail(q, settings, order, now);
  order.email_sent = true;
  await saveOrder(q, order);
  return true;
}

export interface InvoiceLike {
  increment_id: string;
}

/** sales_email/invoice/template (invoice_new.html). */
export function sendInvoiceMail(q: Queryable, settings: MailSettings, order: OrderDoc, invoice: InvoiceLike, now: number): Promise<StoredMail> {
  const code = storeById(order.store_id).code;
  const words = MAIL_WORDS[code];
  const header = orderHeader(order, words, settings, code);
  const body = compose([
    ...header.blocks,
    heading(words.invoiceTitle(invoice.increment_id, order.increment_id)),
    addressBlock(words.billingInfo, order.billing_address),
    { html: `<h2>${escapeHtml(words.paymentMethod)}</h2><p>${escapeHtml(order.payment_title)}</p>`, text: `${words.paymentMethod}: ${order.payment_title}` },
    itemsBlock(order, words),
    p(words.thanks(STORE_NAME)),
  ]);
  return store(
    q,
    {
      template: 'sales_email_invoice_template',
      store: code,
      from: MAIL_IDENTITIES.sales,
      to: orderRecipient(order),
      subject: words.invoiceSubject(STORE_NAME),
      ...body,
      links: header.links,
    },
    now,
  );
}

export interface ShipmentLike {
  increment_id: string;
  tracks?: ReadonlyArray<{ carrier_code: string; title: string; track_number: string }>;
}

/**
 * The carrier's public tracking page (what Shipping's tracking popup links for these carriers); an unknown carrier
 * has none and its number is shown without a link.
 */
export function trackingUrl(carrierCode: string, number: string, address: Address | undefined, store: StoreCode): string | null {
  const n = encodeURIComponent(number);
  switch (carrierCode.toLowerCase()) {
    case 'postnl':
      return `https://jouw.postnl.nl/track-and-trace/${n}-${address?.country_id ?? 'NL'}-${encodeURIComponent((address?.postcode ?? '').replace(/\s+/g, ''))}?language=${store}`;
    case 'dhl':
      return `https://www.dhl.com/${store === 'en' ? 'nl-en' : `${store === 'de' ? 'de' : 'nl'}-${store}`}/home/tracking.html?tracking-id=${n}`;
    case 'dpd':
      return `https://tracking.dpd.de/status/${store}_${address?.country_id ?? 'NL'}/parcel/${n}`;
    case 'ups':
      return `https://www.ups.com/track?tracknum=${n}`;
    default:
      return null;
  }
}

/** sales_email/shipment/template (shipment_new.html) with its tracking numbers (track.phtml) and track & trace links. */
export function sendShipmentMail(q: Queryable, settings: MailSettings, order: OrderDoc, shipment: ShipmentLike, now: number): Promise<StoredMail> {
  const code = storeById(order.store_id).code;
  const words = MAIL_WORDS[code];
  const header = orderHeader(order, words, settings, code);
  const tracks = (shipment.tracks ?? []).map((track) => ({ ...track, url: trackingUrl(track.carrier_code, track.track_number, order.shipping_address, code) }));
  const trackBlock: Block = tracks.length
    ? {
        html:
          `<table class="tracks"><thead><tr><th>${escapeHtml(words.shippedBy)}</th><th>${escapeHtml(words.trackingNumber)}</th></tr></thead><tbody>` +
          tracks
            .map(
              (track) =>
                `<tr><td>${escapeHtml(track.title)}</td><td>${track.url ? `<a href="${escapeHtml(track.url)}">${escapeHtml(track.track_number)}</a>` : escapeHtml(track.track_number)}</td></tr>`,
            )
            .join('') +
          '</tbody></table>',
        text: tracks
          .map(
            (track) =>
              `${words.shippedBy}: ${track.title}  ${words.trackingNumber}: ${track.track_number}${track.url ? `  ${words.trackLink}: ${track.url}` : ''}`,
          )
          .join('\n'),
      }
    : { html: '', text: '' };
  const body = compose([
    ...header.blocks,
    heading(words.shipmentTitle(shipment.increment_id, order.increment_id)),
    trackBlock,
    addressBlock(words.shippingInfo, order.shipping_address),
    {
      html: `<h2>${escapeHtml(words.shippingMethod)}</h2><p>${escapeHtml(order.shipping_description)}</p>`,
      text: `${words.shippingMethod}: ${order.shipping_description}`,
    },
    p(words.thanks(STORE_NAME)),
  ]);
  return store(
    q,
    {
      template: 'sales_email_shipment_template',
      store: code,
      from: MAIL_IDENTITIES.sales,
      to: orderRecipient(order),
      subject: words.shipmentSubject(STORE_NAME),
      ...body,
      links: [...header.links, ...tracks.filter((track) => track.url).map((track) => ({ rel: 'track', href: track.url! }))],
    },
    now,
  );
}
