// The shop's e-mail about a new lead (to LEADS_EMAIL_TO, Reply-To the visitor, the CV attached) and the SMTP
// mailer that sends it. The outbox delivers through `createLeadNotificationDelivery`; the mail is built from the
// database at send time, so the outbox row itself holds no personal data.
import nodemailer from 'nodemailer';
import { findBikeModel } from '../../common/bike-models';
import type { FormId } from '../../common/forms/forms.registry';
import { findMaintenancePlan } from '../../common/forms/maintenance-plans';
import type { Lead, StoredFile, SubmissionStore } from './form-submissions.store';
import { LEAD_NOTIFICATION, type OutboxDelivery } from './outbox';

export interface MailAttachment {
  filename: string;
  content: Buffer;
  contentType: string;
}

export interface OutgoingMail {
  to: readonly string[];
  from: string;
  replyTo?: string | undefined;
  subject: string;
  text: string;
  attachments: MailAttachment[];
}

export interface Mailer {
  send(mail: OutgoingMail): Promise<void>;
  close(): void;
}

/** Timeouts well below the outbox lease, so a hanging SMTP server fails the attempt instead of blocking the worker. */
const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 } as const;

export function createSmtpMailer(smtpUrl: string): Mailer {
  const transport = nodemailer.createTransport({
    url: smtpUrl,
    ...SMTP_TIMEOUTS,
    // Attachments are our own buffers; never let message content make nodemailer read a file or fetch a URL.
    disableFileAccess: true,
    disableUrlAccess: true,
  });
  return {
    async send(mail) {
      await transport.sendMail({
        to: [...mail.to],
        from: mail.from,
        ...(mail.replyTo ? { replyTo: mail.replyTo } : {}),
        subject: mail.subject,
        text: mail.text,
        attachments: mail.attachments,
      });
    },
    close() {
      transport.close();
    },
  };
}

const FORM_TITLES: Readonly<Record<FormId, string>> = {
  'become-dealer': 'Dealer application',
  testride: 'Test ride request',
  'employer-plan': 'Employer bike plan request',
  'maintenance-subscription': 'Maintenance subscription',
  contact: 'Contact message',
  'job-application': 'Job application',
};

const FIELD_LABELS: Readonly<Record<string, string>> = {
  company: 'Company',
  contactName: 'Contact person',
  name: 'Name',
  email: 'E-mail',
  phone: 'Phone',
  street: 'Street and number',
  postcode: 'Postcode',
  city: 'City',
  country: 'Country',
  website: 'Website',
  model: 'Model',
  preferredDate: 'Preferred date',
  employees: 'Employees',
  plan: 'Plan',
  purchaseYear: 'Year of purchase',
  subject: 'Subject',
  vacancy: 'Vacancy',
  motivation: 'Motivation',
  message: 'Message',
};

const SHOP_TIME = new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Amsterdam', dateStyle: 'long', timeStyle: 'short' });
const EURO = new Intl.NumberFormat('nl-NL', { style: 'currency', currency: 'EUR' });
/** Intl puts no-break spaces in "€ 249,00" and times; a plain-text mail reads better with ordinary ones. */
const plainSpaces = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

/** Values as the shop reads them: the model's name, the plan with its price. */
function displayValue(field: string, value: unknown): string {
  if (field === 'model' && typeof value === 'string') return findBikeModel(value)?.name ?? value;
  if (field === 'plan' && typeof value === 'string') {
    const plan = findMaintenancePlan(value);
    return plan ? `${plan.name.en} (${plainSpaces(EURO.format(plan.priceCentsPerYear / 100))} per year)` : value;
  }
  return typeof value === 'string' ? value : JSON.stringify(value);
}

function labelOf(field: string): string {
  return FIELD_LABELS[field] ?? field.replace(/([A-Z])/g, ' $1').replace(/^./, (c) => c.toUpperCase());
}

export interface LeadMailOptions {
  to: readonly string[];
  from: string;
  /** Where the admin looks at leads (the back office). */
  adminUrl: string;
}

export function buildLeadMail(lead: Lead, file: StoredFile | null, options: LeadMailOptions): OutgoingMail {
  const title = FORM_TITLES[lead.form];
  const lines: string[] = [
    `${title} via the website (language: ${lead.locale}), received ${plainSpaces(SHOP_TIME.format(new Date(lead.createdAt)))} (Amsterdam time).`,
    '',
  ];
  const long: string[] = [];
  for (const [field, value] of Object.entries(lead.fields)) {
    if (value === undefined || value === null || value === '') continue;
    const text = displayValue(field, value);
    if (text.includes('\n') || field === 'message' || field === 'motivation') long.push('', `${labelOf(field)}:`, text);
    else lines.push(`${labelOf(field)}: ${text}`);
  }
  if (file) lines.push(`CV: ${file.fileName} (attached)`);
  lines.push(...long, '', `Lead ${lead.id}`, `All leads: ${options.adminUrl}`);
  const email = lead.fields.email;
  return {
    to: options.to,
    from: options.from,
    replyTo: typeof email === 'string' && email ? email : undefined,
    subject: `[FOLT website] ${title} #${lead.id.slice(0, 8)}`,
    text: lines.join('\n'),
    attachments: file ? [{ filename: file.fileName, content: file.content, contentType: file.contentType }] : [],
  };
}

export interface LeadNotificationOptions extends LeadMailOptions {
  store: SubmissionStore;
  mailer: Mailer;
}

/** The outbox's delivery: looks the lead up and mails it; a lead deleted or marked spam meanwhile is skipped. */
export function createLeadNotificationDelivery(options: LeadNotificationOptions): OutboxDelivery {
  return async (message) => {
    if (message.kind !== LEAD_NOTIFICATION) throw new Error(`unknown outbox kind "${message.kind}"`);
    const submissionId = message.payload.submissionId;
    if (typeof submissionId !== 'string') throw new Error('lead notification without submissionId');
    const lead = await options.store.get(submissionId);
    if (!lead || lead.status === 'spam') return;
    const file = lead.file ? await options.store.getFile(lead.id, lead.file.field) : null;
    await options.mailer.send(buildLeadMail(lead, file, options));
  };
}
