// The six marketing forms in Chromium against the whole shop (server + Magento emulator, production build), as a
// visitor uses them and as the shop then sees them: each form sent in the browser shows its success toast, is stored
// (read back through the admin leads API with an admin session) and mailed to the shop over SMTP (a fake SMTP server
// on a loopback port); one form is typed and sent while its code is still loading; wrong input shows the field
// errors next to the fields in Dutch and German, as the catalogues word them, and nothing is sent or stored; the job
// application refuses a CV above 5 MB and a text file named cv.pdf and stores a real PDF with the application; the
// server refuses the same on its own; with the mail server down the visitor still succeeds and the mail goes out once
// it is back; a filled honeypot is answered like a success and kept as spam; the rate limit speaks.
//
// The database-down case runs on a second shop whose DATABASE_URL points at the real PostgreSQL (127.0.0.1:5432, as
// on CI) through a TCP proxy this spec controls. Cutting the proxy is, for the unmodified server process, exactly a
// database that went away (refused connections, dropped sessions): no fault switch in the server, nothing that could
// be switched on in production. PGlite, the default, lives inside the server process and cannot fail on its own, so
// this case needs PostgreSQL; like the other PostgreSQL tests (server/db/test-postgres.fixture.ts, README "Forms and
// leads") it fails with a clear message when PostgreSQL is not reachable instead of skipping.
import type { Browser } from 'playwright-core';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FormId } from '../../common/forms/forms.registry';
import { createTestSchema, type TestSchema } from '../../server/db/test-postgres.fixture';
import { startFakeSmtp, type FakeSmtpServer } from '../../server/forms/fake-smtp.fixture';
import { toPublicPath, type Lang, type PageId } from '../../src/locales/paths';
import { launchBrowser } from './browser';
import {
  adminSession,
  fieldErrorOf,
  fieldOf,
  fillForm,
  formText,
  leafParts,
  mailsFor,
  openVisitor,
  parseMime,
  startTcpProxy,
  submitButton,
  visitorAddress,
  waitForMail,
  waitForToast,
  type AdminSession,
  type TcpProxy,
} from './forms-fixtures';
import { startShopProcess, type ShopProcess } from './shop-process';
import { unexpectedProblems, type ShopPage } from './shop-fixtures';

const LEADS_TO = 'leads@folt.test';
/** Makes this run's addresses unique, so a search finds exactly what this run sent. */
const RUN = Date.now().toString(36);
const CV_MAX_BYTES = 5 * 1024 * 1024;

let browser: Browser;
let smtp: FakeSmtpServer;

beforeAll(async () => {
  [browser, smtp] = await Promise.all([launchBrowser(), startFakeSmtp()]);
});

afterAll(async () => {
  await browser?.close();
  await smtp?.stop();
});

/** "YYYY-MM-DD" `days` from now in the shop's time zone (the test-ride date must be tomorrow or later). */
function shopDay(days: number): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Amsterdam', year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    new Date(Date.now() + days * 86_400_000),
  );
}

interface ValidCase {
  form: FormId;
  page: PageId;
  lang: Lang;
  /** Query string of the page (a preselected model or plan). */
  query?: string;
  values: Record<string, string>;
  radios?: string[];
  submitLabel: string;
  successTitle: string;
  successText: string;
  /** Fields as the shop stores them (normalised by the schema), besides the ones typed as they are. */
  stored: Record<string, unknown>;
  mailSubject: string;
  /** Lines the shop's notification mail must contain. */
  mailLines: string[];
  /** Hold the form's code (its machine, loaded on demand) until everything is typed and sent. */
  typedWhileLoading?: boolean;
  /** Filled in on a phone (390 px): the thank-you heading must not end up behind the sticky header. */
  phone?: boolean;
}

const VALID: ValidCase[] = [
  {
    form: 'become-dealer',
    page: 'become-dealer',
    lang: 'nl',
    phone: true,
    values: {
      company: 'Fietsenmakerij De Vries',
      contactName: 'Anna de Vries',
      email: `anna.${RUN}@devries-fietsen.nl`,
      phone: '050 123 4567',
      street: 'Stationsweg 12',
      postcode: '9781ab',
      city: 'Bedum',
      country: 'NL',
      website: 'devries-fietsen.nl',
      message: 'Wij willen graag FOLT-dealer worden.',
    },
    submitLabel: 'Send application',
    successTitle: 'Thank you for your interest',
    successText: 'Our dealer manager will call you within three working days.',
    stored: { postcode: '9781 AB', website: 'https://devries-fietsen.nl' },
    mailSubject: 'Dealer application',
    mailLines: ['Company: Fietsenmakerij De Vries', 'Postcode: 9781 AB', 'Website: https://devries-fietsen.nl'],
  },
  {
    form: 'testride',
    page: 'testride',
    lang: 'de',
    query: '?model=piccolo',
    values: {
      preferredDate: shopDay(14),
      name: 'Jonas Weber',
      email: `jonas.${RUN}@example.de`,
      phone: '+49 421 123456',
      country: 'DE',
      postcode: '28195',
    },
    submitLabel: 'Request test ride',
    successTitle: 'Your test ride request is in',
    successText: 'We will contact you within two working days to agree on a time and place.',
    stored: { model: 'piccolo', preferredDate: shopDay(14) },
    mailSubject: 'Test ride request',
    mailLines: ['Model: FOLT Piccolo', `Preferred date: ${shopDay(14)}`],
  },
  {
    form: 'employer-plan',
    page: 'employer-plan',
    lang: 'nl',
    values: {
      company: 'Hoekstra Bouw B.V.',
      contactName: 'Marieke Hoekstra',
      email: `hr.${RUN}@hoekstra-bouw.nl`,
      phone: '0201234567',
      employees: '45',
      country: 'NL',
    },
    radios: ['country'],
    submitLabel: 'Request an offer',
    successTitle: 'Thank you for your request',
    successText: 'We will send you a tailored offer within three working days.',
    stored: { employees: 45, country: 'NL' },
    mailSubject: 'Employer bike plan request',
    mailLines: ['Company: Hoekstra Bouw B.V.', 'Employees: 45'],
    typedWhileLoading: true,
  },
  {
    form: 'maintenance-subscription',
    page: 'maintenance-subscription',
    lang: 'de',
    query: '?plan=complete',
    values: {
      model: 'voyage',
      purchaseYear: String(new Date().getFullYear() - 1),
      name: 'Hans Müller',
      email: `hans.${RUN}@example.de`,
      phone: '+49 421 654321',
      street: 'Am Wall 5',
      postcode: '28195',
      city: 'Bremen',
      country: 'DE',
    },
    submitLabel: 'Sign up',
    successTitle: 'Welcome to the maintenance subscription',
    successText: 'You will receive a confirmation and the invoice by email within two working days.',
    stored: { plan: 'complete', model: 'voyage', purchaseYear: new Date().getFullYear() - 1 },
    mailSubject: 'Maintenance subscription',
    mailLines: ['Plan: Complete (€ 249,00 per year)', 'Name: Hans Müller', 'City: Bremen'],
  },
  {
    form: 'contact',
    page: 'contact',
    lang: 'en',
    values: {
      name: 'Sophie Bakker',
      email: `sophie.${RUN}@example.nl`,
      subject: 'Delivery time of the Elite',
      message: 'How long does the Elite in ocean blue take to deliver?',
    },
    submitLabel: 'Send message',
    successTitle: 'Thank you for your message',
    successText: 'We will reply within one working day, usually sooner.',
    stored: {},
    mailSubject: 'Contact message',
    mailLines: ['Subject: Delivery time of the Elite', 'How long does the Elite in ocean blue take to deliver?'],
  },
];

/** What a visitor sees after pressing send: the success toast and the thank-you heading in place of the form. */
async function expectSuccess(visitor: ShopPage, lang: Lang, page: PageId, title: string, text: string): Promise<void> {
  const successTitle = formText(lang, title, {}, page);
  try {
    await waitForToast(visitor.page, successTitle, formText(lang, text, {}, page));
  } catch (err) {
    const form = await visitor.page
      .locator('section.lead-form')
      .innerText()
      .catch(() => '(no form)');
    throw new Error(`no success toast "${successTitle}"; the form shows:\n${form}`, { cause: err });
  }
  const heading = visitor.page.locator('.form-success h3');
  await heading.waitFor({ timeout: 10_000 });
  expect(await heading.textContent()).toBe(successTitle);
  // The thank-you heading takes the focus, so a screen reader announces it.
  await visitor.page.waitForFunction(() => document.activeElement?.matches('.form-success h3'), undefined, { timeout: 5_000 });
  // … and is scrolled into view below the sticky header, not behind it.
  await expect
    .poll(
      () =>
        visitor.page.evaluate(
          () =>
            document.querySelector('.form-success h3')!.getBoundingClientRect().top - document.querySelector('.site-header')!.getBoundingClientRect().bottom,
        ),
      {
        timeout: 5_000,
      },
    )
    .toBeGreaterThanOrEqual(0);
}

/** Requests the page sent to the forms API (so a test can tell "refused in the browser" from "refused by the server"). */
function watchFormPosts(visitor: ShopPage): string[] {
  const posts: string[] = [];
  visitor.page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname.startsWith('/api/forms/')) posts.push(request.url());
  });
  return posts;
}

/** Console lines a refused submission causes on purpose (the 4xx/5xx answer itself). */
const expectedFailures = (problems: string[]) => unexpectedProblems(problems).filter((line) => !/status of (413|422|429|503)/.test(line));

describe('marketing forms on the default database (PGlite)', () => {
  let shop: ShopProcess;
  let admin: AdminSession;

  beforeAll(async () => {
    // The rate limit spelled out (it is the default): the rate-limit spec counts on it.
    shop = await startShopProcess({ SMTP_URL: smtp.url, LEADS_EMAIL_TO: LEADS_TO, FORM_RATE_LIMIT: '5/600' });
    admin = await adminSession(browser, shop);
  });

  afterAll(async () => {
    await admin?.close();
    await shop?.stop();
  });

  /** Like a bot or an outdated page: straight to the forms API, from its own address. */
  async function post(
    form: FormId,
    body: Record<string, string> | FormData,
    address = visitorAddress(),
  ): Promise<{ status: number; body: { success: boolean; data: Record<string, unknown> | null; error: string | null } }> {
    const answer = await fetch(`${shop.url}/api/forms/${form}`, {
      method: 'POST',
      headers: { origin: shop.url, 'x-forwarded-for': address, ...(body instanceof FormData ? {} : { 'content-type': 'application/json' }) },
      body: body instanceof FormData ? body : JSON.stringify(body),
    });
    return { status: answer.status, body: (await answer.json()) as never };
  }

  it.each(VALID.map((entry) => [`${entry.form} (${entry.lang})`, entry] as const))(
    '%s: sent in the browser, stored and mailed to the shop',
    async (_name, entry) => {
      const visitor = await openVisitor(browser, shop, entry.lang, visitorAddress(), { phone: entry.phone });
      const posts = watchFormPosts(visitor);
      // A slow connection: the form's machine arrives only after the visitor has typed everything and pressed send.
      let releaseCode = () => {};
      let held = 0;
      if (entry.typedWhileLoading) {
        const released = new Promise<void>((resolve) => (releaseCode = resolve));
        await visitor.page.route('**/assets/lead-form.controller-*.js', async (route) => {
          held++;
          await released;
          await route.continue();
        });
      }
      try {
        await visitor.open(`${toPublicPath(entry.page, entry.lang)}${entry.query ?? ''}`);
        // Presets from the address: the model of the test ride, the plan of the subscription.
        if (entry.form === 'testride') expect(await fieldOf(visitor.page, entry.form, 'model').inputValue()).toBe('piccolo');
        if (entry.form === 'maintenance-subscription') expect(await fieldOf(visitor.page, entry.form, 'plan', 'complete').isChecked()).toBe(true);
        await fillForm(visitor.page, entry.form, entry.values, entry.radios);
        const submit = submitButton(visitor.page);
        expect(await submit.textContent()).toBe(formText(entry.lang, entry.submitLabel, {}, entry.page));
        await submit.click();
        if (entry.typedWhileLoading) {
          await visitor.page.waitForTimeout(500);
          expect(held, 'the form code was requested (and held)').toBeGreaterThan(0);
          expect(posts).toEqual([]);
          releaseCode();
        }
        await expectSuccess(visitor, entry.lang, entry.page, entry.successTitle, entry.successText);

        const email = entry.values.email!;
        const { items } = await admin.leads(`q=${encodeURIComponent(email)}`);
        expect(items).toHaveLength(1);
        const lead = items[0]!;
        expect(lead).toMatchObject({ form: entry.form, status: 'new', locale: entry.lang, file: null });
        const typed = Object.fromEntries(Object.entries(entry.values).filter(([name]) => !(name in entry.stored)));
        expect(lead.fields).toMatchObject({ ...typed, ...entry.stored });
        // The language and the honeypot are not part of what the shop keeps as the visitor's fields.
        expect(lead.fields).not.toHaveProperty('website_url');
        expect(lead.fields).not.toHaveProperty('locale');

        const mail = await waitForMail(smtp.messages, email);
        expect(mail.to).toEqual([LEADS_TO]);
        const message = parseMime(mail.data);
        expect(message.headers.get('subject')).toBe(`[FOLT website] ${entry.mailSubject} #${lead.id.slice(0, 8)}`);
        const text = leafParts(message)
          .find((part) => /^text\/plain/i.test(part.headers.get('content-type') ?? ''))!
          .content.toString('utf8');
        expect(text).toContain(`language: ${entry.lang}`);
        expect(text).toContain(`E-mail: ${email}`);
        for (const line of entry.mailLines) expect(text).toContain(line);
        expect(text).toContain(`Lead ${lead.id}`);
        expect(mailsFor(smtp.messages, email)).toHaveLength(1);
        expect(posts).toHaveLength(1);
        expect(unexpectedProblems(visitor.problems)).toEqual([]);
      } finally {
        releaseCode();
        await visitor.close();
      }
    },
  );

  it('shows Dutch field errors next to the fields, from the catalogue, and sends and stores nothing', async () => {
    const before = await admin.count();
    const visitor = await openVisitor(browser, shop, 'nl', visitorAddress());
    const posts = watchFormPosts(visitor);
    const form = 'become-dealer';
    try {
      await visitor.open(toPublicPath('become-dealer', 'nl'));
      await fillForm(visitor.page, form, {
        company: `Fietsen Fout ${RUN}`,
        email: 'anna@devries',
        phone: 'bel mij maar',
        street: 'Stationsweg 12',
        postcode: '28195',
        city: 'Bedum',
        country: 'NL',
        website: 'geen website',
      });
      await submitButton(visitor.page).click();
      const expected: Record<string, string> = {
        contactName: 'Please fill in this field.',
        email: 'Please enter a valid email address, such as name@example.com.',
        phone: 'Please enter a valid phone number, such as +31 6 12345678.',
        postcode: 'This postcode does not match the chosen country.',
        website: 'Please enter a valid web address, such as www.example.com.',
      };
      await visitor.page
        .getByRole('alert')
        .filter({ hasText: formText('nl', 'Some fields are missing or not quite right. Please check the fields marked below.') })
        .waitFor();
      for (const [name, english] of Object.entries(expected)) {
        const error = fieldErrorOf(visitor.page, form, name);
        expect(await error.textContent(), name).toBe(formText('nl', english, {}, form));
        const input = fieldOf(visitor.page, form, name);
        // Next to its field: in the field's own box, announced with the input.
        expect(await input.getAttribute('aria-invalid'), name).toBe('true');
        expect((await input.getAttribute('aria-describedby'))?.split(' '), name).toContain(`${form}-${name}-error`);
        expect(await error.evaluate((element, id) => element.closest('.form-field')?.contains(document.getElementById(id)), `${form}-${name}`), name).toBe(
          true,
        );
      }
      // Correct fields carry no error, and the first wrong one has the focus.
      for (const name of ['company', 'street', 'city', 'country']) expect(await fieldErrorOf(visitor.page, form, name).count(), name).toBe(0);
      await visitor.page.waitForFunction((id) => document.activeElement?.id === id, `${form}-contactName`, { timeout: 5_000 });
      // Correcting a field clears its error at once; the others stay.
      await fieldOf(visitor.page, form, 'email').fill(`anna.fout.${RUN}@devries-fietsen.nl`);
      await fieldErrorOf(visitor.page, form, 'email').waitFor({ state: 'detached' });
      expect(await fieldErrorOf(visitor.page, form, 'phone').count()).toBe(1);
      // Refused in the browser: nothing went to the server, nothing was stored.
      expect(posts).toEqual([]);
      expect(await admin.count()).toBe(before);
      expect(unexpectedProblems(visitor.problems)).toEqual([]);
    } finally {
      await visitor.close();
    }
  });

  it('shows German field errors next to the fields, from the catalogue, and sends and stores nothing', async () => {
    const before = await admin.count();
    const visitor = await openVisitor(browser, shop, 'de', visitorAddress());
    const posts = watchFormPosts(visitor);
    try {
      await visitor.open(toPublicPath('testride', 'de'));
      await fillForm(visitor.page, 'testride', {
        preferredDate: shopDay(-3),
        name: 'Jonas Weber',
        email: `jonas.fehler.${RUN}@example.de`,
        phone: '+49 421 123456',
        country: 'DE',
        postcode: '1234',
      });
      await submitButton(visitor.page).click();
      const expected: Record<string, string> = {
        model: 'Please choose an option.',
        preferredDate: 'Please choose a date from tomorrow onwards.',
        postcode: 'This postcode does not match the chosen country.',
      };
      await fieldErrorOf(visitor.page, 'testride', 'model').waitFor();
      for (const [name, english] of Object.entries(expected)) {
        expect(await fieldErrorOf(visitor.page, 'testride', name).textContent(), name).toBe(formText('de', english, {}, 'testride'));
        expect(await fieldOf(visitor.page, 'testride', name).getAttribute('aria-invalid'), name).toBe('true');
      }
      for (const name of ['name', 'email', 'phone', 'country']) expect(await fieldErrorOf(visitor.page, 'testride', name).count(), name).toBe(0);

      // A message with a placeholder: the contact form's minimum length, worded in German.
      await visitor.open(toPublicPath('contact', 'de'));
      await fillForm(visitor.page, 'contact', { name: 'Jonas Weber', email: 'jonas-at-example.de', subject: 'Frage', message: 'Hallo' });
      await submitButton(visitor.page).click();
      await fieldErrorOf(visitor.page, 'contact', 'message').waitFor();
      expect(await fieldErrorOf(visitor.page, 'contact', 'message').textContent()).toBe(
        formText('de', 'Please write at least {minLength} characters.', { minLength: 10 }, 'contact'),
      );
      expect(await fieldErrorOf(visitor.page, 'contact', 'email').textContent()).toBe(
        formText('de', 'Please enter a valid email address, such as name@example.com.', {}, 'contact'),
      );
      expect(posts).toEqual([]);
      expect(await admin.count()).toBe(before);
      expect(unexpectedProblems(visitor.problems)).toEqual([]);
    } finally {
      await visitor.close();
    }
  });

  it('job application: refuses a CV above 5 MB and a text file named cv.pdf, then stores the application with its PDF', async () => {
    const before = await admin.count();
    const visitor = await openVisitor(browser, shop, 'nl', visitorAddress());
    const posts = watchFormPosts(visitor);
    const form = 'job-application';
    const email = `daan.${RUN}@example.nl`;
    const values = {
      name: 'Daan Visser',
      email,
      phone: '0612345678',
      motivation: 'Ik sleutel al tien jaar aan fietsen en wil graag meewerken aan jullie vouwfietsen in de werkplaats.',
    };
    // A real PDF: Chromium prints one.
    const pdf = await visitor.page.pdf({ format: 'A4' });
    try {
      await visitor.open(toPublicPath('vacancies-mechanic', 'nl'));
      await fillForm(visitor.page, form, values);
      const cvInput = fieldOf(visitor.page, form, 'cv');
      const cvError = fieldErrorOf(visitor.page, form, 'cv');

      // Too large: refused before anything is sent.
      const tooLarge = Buffer.concat([Buffer.from('%PDF-1.7\n', 'latin1'), Buffer.alloc(CV_MAX_BYTES - 8, 0x20)]);
      expect(tooLarge.length).toBe(CV_MAX_BYTES + 1);
      await cvInput.setInputFiles({ name: 'cv.pdf', mimeType: 'application/pdf', buffer: tooLarge });
      await submitButton(visitor.page).click();
      await cvError.waitFor();
      expect(await cvError.textContent()).toBe(formText('nl', 'This file is too large. Please choose one of at most 5 MB.'));
      expect(await cvInput.getAttribute('aria-invalid')).toBe('true');
      expect(posts).toEqual([]);

      // Named .pdf but plain text: only the server, reading the content, can tell. Its answer lands on the field.
      await cvInput.setInputFiles({ name: 'cv.pdf', mimeType: 'application/pdf', buffer: Buffer.from('Daan Visser\nMonteur, 10 jaar ervaring\n', 'utf8') });
      await cvError.waitFor({ state: 'detached' });
      await submitButton(visitor.page).click();
      await waitForToast(
        visitor.page,
        formText('nl', 'Not sent yet'),
        formText('nl', 'Some fields are missing or not quite right. Please check the fields marked below.'),
      );
      await cvError.waitFor();
      expect(await cvError.textContent()).toBe(formText('nl', 'Please choose a PDF or Word (.docx) file.'));
      expect(posts).toHaveLength(1);
      expect(await admin.count()).toBe(before);
      // What the applicant typed is all still there.
      for (const [name, value] of Object.entries(values)) expect(await fieldOf(visitor.page, form, name).inputValue(), name).toBe(value);

      // A real PDF: sent and stored with the application.
      await cvInput.setInputFiles({ name: 'CV Daan Visser.pdf', mimeType: 'application/pdf', buffer: pdf });
      await submitButton(visitor.page).click();
      await expectSuccess(visitor, 'nl', 'vacancies-mechanic', 'Thank you for applying', 'We will get back to you within five working days.');
      expect(posts).toHaveLength(2);

      const { items } = await admin.leads(`form=job-application&q=${encodeURIComponent(email)}`);
      expect(items).toHaveLength(1);
      const lead = items[0]!;
      expect(lead).toMatchObject({ status: 'new', locale: 'nl', fields: { ...values, vacancy: 'mechanic' } });
      expect(lead.file).toMatchObject({ field: 'cv', contentType: 'application/pdf', sizeBytes: pdf.length });
      expect(lead.file!.fileName).toMatch(/\.pdf$/);
      const download = await admin.cv(lead.id);
      expect(download.status).toBe(200);
      expect(download.contentType).toBe('application/pdf');
      expect(download.bytes.equals(pdf)).toBe(true);
      expect(await admin.count()).toBe(before + 1);

      // The shop's mail carries the CV.
      const mail = parseMime((await waitForMail(smtp.messages, email)).data);
      const attachment = leafParts(mail).find((part) => /attachment/i.test(part.headers.get('content-disposition') ?? ''));
      expect(attachment?.headers.get('content-type')).toMatch(/^application\/pdf/);
      expect(attachment!.content.equals(pdf)).toBe(true);
      expect(expectedFailures(visitor.problems)).toEqual([]);
    } finally {
      await visitor.close();
    }
  });

  it('the server refuses wrong input and an oversized CV on its own, and stores nothing', async () => {
    const before = await admin.count();
    const invalid = await post('become-dealer', {
      company: 'Fietsen Fout',
      contactName: '',
      email: 'anna@devries',
      phone: '050 123 4567',
      street: 'Stationsweg 12',
      postcode: '28195',
      city: 'Bedum',
      country: 'NL',
      locale: 'nl',
    });
    expect(invalid.status).toBe(422);
    expect(invalid.body.data).toEqual({ fieldErrors: { contactName: 'required', email: 'invalid_email', postcode: 'invalid_postcode' } });

    const form = new FormData();
    for (const [name, value] of Object.entries({
      vacancy: 'mechanic',
      name: 'Daan Visser',
      email: `groot.${RUN}@example.nl`,
      phone: '0612345678',
      motivation: 'x'.repeat(60),
      locale: 'nl',
    })) {
      form.append(name, value);
    }
    form.append('cv', new Blob([Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(6 * 1024 * 1024)])], { type: 'application/pdf' }), 'cv.pdf');
    const tooLarge = await post('job-application', form);
    expect(tooLarge.status).toBe(413);
    expect(tooLarge.body.data).toEqual({ fieldErrors: { cv: 'file_too_large' } });
    expect(await admin.count()).toBe(before);
  });

  it('answers a filled honeypot like a success, keeps it as spam and mails nobody', async () => {
    const email = `bot.${RUN}@example.com`;
    const answer = await post('contact', {
      name: 'Cheap Pills',
      email,
      subject: 'Offer',
      message: 'Buy cheap pills at our site today!',
      locale: 'en',
      website_url: 'https://spam.example.com',
    });
    expect(answer.status).toBe(201);
    expect(answer.body).toMatchObject({ success: true, error: null, data: { id: expect.any(String) } });
    expect((await admin.leads(`q=${encodeURIComponent(email)}`)).total).toBe(0);
    const spam = await admin.leads(`status=spam&q=${encodeURIComponent(email)}`);
    expect(spam.items.map((lead) => lead.id)).toEqual([answer.body.data!.id]);
    // The worker polls every 5 s and is woken by real submissions: past one poll there is still no mail.
    await new Promise((resolve) => setTimeout(resolve, 6_000));
    expect(mailsFor(smtp.messages, email)).toEqual([]);
  });

  it('tells a visitor who sent too many requests to wait, and stores nothing more', async () => {
    const address = visitorAddress();
    // The default limit: 5 per form and visitor in 10 minutes.
    for (let n = 1; n <= 5; n++) {
      const answer = await post(
        'contact',
        { name: 'Eva de Boer', email: `eva.${n}.${RUN}@example.nl`, subject: `Vraag ${n}`, message: 'Is de Voyage ook in het groen leverbaar?', locale: 'nl' },
        address,
      );
      expect(answer.status, `submission ${n}`).toBe(201);
    }
    const visitor = await openVisitor(browser, shop, 'nl', address);
    const email = `eva.6.${RUN}@example.nl`;
    try {
      await visitor.open(toPublicPath('contact', 'nl'));
      await fillForm(visitor.page, 'contact', { name: 'Eva de Boer', email, subject: 'Vraag 6', message: 'Is de Voyage ook in het groen leverbaar?' });
      await submitButton(visitor.page).click();
      const text = formText('nl', 'You have sent several requests in a short time. Please wait a few minutes and try again.', {}, 'contact');
      await waitForToast(visitor.page, formText('nl', 'Not sent yet'), text);
      await visitor.page.locator('.form-failure[role="alert"]', { hasText: text }).waitFor();
      expect(await fieldOf(visitor.page, 'contact', 'email').inputValue()).toBe(email);
      expect((await admin.leads(`q=${encodeURIComponent(email)}`)).total).toBe(0);
      expect(expectedFailures(visitor.problems)).toEqual([]);
    } finally {
      await visitor.close();
    }
  });

  it('with the mail server down the visitor still succeeds, and the mail goes out once it is back', async () => {
    await smtp.stop();
    let smtpUp = false;
    try {
      const email = `lotte.${RUN}@example.nl`;
      const visitor = await openVisitor(browser, shop, 'nl', visitorAddress());
      try {
        await visitor.open(toPublicPath('contact', 'nl'));
        await fillForm(visitor.page, 'contact', { name: 'Lotte Smit', email, subject: 'Accu', message: 'Hoe lang gaat de accu van de Piccolo mee?' });
        await submitButton(visitor.page).click();
        await expectSuccess(visitor, 'nl', 'contact', 'Thank you for your message', 'We will reply within one working day, usually sooner.');
        expect(unexpectedProblems(visitor.problems)).toEqual([]);
      } finally {
        await visitor.close();
      }
      const { items } = await admin.leads(`q=${encodeURIComponent(email)}`);
      expect(items).toHaveLength(1);
      expect(mailsFor(smtp.messages, email)).toEqual([]);

      // Back up: the outbox retries (first retry 30 s after the failed attempt, plus jitter) and delivers, once.
      await smtp.start();
      smtpUp = true;
      const mail = await waitForMail(smtp.messages, email, 75_000);
      expect(parseMime(mail.data).headers.get('subject')).toBe(`[FOLT website] Contact message #${items[0]!.id.slice(0, 8)}`);
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      expect(mailsFor(smtp.messages, email)).toHaveLength(1);
    } finally {
      // The next specs need the mail server whatever happened here.
      if (!smtpUp) await smtp.start();
    }
  }, 150_000);
});

describe('marketing forms with the database down (PostgreSQL behind a proxy this spec cuts)', () => {
  let schema: TestSchema;
  let proxy: TcpProxy;
  let shop: ShopProcess;
  let db: pg.Client;

  beforeAll(async () => {
    // Fails loudly when PostgreSQL is not reachable (see the top of this file).
    schema = await createTestSchema();
    const target = new URL(schema.databaseUrl);
    proxy = await startTcpProxy(target.hostname, Number(target.port || 5432));
    const throughProxy = new URL(schema.databaseUrl);
    throughProxy.hostname = '127.0.0.1';
    throughProxy.port = String(proxy.port);
    shop = await startShopProcess({ DATABASE_URL: throughProxy.toString(), SMTP_URL: smtp.url, LEADS_EMAIL_TO: LEADS_TO });
    // The spec's own view of the database, not through the proxy.
    db = new pg.Client({ connectionString: schema.databaseUrl });
    await db.connect();
  });

  afterAll(async () => {
    await db?.end();
    await shop?.stop();
    await proxy?.close();
    await schema?.drop();
  });

  const storedFor = async (email: string) =>
    (await db.query<{ id: string }>(`select id from form_submissions where payload->>'email' = $1`, [email])).rows.map((row) => row.id);
  const outboxFor = async (id: string) =>
    (await db.query<{ n: number }>(`select count(*)::int as n from outbox where payload->>'submissionId' = $1`, [id])).rows[0]!.n;

  it('tells the visitor, keeps what they typed, and stores their retry exactly once when the database is back', async () => {
    const email = `klara.${RUN}@example.de`;
    const values = {
      name: 'Klara Schmidt',
      email,
      phone: '+49 30 1234567',
      subject: 'Händler in Berlin',
      message: 'Gibt es einen Händler in Berlin, bei dem ich die Maxx fahren kann?',
    };
    const visitor = await openVisitor(browser, shop, 'de', visitorAddress());
    const posts = watchFormPosts(visitor);
    try {
      await visitor.open(toPublicPath('contact', 'de'));
      await fillForm(visitor.page, 'contact', values);

      await proxy.down();
      const send = async (button: ReturnType<typeof submitButton>) => {
        const [response] = await Promise.all([
          visitor.page.waitForResponse((r) => new URL(r.url()).pathname === '/api/forms/contact', { timeout: 20_000 }),
          button.click(),
        ]);
        return response.status();
      };
      expect(await send(submitButton(visitor.page))).toBe(503);
      const unavailable = formText(
        'de',
        'We could not save your request right now. Everything you entered is still here: please try again in a moment.',
        {},
        'contact',
      );
      await waitForToast(visitor.page, formText('de', 'Not sent yet'), unavailable);
      const failure = visitor.page.locator('.form-failure[role="alert"]', { hasText: unavailable });
      await failure.waitFor();
      for (const [name, value] of Object.entries(values)) expect(await fieldOf(visitor.page, 'contact', name).inputValue(), name).toBe(value);
      expect(await storedFor(email)).toEqual([]);

      // Trying again too soon: the same answer, still nothing half-written.
      const retry = failure.getByRole('button', { name: formText('de', 'Try again', {}, 'contact'), exact: true });
      expect(await send(retry)).toBe(503);
      await failure.waitFor();
      expect(await storedFor(email)).toEqual([]);
      expect(posts).toHaveLength(2);

      // The database is back: one more try is stored, once, and mailed, once.
      await proxy.up();
      expect(await send(retry)).toBe(201);
      await expectSuccess(visitor, 'de', 'contact', 'Thank you for your message', 'We will reply within one working day, usually sooner.');
      expect(posts).toHaveLength(3);
      const ids = await storedFor(email);
      expect(ids).toHaveLength(1);
      expect(await outboxFor(ids[0]!)).toBe(1);
      const mail = await waitForMail(smtp.messages, email);
      expect(parseMime(mail.data).headers.get('subject')).toBe(`[FOLT website] Contact message #${ids[0]!.slice(0, 8)}`);
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      expect(mailsFor(smtp.messages, email)).toHaveLength(1);
      expect(expectedFailures(visitor.problems)).toEqual([]);
    } finally {
      await visitor.close();
    }
  });
});
