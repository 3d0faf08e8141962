// The order lifecycle's replay mapping (decision 035): what each state of the back office's order view machine
// (src/machines/admin-order-view, decision 026) looks like on the admin order page (order-view-page.tsx,
// order-operations.tsx: the heading, the operation buttons the order's Magento state allows, the confirmation dialog
// with its errors, the comment form), how an admin causes each event (open an operation, fill in the carrier and
// tracking number or the refund, confirm, go back, write and add a comment, try again), and the shop's answers: the
// three requests of the machine (GET admin/orders/:id, POST admin/orders/:id/comments, POST admin/orders/:id/<operation>)
// held by the path back end (held-backend.ts) and answered with the model's order in each state, so every path runs
// side by side in its own browser context with one admin session. An ended session (401) sends the admin to the login
// page: the path ends there (`leavesTo`). One transition is not planned: a refund line's quantity (see `unreachable`).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import PO from 'pofile';
import type { AnyEventObject, AnyMachineSnapshot } from 'xstate';
import type { OrderOperation } from '../../src/machines/admin-common/admin.types';
import type { RequestFailure } from '../../src/machines/admin-common/request-failure';
import { selectOfferedOperations } from '../../src/machines/admin-order-view/admin-order-view.selectors';
import { operationBody, type OperationDialog } from '../../src/machines/admin-order-view/order-operation';
import { adminOrderViewModel } from '../model/admin-order-view.model';
import { HeldBackend } from './held-backend';
import type { Action, ReplayMapping, ReplaySession, StateMapping } from './mapping';
import { fill, msg, phrases, type Lang, type Words } from './words';

/** The order the model answers (its id and number). */
export const ORDER_ID = 7;
const NUMBER = '000000007';

/** The path back end of one session: the order view's three requests, held until the path answers them. */
export function adminOrderViewBackend(): HeldBackend {
  return new HeldBackend({
    loadOrder: { url: (url) => url.pathname === `/api/admin/orders/${ORDER_ID}` },
    addComment: { url: (url) => url.pathname === `/api/admin/orders/${ORDER_ID}/comments` },
    performOperation: { url: (url) => /^\/api\/admin\/orders\/\d+\/(invoice|ship|refund|hold|unhold|cancel)$/.test(url.pathname) },
  });
}

const backendOf = (session: ReplaySession) => session.extras.backend as HeldBackend;
const POLL = { timeout: 10_000, interval: 50 };
const prefix = (lang: Lang) => (lang === 'nl' ? '' : `/${lang}`);

const OPERATION_LABEL: Record<OrderOperation, string> = {
  invoice: 'Create invoice',
  ship: 'Ship',
  refund: 'Refund',
  hold: 'Put on hold',
  unhold: 'Release hold',
  cancel: 'Cancel order',
};
const DIALOG_TITLE: Record<OrderOperation, string> = {
  cancel: 'Cancel order {number}?',
  invoice: 'Create the invoice for order {number}?',
  ship: 'Ship order {number}',
  refund: 'Refund order {number}',
  hold: 'Put order {number} on hold?',
  unhold: 'Release the hold on order {number}?',
};
const DIALOG_ERROR = {
  tracking_required: 'Enter the tracking number.',
  tracking_invalid: 'A tracking number has only letters and digits (at most {TRACKING_MAX}).',
  nothing_to_refund: 'Choose at least one line or the shipping to refund.',
} as const;
const NOTHING_LEFT = 'Nothing can be done with this order any more, apart from comments.';
const COMMENT_REQUIRED = 'Write a comment or choose another status.';
const COMMENT = 'Called the customer';

/**
 * A text of the back office as its own catalogue words it: where a message id is also the shop's (or the
 * configurator's) with other words, `msg` gives theirs ('Saving…' is "Opslaan…" here, "Bewaren…" there).
 */
function adminMsg(lang: Lang, english: string): string {
  if (lang === 'en') return english;
  const file = path.resolve(import.meta.dirname, '../..', `src/views/admin/locales/${lang}.po`);
  const text = PO.parse(readFileSync(file, 'utf8')).items.find((item) => item.msgid === english)?.msgstr[0];
  if (!text) throw new Error(`no ${lang} translation for "${english}" in the back office's catalogue`);
  return text;
}
const SAVING = (lang: Lang) => adminMsg(lang, 'Saving…');

const heading = (lang: Lang) => msg(lang, 'Order {number}').replace('{number}', NUMBER);
const dialogTitle = (lang: Lang, operation: OrderOperation) => msg(lang, DIALOG_TITLE[operation]).replace('{number}', NUMBER);
const dialogError = (lang: Lang, error: keyof typeof DIALOG_ERROR) => msg(lang, DIALOG_ERROR[error]).replace('{TRACKING_MAX}', '40');
/** The page's words for a failed request (account-text.ts failureText): the server's text by its code, or the network's. */
function failureWords(lang: Lang, failure: RequestFailure): string {
  if (failure.kind === 'network') return msg(lang, 'The connection failed. Check your internet connection and try again.');
  return msg(lang, failure.text);
}
const quoted = (texts: string[]) => texts.map((text) => `'${text}'`).join(', ');

const words = {
  buttons: { nl: 'de knoppen {0} staan onder Acties', en: "the buttons {0} show under 'Actions'", de: "die Schaltflächen {0} stehen unter 'Aktionen'" },
  noButtons: { nl: "onder Acties staat '{0}'", en: "'{0}' shows under 'Actions'", de: "unter 'Aktionen' steht '{0}'" },
  dialog: { nl: "het venster '{0}' is open", en: "the dialog '{0}' is open", de: "das Fenster '{0}' ist offen" },
  waiting: {
    nl: "de knop '{0}' is uitgeschakeld terwijl de winkel bezig is",
    en: "the button '{0}' is disabled while the shop works",
    de: "die Schaltfläche '{0}' ist deaktiviert, während der Shop arbeitet",
  },
  loginPage: {
    nl: 'de inlogpagina van de backoffice opent (/admin/login?redirect=…)',
    en: "the back office's login page opens (/en/admin/login?redirect=…)",
    de: 'die Anmeldeseite des Backoffice öffnet sich (/de/admin/login?redirect=…)',
  },
  button: { nl: 'de knop {0} staat onder Acties', en: "the button {0} shows under 'Actions'", de: "die Schaltfläche {0} steht unter 'Aktionen'" },
  reloaded: {
    nl: 'de winkel leest de bestelling opnieuw',
    en: 'the shop reads the order again',
    de: 'der Shop liest die Bestellung erneut',
  },
} satisfies Record<string, Words>;

// ---------------------------------------------------------------------------------------------------------------
// What the page shows

/** The order's page: its heading, exactly the operations the machine offers, no dialog, the comment's error. */
function orderPage(): StateMapping {
  return {
    see: null,
    words: (lang, expected) => {
      const offered = selectOfferedOperations(expected as never);
      const parts = [
        fill(phrases.heading[lang], heading(lang)),
        offered.length > 0
          ? fill((offered.length === 1 ? words.button : words.buttons)[lang], quoted(offered.map((operation) => msg(lang, OPERATION_LABEL[operation]))))
          : fill(words.noButtons[lang], msg(lang, NOTHING_LEFT)),
      ];
      if (expected.context.commentError === 'required') parts.push(fill(phrases.alert[lang], msg(lang, COMMENT_REQUIRED)));
      return parts.join(phrases.and[lang]);
    },
    check: async (session, expected) => {
      const { expect, lang } = session;
      const page = session.page as Page;
      await expect.poll(() => page.getByRole('heading', { level: 1, name: heading(lang) }).isVisible(), { ...POLL, message: 'the order heading' }).toBe(true);
      const offered = selectOfferedOperations(expected as never).map((operation) => msg(lang, OPERATION_LABEL[operation]));
      const buttons = page.locator('.order-actions').getByRole('button');
      await expect.poll(() => buttons.allTextContents(), { ...POLL, message: 'the operations offered' }).toEqual(offered);
      if (offered.length === 0) await expect.poll(() => page.getByText(msg(lang, NOTHING_LEFT)).isVisible(), POLL).toBe(true);
      await expect.poll(() => page.getByRole('dialog').count(), { ...POLL, message: 'no confirmation open' }).toBe(0);
      const commentError = page.getByText(msg(lang, COMMENT_REQUIRED));
      await expect.poll(() => commentError.count(), { ...POLL, message: 'the comment error' }).toBe(expected.context.commentError === 'required' ? 1 : 0);
      // The comment form is free again: nothing is being sent.
      await expect.poll(() => page.getByRole('button', { name: msg(lang, 'Add comment'), exact: true }).isEnabled(), POLL).toBe(true);
    },
  };
}

/** The open confirmation: its title, its check's error and the failure of the last try. */
async function expectDialog(session: ReplaySession, expected: AnyMachineSnapshot, sending: boolean): Promise<void> {
  const { expect, lang } = session;
  const page = session.page as Page;
  const dialog = expected.context.dialog as OperationDialog;
  const element = page.getByRole('dialog', { name: dialogTitle(lang, dialog.operation) });
  await expect.poll(() => element.isVisible(), { ...POLL, message: `the dialog "${dialogTitle(lang, dialog.operation)}"` }).toBe(true);
  const submit = element.locator('button[type="submit"]');
  await expect.poll(() => submit.textContent(), POLL).toBe(sending ? msg(lang, 'Working…') : msg(lang, OPERATION_LABEL[dialog.operation]));
  await expect.poll(() => submit.isDisabled(), POLL).toBe(sending);
  const alerts = element.getByRole('alert');
  const shown = [
    ...(dialog.error ? [dialogError(lang, dialog.error)] : []),
    ...(!sending && expected.context.operationFailure ? [failureWords(lang, expected.context.operationFailure)] : []),
  ];
  await expect.poll(() => alerts.allTextContents(), { ...POLL, message: 'the dialog errors' }).toEqual(shown);
  if (dialog.operation === 'ship') {
    const tracking = element.locator('#operation-tracking');
    await expect.poll(() => tracking.inputValue(), POLL).toBe(dialog.draft.trackingNumber);
    await expect.poll(() => element.locator('#operation-carrier').inputValue(), POLL).toBe(dialog.draft.carrier);
  }
}

function dialogWords(lang: Lang, expected: AnyMachineSnapshot, sending: boolean): string {
  const dialog = expected.context.dialog as OperationDialog;
  const parts = [fill(words.dialog[lang], dialogTitle(lang, dialog.operation))];
  if (dialog.error) parts.push(fill(phrases.alert[lang], dialogError(lang, dialog.error)));
  if (!sending && expected.context.operationFailure) parts.push(fill(phrases.alert[lang], failureWords(lang, expected.context.operationFailure)));
  if (sending) parts.push(fill(words.waiting[lang], msg(lang, 'Working…')));
  return parts.join(phrases.and[lang]);
}

/** The request an actor's running invocation made (held by the path back end), with the body it must carry. */
async function expectRequest(session: ReplaySession, actor: string, body?: unknown): Promise<void> {
  const { expect } = session;
  await expect.poll(() => backendOf(session).request(actor) !== null, { ...POLL, message: `${actor} is running` }).toBe(true);
  if (body !== undefined) expect(backendOf(session).request(actor)!.postDataJSON()).toEqual(body);
}

/** The comment form while the shop works: its button says so and cannot be pressed. */
async function expectCommentBusy(session: ReplaySession): Promise<void> {
  const { expect, lang } = session;
  const button = (session.page as Page).locator('.order-comment-form button[type="submit"]');
  await expect.poll(() => button.textContent(), POLL).toBe(SAVING(lang));
  await expect.poll(() => button.isDisabled(), POLL).toBe(true);
}

/** The back office's login page an ended session leads to (the page comes back to the order after the login). */
const loginPage: StateMapping = {
  see: { role: 'heading', name: 'Back office login', level: 1 },
  words: (lang) => words.loginPage[lang],
  check: async (session) => {
    const page = session.page as Page;
    await page.waitForURL((url) => url.pathname === `${prefix(session.lang)}/admin/login` && url.searchParams.has('redirect'), { timeout: 15_000 });
  },
};

const isLoginRequired = (event: AnyEventObject) => (event.error as RequestFailure | undefined)?.kind === 'login-required';
const answer = { actions: () => [{ do: 'answer' }] as Action[] };
const answerOrLogin = { ...answer, leavesTo: (event: AnyEventObject) => (isLoginRequired(event) ? loginPage : null) };

/** Which confirmation shows the control of a draft field. */
const FIELD_OF: Record<string, OrderOperation> = { trackingNumber: 'ship', carrier: 'ship', notifyCustomer: 'ship', whole: 'refund', returnToStock: 'refund' };

export const adminOrderViewMapping: ReplayMapping = {
  model: adminOrderViewModel,
  priority: 3,
  title: { nl: 'Bestelling in de backoffice', en: 'An order in the back office', de: 'Eine Bestellung im Backoffice' },
  start: {
    nl: `Open /admin/order-view/${ORDER_ID}`,
    en: `Open /en/admin/order-view/${ORDER_ID}`,
    de: `Öffne /de/admin/order-view/${ORDER_ID}`,
  },
  preconditions: {
    'order 7': {
      nl: `Ingelogd in de backoffice als admin; de antwoorden van de winkel op bestelling ${NUMBER} (id ${ORDER_ID}) geeft de tester zelf (een proxy of de request-overrides van de browser)`,
      en: `Logged in to the back office as admin; the shop's answers about order ${NUMBER} (id ${ORDER_ID}) are given by the tester (a proxy or the browser's request overrides)`,
      de: `Im Backoffice als Admin angemeldet; die Antworten des Shops zu Bestellung ${NUMBER} (ID ${ORDER_ID}) gibt der Tester selbst (ein Proxy oder die Request-Overrides des Browsers)`,
    },
  },
  unreachable: {
    'adminOrderView.confirming | operation.line | 0':
      "a line's quantity field shows only in a refund per line; the model's paths (one vertex per state and event, not per confirmation) switch to 'per line' in another confirmation first and never send a line to a refund per line, so no planned path shows the field. The browser types it in admin-order-money.e2e.ts (the partial refund); the unit tests check the clamping",
  },
  // The paths that go on after an ended session (the page is on the login page by then) are planned up to the 401.
  walkPrefixes: true,
  states: {
    loading: {
      see: { role: 'status', name: 'Loading…' },
      check: (session) => expectRequest(session, 'loadOrder'),
    },
    loadFailed: {
      see: { role: 'alert', name: 'This order could not be loaded.' },
      words: (lang, expected) =>
        [fill(phrases.alert[lang], failureWords(lang, expected.context.failure)), fill(phrases.button[lang], msg(lang, 'Try again'))].join(phrases.and[lang]),
      check: async (session, expected) => {
        const { expect, lang } = session;
        const alert = (session.page as Page).getByRole('alert').filter({ hasText: msg(lang, 'This order could not be loaded.') });
        await expect.poll(() => alert.textContent(), POLL).toContain(failureWords(lang, expected.context.failure));
        await expect.poll(() => alert.getByRole('button', { name: msg(lang, 'Try again') }).isVisible(), POLL).toBe(true);
      },
    },
    // Transient: the machine never rests here (it routes to the order's state at once).
    'ready.routing': { see: null },
    'ready.new': orderPage(),
    'ready.pending_payment': orderPage(),
    'ready.processing': orderPage(),
    'ready.complete': orderPage(),
    'ready.closed': orderPage(),
    'ready.canceled': orderPage(),
    'ready.holded': orderPage(),
    'ready.other': orderPage(),
    confirming: {
      see: null,
      words: (lang, expected) => dialogWords(lang, expected, false),
      check: (session, expected) => expectDialog(session, expected, false),
    },
    // Transient: the confirmation's check decides at once.
    checkingOperation: { see: null },
    sendingOperation: {
      see: null,
      words: (lang, expected) => dialogWords(lang, expected, true),
      check: async (session, expected) => {
        await expectDialog(session, expected, true);
        // The page makes its own key when the dialog opens: the body is the model's with that key.
        await expectRequest(session, 'performOperation');
        const sent = backendOf(session).request('performOperation')!.postDataJSON() as { key: string };
        session.expect(sent.key).toMatch(/\S{8,}/);
        session.expect(sent).toEqual(operationBody({ ...(expected.context.dialog as OperationDialog), key: sent.key }));
      },
    },
    checkingComment: { see: null },
    sendingComment: {
      see: null,
      words: (lang) => fill(words.waiting[lang], SAVING(lang)),
      check: async (session, expected) => {
        await expectCommentBusy(session);
        await expectRequest(session, 'addComment', { ...expected.context.draft, comment: COMMENT });
      },
    },
    reloading: {
      see: null,
      words: (lang) =>
        [fill(phrases.status[lang], msg(lang, 'Comment added')), fill(words.waiting[lang], SAVING(lang)), words.reloaded[lang]].join(phrases.and[lang]),
      check: async (session) => {
        // The toast (sonner's list item) says the comment is stored while the order is read again.
        await session.expect.poll(() => (session.page as Page).getByText(msg(session.lang, 'Comment added')).first().isVisible(), POLL).toBe(true);
        await expectCommentBusy(session);
        await expectRequest(session, 'loadOrder');
      },
    },
  },
  events: {
    'xstate.done.actor.loadOrder': answer,
    'xstate.error.actor.loadOrder': answerOrLogin,
    'xstate.done.actor.addComment': answer,
    'xstate.error.actor.addComment': answerOrLogin,
    'xstate.done.actor.performOperation': answer,
    'xstate.error.actor.performOperation': answerOrLogin,
    'order.retry': { actions: () => [{ do: 'click', role: 'button', name: 'Try again' }] },
    'comment.change': { actions: (event) => [{ do: 'fill', label: 'Comment', value: String(event.value) }] },
    'comment.submit': { actions: () => [{ do: 'click', role: 'button', name: 'Add comment' }] },
    'operation.open': {
      // The page shows a button only for what the order allows now.
      offered: (before, event) => before.can(event),
      actions: (event) => [{ do: 'click', role: 'button', name: OPERATION_LABEL[event.operation as OrderOperation] }],
    },
    'operation.change': {
      // Each field is a control of one confirmation only.
      offered: (before, event) => (before.context.dialog as OperationDialog | null)?.operation === FIELD_OF[event.field as string],
      actions: (event, before, lang) => {
        const dialog = before.context.dialog as OperationDialog;
        switch (event.field) {
          case 'trackingNumber':
            return [
              {
                do: 'fill',
                label: dialog.draft.carrier === 'own' ? 'Tracking number (optional)' : 'Tracking number',
                value: String(event.value),
              },
            ];
          case 'carrier':
            return [{ do: 'choose', label: 'Carrier', value: String(event.value), option: event.value === 'own' ? ownDelivery[lang] : String(event.value) }];
          case 'whole':
            // The model switches to a refund per line; the other radio's name carries the amount.
            if (event.value !== false) throw new Error('[replay] admin-order-view: only "Per line" is mapped');
            return [{ do: 'check', role: 'radio', name: 'Per line' }];
          default:
            return [{ do: 'check', role: 'checkbox', name: 'Put the refunded items back in stock' }];
        }
      },
    },
    'operation.line': {
      // A refund's line fields show when it refunds per line, one per line the order has left to refund.
      offered: (before, event) => {
        const dialog = before.context.dialog as OperationDialog | null;
        const lines = (before.context.order?.refund.lines ?? []) as Array<{ itemId: number }>;
        return dialog?.operation === 'refund' && !dialog.draft.whole && lines.some((line) => line.itemId === event.itemId);
      },
      actions: (event, before) => {
        const line = (before.context.order!.refund.lines as Array<{ itemId: number; name: string }>).find((entry) => entry.itemId === event.itemId)!;
        return [{ do: 'pick', css: `#refund-line-${line.itemId}`, words: line.name, fill: String(event.qty) }];
      },
    },
    'operation.confirm': {
      actions: (_event, before) => [{ do: 'click', role: 'button', name: OPERATION_LABEL[(before.context.dialog as OperationDialog).operation] }],
    },
    'operation.close': { actions: () => [{ do: 'click', role: 'button', name: 'Back' }] },
  },
  answers: {
    'the order, new': { nl: 'de bestelling, nieuw (new)', en: 'the order, new', de: 'die Bestellung, neu (new)' },
    'the order, pending_payment': {
      nl: 'de bestelling, wacht op betaling (pending_payment)',
      en: 'the order, waiting for its payment (pending_payment)',
      de: 'die Bestellung, wartet auf die Zahlung (pending_payment)',
    },
    'the order, processing': {
      nl: 'de bestelling, betaald en in behandeling (processing)',
      en: 'the order, paid and being handled (processing)',
      de: 'die Bestellung, bezahlt und in Bearbeitung (processing)',
    },
    'the order, complete': {
      nl: 'de bestelling, betaald en verzonden (complete)',
      en: 'the order, paid and shipped (complete)',
      de: 'die Bestellung, bezahlt und versandt (complete)',
    },
    'the order, closed': {
      nl: 'de bestelling, helemaal terugbetaald (closed)',
      en: 'the order, fully refunded (closed)',
      de: 'die Bestellung, vollständig erstattet (closed)',
    },
    'the order, canceled': { nl: 'de bestelling, geannuleerd (canceled)', en: 'the order, canceled', de: 'die Bestellung, storniert (canceled)' },
    'the order, holded': { nl: 'de bestelling, in de wacht (holded)', en: 'the order, on hold (holded)', de: 'die Bestellung, angehalten (holded)' },
    'the order, payment_review': {
      nl: 'de bestelling, betaling wordt beoordeeld (payment_review)',
      en: 'the order, its payment under review (payment_review)',
      de: 'die Bestellung, Zahlung in Prüfung (payment_review)',
    },
    'no session (401)': {
      nl: 'niet ingelogd: de sessie is verlopen (HTTP 401)',
      en: 'not logged in: the session has ended (HTTP 401)',
      de: 'nicht angemeldet: die Sitzung ist abgelaufen (HTTP 401)',
    },
    'no connection': { nl: 'geen antwoord: de verbinding valt weg', en: 'no answer: the connection drops', de: 'keine Antwort: die Verbindung bricht ab' },
    'the comment is stored': { nl: 'de opmerking is opgeslagen', en: 'the comment is stored', de: 'der Kommentar ist gespeichert' },
    'the session ended (401)': {
      nl: 'niet ingelogd: de sessie is verlopen (HTTP 401)',
      en: 'not logged in: the session has ended (HTTP 401)',
      de: 'nicht angemeldet: die Sitzung ist abgelaufen (HTTP 401)',
    },
    'the comment failed': { nl: 'geen antwoord: de verbinding valt weg', en: 'no answer: the connection drops', de: 'keine Antwort: die Verbindung bricht ab' },
    'the order is now complete': {
      nl: 'gelukt, de bestelling is nu betaald en verzonden (complete)',
      en: 'done, the order is now paid and shipped (complete)',
      de: 'erledigt, die Bestellung ist jetzt bezahlt und versandt (complete)',
    },
    'the order is now canceled': {
      nl: 'gelukt, de bestelling is nu geannuleerd (canceled)',
      en: 'done, the order is now canceled',
      de: 'erledigt, die Bestellung ist jetzt storniert (canceled)',
    },
    'Magento refused (409)': {
      nl: 'Magento weigert: dat kan niet meer met de bestelling zoals die nu is (HTTP 409)',
      en: 'Magento refuses: not possible for the order as it is now (HTTP 409)',
      de: 'Magento lehnt ab: mit der Bestellung, wie sie jetzt ist, nicht möglich (HTTP 409)',
    },
  },
};

/** The carrier option "Own delivery" as the select shows it (its label is not in a catalogue: see the report). */
const ownDelivery: Words = { nl: 'Own delivery', en: 'Own delivery', de: 'Own delivery' };
