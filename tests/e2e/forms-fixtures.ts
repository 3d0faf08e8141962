// Helpers for the marketing forms' end-to-end spec (forms.e2e.ts): the forms' texts read from the catalogues a
// marketing page loads, filling a lead form like a visitor, the admin's read path (a logged-in back-office page
// calling the leads API), the mails the fake SMTP server received taken apart, and a TCP proxy in front of
// PostgreSQL that a test can cut to take "the database" away from a running server.
import { randomBytes } from 'node:crypto';
import { readFileSync, existsSync } from 'node:fs';
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import type { Browser, Locator, Page } from 'playwright-core';
import PO from 'pofile';
import { expect } from 'vitest';
import type { ReceivedMail } from '../../server/forms/fake-smtp.fixture';
import type { Lang, PageId } from '../../src/locales/paths';
import { openShop, type ShopPage } from './shop-fixtures';
import type { ShopProcess } from './shop-process';

const ROOT = path.resolve(import.meta.dirname, '../..');
const catalogues = new Map<string, Map<string, string>>();

/**
 * A form text as a marketing page shows it, from the catalogues that page merges, in their order (later ones win;
 * src/locales/catalog-loaders.ts): the shared one, the marketing kit's, the lead forms' own (src/views/marketing-kit/forms/locales, where
 * there is one) and the page's own. `{name}` placeholders are filled from `values`. English is the source itself; a
 * missing nl/de translation fails the test (the page would show English).
 */
export function formText(lang: Lang, english: string, values: Record<string, string | number> = {}, page?: PageId): string {
  let text = english;
  if (lang !== 'en') {
    const key = `${lang}|${page ?? ''}`;
    let catalogue = catalogues.get(key);
    if (!catalogue) {
      catalogue = new Map();
      const files = [
        `src/locales/${lang}/messages.po`,
        `src/views/marketing-kit/locales/${lang}.po`,
        `src/views/marketing-kit/forms/locales/${lang}.po`,
        ...(page ? [`src/views/marketing/${page}/locales/${lang}.po`] : []),
      ];
      for (const file of files) {
        const full = path.join(ROOT, file);
        if (!existsSync(full)) continue;
        for (const item of PO.parse(readFileSync(full, 'utf8')).items) if (item.msgstr[0]) catalogue.set(item.msgid, item.msgstr[0]);
      }
      catalogues.set(key, catalogue);
    }
    const translated = catalogue.get(english);
    if (!translated) throw new Error(`no ${lang} translation for "${english}"`);
    text = translated;
  }
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}

/** The input of a form field: `#<form>-<field>` (lead-form-field.tsx), or the radio of a value in a choice group. */
export function fieldOf(page: Page, form: string, name: string, radioValue?: string): Locator {
  return radioValue === undefined ? page.locator(`[id="${form}-${name}"]`) : page.locator(`form input[type="radio"][name="${name}"][value="${radioValue}"]`);
}

/** The inline error under a field (linked to it through aria-describedby). */
export function fieldErrorOf(page: Page, form: string, name: string): Locator {
  return page.locator(`[id="${form}-${name}-error"]`);
}

/** Types the values into a lead form as a visitor would: selects are chosen, radios checked, the rest filled. */
export async function fillForm(page: Page, form: string, values: Record<string, string>, radios: readonly string[] = []): Promise<void> {
  for (const [name, value] of Object.entries(values)) {
    if (radios.includes(name)) {
      await fieldOf(page, form, name, value).check();
      continue;
    }
    const input = fieldOf(page, form, name);
    const tag = await input.evaluate((element) => element.tagName);
    if (tag === 'SELECT') await input.selectOption(value);
    else await input.fill(value);
  }
}

/** The submit button of the page's lead form. */
export function submitButton(page: Page): Locator {
  return page.locator('section.lead-form form button[type="submit"]');
}

/** A toast (sonner) with this title, once visible. */
export async function waitForToast(page: Page, title: string, description?: string): Promise<Locator> {
  const toast = page.locator('[data-sonner-toast]', { hasText: title });
  await toast.first().waitFor({ state: 'visible', timeout: 20_000 });
  if (description !== undefined) await expect(toast.first().textContent()).resolves.toContain(description);
  return toast.first();
}

/** A visitor's browser: its own context, coming from its own address (see `visitorAddress`). */
export async function openVisitor(browser: Browser, shop: ShopProcess, lang: Lang, address: string, options: { phone?: boolean } = {}): Promise<ShopPage> {
  const locale = { nl: 'nl-NL', en: 'en-GB', de: 'de-DE' }[lang];
  const visitor = await openShop(browser, shop, { locale, ...(options.phone ? { phone: true } : {}) });
  // The shop trusts X-Forwarded-For from loopback (TRUST_PROXY's default: a proxy on the same host), so each test's
  // visitor has an address of its own and the per-visitor rate limit counts only its own submissions.
  await visitor.context.setExtraHTTPHeaders({ 'x-forwarded-for': address });
  return visitor;
}

/** This run's share of the IPv6 documentation prefix: a rate limit kept in Redis by an earlier run never counts here. */
const RUN_PREFIX = `2001:db8:${randomBytes(2).toString('hex')}`;
let nextVisitor = 0;
/** A fresh visitor address, in a /64 of its own (the rate limit counts IPv6 visitors per /64). */
export function visitorAddress(): string {
  nextVisitor += 1;
  return `${RUN_PREFIX}:${nextVisitor.toString(16)}::1`;
}

export interface LeadFile {
  field: string;
  fileName: string;
  contentType: string;
  sizeBytes: number;
}

export interface Lead {
  id: string;
  form: string;
  status: string;
  locale: string;
  fields: Record<string, unknown>;
  file: LeadFile | null;
}

export interface AdminSession {
  /** The leads API answer for a query string (`form=contact&q=…`). */
  leads(query?: string): Promise<{ items: Lead[]; total: number }>;
  /** Every lead stored, spam included. */
  count(): Promise<number>;
  /** The stored CV of a lead, as downloaded by the admin. */
  cv(id: string): Promise<{ status: number; contentType: string | null; bytes: Buffer }>;
  close(): Promise<void>;
}

/**
 * The shop's read path: an admin logs in on the back office (as in accounts-admin.e2e.ts) and their page calls the
 * leads API with its session cookie, exactly as the back office's leads page does.
 */
export async function adminSession(browser: Browser, shop: ShopProcess): Promise<AdminSession> {
  const admin = await openShop(browser, shop, { locale: 'en-GB' });
  await admin.open('/en/admin/leads');
  await admin.page.waitForURL(/\/en\/admin\/login\?redirect=/, { timeout: 15_000 });
  await admin.page.locator('#login-identifier').fill('admin');
  await admin.page.locator('#login-password').fill('Admin123!');
  await admin.page.getByRole('button', { name: 'Log in', exact: true }).click();
  await admin.page.waitForURL((url) => url.pathname === '/en/admin/leads', { timeout: 15_000 });
  await admin.page.getByRole('heading', { level: 1, name: 'Leads' }).waitFor({ timeout: 15_000 });
  const getJson = async (url: string) => {
    const answer = await admin.page.evaluate(async (target) => {
      const response = await fetch(target, { headers: { accept: 'application/json' } });
      return { status: response.status, body: (await response.json()) as unknown };
    }, url);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return (answer.body as { data: { items: Lead[]; total: number } }).data;
  };
  return {
    leads: (query = '') => getJson(`/api/admin/leads?pageSize=200${query ? `&${query}` : ''}`),
    async count() {
      const [kept, spam] = await Promise.all([getJson('/api/admin/leads?pageSize=1'), getJson('/api/admin/leads?pageSize=1&status=spam')]);
      return kept.total + spam.total;
    },
    async cv(id) {
      const answer = await admin.page.evaluate(async (target) => {
        const response = await fetch(target);
        const bytes = new Uint8Array(await response.arrayBuffer());
        let binary = '';
        for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
        return { status: response.status, contentType: response.headers.get('content-type'), base64: btoa(binary) };
      }, `/api/admin/leads/${id}/cv`);
      return { status: answer.status, contentType: answer.contentType, bytes: Buffer.from(answer.base64, 'base64') };
    },
    close: () => admin.close(),
  };
}

export interface MimePart {
  headers: Map<string, string>;
  /** The decoded content (base64 and quoted-printable undone). */
  content: Buffer;
  parts: MimePart[];
}

function decodeQuotedPrintable(text: string): Buffer {
  const soft = text.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < soft.length; i++) {
    const hex = soft[i] === '=' ? soft.slice(i + 1, i + 3) : '';
    if (/^[0-9A-Fa-f]{2}$/.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(soft[i]!, 'latin1'));
    }
  }
  return Buffer.from(bytes);
}

/** Takes a raw message (as the fake SMTP server kept it) apart: headers, decoded content, and its parts. */
export function parseMime(raw: string): MimePart {
  const split = raw.indexOf('\r\n\r\n');
  const head = split < 0 ? raw : raw.slice(0, split);
  const body = split < 0 ? '' : raw.slice(split + 4);
  const headers = new Map<string, string>();
  for (const line of head.replace(/\r\n[ \t]+/g, ' ').split('\r\n')) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  const type = headers.get('content-type') ?? 'text/plain';
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (/^multipart\//i.test(type) && boundary) {
    const sections = body.split(`--${boundary}`).slice(1);
    const parts = sections.filter((section) => !section.startsWith('--')).map((section) => parseMime(section.replace(/^\r\n/, '')));
    return { headers, content: Buffer.alloc(0), parts };
  }
  const encoding = (headers.get('content-transfer-encoding') ?? '7bit').toLowerCase();
  const content =
    encoding === 'base64'
      ? Buffer.from(body.replace(/\s+/g, ''), 'base64')
      : encoding === 'quoted-printable'
        ? decodeQuotedPrintable(body)
        : Buffer.from(body, 'utf8');
  return { headers, content, parts: [] };
}

/** Every leaf part of a message, depth first. */
export function leafParts(part: MimePart): MimePart[] {
  return part.parts.length ? part.parts.flatMap(leafParts) : [part];
}

/** The mails the fake SMTP server received whose Reply-To is this visitor. */
export function mailsFor(messages: readonly ReceivedMail[], visitorEmail: string): ReceivedMail[] {
  return messages.filter((mail) => parseMime(mail.data).headers.get('reply-to')?.includes(visitorEmail));
}

/** Waits until the fake SMTP server has received a mail about this visitor (the outbox worker sends it). */
export async function waitForMail(messages: readonly ReceivedMail[], visitorEmail: string, timeoutMs = 20_000): Promise<ReceivedMail> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const [mail] = mailsFor(messages, visitorEmail);
    if (mail) return mail;
    if (Date.now() > until) throw new Error(`no lead notification for ${visitorEmail} within ${timeoutMs} ms (${messages.length} mails received)`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

export interface TcpProxy {
  readonly port: number;
  /** Stops accepting and cuts every open connection: to the server behind it, the database is gone. */
  down(): Promise<void>;
  /** Accepts again on the same port. */
  up(): Promise<void>;
  close(): Promise<void>;
}

/** A TCP proxy on a free loopback port to `host:port`, which a test can take down and bring back. */
export async function startTcpProxy(host: string, port: number): Promise<TcpProxy> {
  const sockets = new Set<net.Socket>();
  let server: net.Server | null = null;
  let boundPort = 0;
  const up = async () => {
    if (server) return;
    const s = net.createServer((client) => {
      const upstream = net.connect(port, host);
      sockets.add(client);
      sockets.add(upstream);
      const drop = () => {
        client.destroy();
        upstream.destroy();
        sockets.delete(client);
        sockets.delete(upstream);
      };
      client.on('error', drop).on('close', drop);
      upstream.on('error', drop).on('close', drop);
      client.pipe(upstream);
      upstream.pipe(client);
    });
    await new Promise<void>((resolve, reject) => {
      s.once('error', reject);
      s.listen(boundPort, '127.0.0.1', () => resolve());
    });
    boundPort = (s.address() as AddressInfo).port;
    server = s;
  };
  const down = async () => {
    const s = server;
    server = null;
    for (const socket of sockets) socket.destroy();
    sockets.clear();
    if (s) await new Promise<void>((resolve) => s.close(() => resolve()));
  };
  await up();
  return {
    get port() {
      return boundPort;
    },
    up,
    down,
    close: down,
  };
}
