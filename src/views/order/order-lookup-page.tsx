// shop-order-lookup: find an order without an account (issue 23 item 4) with its number, the e-mail address and the
// billing postcode; the order then shows as the confirmation shows it (order-summary.tsx), read-only: no message
// form, nothing that needs an account or the order's link. The order-lookup machine owns the flow.
import { useEffect, useMemo, useRef, type FormEvent } from 'react';
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useInspectedActorRef } from '../../lib/inspect/use-inspected-actor-ref';
import type { ActorRefFrom } from 'xstate';
import { createOrderLookupApi } from '../../lib/api/order-lookup-api';
import { heads } from './order.meta';
import type { Lang } from '../../locales/paths';
import type { RequestFailure } from '../../machines/admin-common/request-failure';
import type { LookupField, LookupFieldError } from '../../machines/order-lookup/order-lookup.machine';
import { provideOrderLookupMachine } from '../../machines/order-lookup/order-lookup.live';
import {
  selectFoundComments,
  selectFoundLines,
  selectFoundOrder,
  selectFoundStatus,
  selectLookupBusy,
  selectLookupErrors,
  selectLookupFailure,
  selectLookupValues,
} from '../../machines/order-lookup/order-lookup.selectors';
import { useCurrentPage } from '../shared/page-context';
import { PageLink } from '../shared/page-link';
import { useSelector } from '../shared/use-selector';
import { shopCodeText } from '../shop/shop-text';
import { OrderBankTransfer, OrderCommentList, OrderFacts, OrderLinesSection } from './order-summary';
import './order-shared.css';
import './confirmation.css';
import './order-lookup.css';

// The H1 and description of the area's pages, which a page's head reads from its view (routes/page-components.ts
// pageHead).
export { heads };

type LookupActor = ActorRefFrom<ReturnType<typeof provideOrderLookupMachine>>;

export function OrderLookupPage() {
  const { lang } = useCurrentPage();
  return <OrderLookup key={lang} lang={lang} />;
}

function OrderLookup({ lang }: { lang: Lang }) {
  const machine = useMemo(() => provideOrderLookupMachine(createOrderLookupApi(lang)), [lang]);
  const actor: LookupActor = useInspectedActorRef(machine, { input: {} });
  const order = useSelector(actor, selectFoundOrder);
  return order ? <FoundOrderView actor={actor} lang={lang} /> : <LookupForm actor={actor} lang={lang} />;
}

const FIELD_ERRORS: Record<LookupField, Record<LookupFieldError, ReturnType<typeof msg>>> = {
  orderNumber: {
    required: msg`Enter the order number.`,
    invalid: msg`An order number has only digits and letters, like 000000123.`,
  },
  email: {
    required: msg`Enter the e-mail address you ordered with.`,
    invalid: msg`Enter an e-mail address like name@example.com.`,
  },
  postcode: {
    required: msg`Enter the postcode of the billing address.`,
    invalid: msg`This postcode is too long.`,
  },
};

/** The refusal in the page's words: no match (the same whatever fact was wrong), too many attempts, or a failure. */
function failureWords(i18n: I18n, failure: RequestFailure): { title: string; detail: string | null } {
  if (failure.kind === 'not-found') return { title: shopCodeText(i18n, 'order.lookup-no-match') ?? '', detail: null };
  if (failure.kind === 'rate-limited') {
    const minutes = failure.retryAfterSeconds ? Math.max(1, Math.ceil(failure.retryAfterSeconds / 60)) : null;
    return {
      title: shopCodeText(i18n, 'order.lookup-too-many') ?? '',
      detail: minutes ? i18n._(msg`You can try again in about ${minutes} minutes.`) : null,
    };
  }
  const known = failure.code ? shopCodeText(i18n, failure.code) : undefined;
  return { title: known ?? i18n._(msg`The shop could not look up your order just now. Please try again in a moment.`), detail: null };
}

function LookupForm({ actor, lang }: { actor: LookupActor; lang: Lang }) {
  const { t, i18n } = useLingui();
  const values = useSelector(actor, selectLookupValues);
  const errors = useSelector(actor, selectLookupErrors);
  const failure = useSelector(actor, selectLookupFailure);
  const busy = useSelector(actor, selectLookupBusy);
  const alertRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (failure) alertRef.current?.focus();
  }, [failure]);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // Values the browser filled in without an input event (autofill) are read from the form itself.
    const data = new FormData(event.currentTarget);
    for (const field of ['orderNumber', 'email', 'postcode'] as const) {
      const value = data.get(field);
      if (typeof value === 'string' && value !== values[field]) actor.send({ type: 'field.change', field, value });
    }
    actor.send({ type: 'form.submit' });
  };
  const words = failure ? failureWords(i18n, failure) : null;
  const field = (name: LookupField, label: string, props: { type: 'text' | 'email'; autoComplete: string; hint?: string }) => {
    const id = `lookup-${name}`;
    const error = errors[name] ? i18n._(FIELD_ERRORS[name][errors[name]]) : null;
    const described = [props.hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ');
    return (
      <div className={`lookup-field${error ? ' has-error' : ''}`}>
        <label htmlFor={id}>{label}</label>
        {props.hint ? (
          <p className="lookup-hint" id={`${id}-hint`}>
            {props.hint}
          </p>
        ) : null}
        <input
          id={id}
          name={name}
          type={props.type}
          autoComplete={props.autoComplete}
          value={values[name]}
          readOnly={busy}
          required
          {...(props.type === 'email' ? { inputMode: 'email' as const, autoCapitalize: 'none', spellCheck: false } : {})}
          aria-invalid={error ? true : undefined}
          aria-describedby={described || undefined}
          onChange={(event) => actor.send({ type: 'field.change', field: name, value: event.target.value })}
        />
        {error ? (
          <p id={`${id}-error`} className="shop-field-error">
            {error}
          </p>
        ) : null}
      </div>
    );
  };

  return (
    <section className="shop-page lookup-page" aria-labelledby="lookup-title">
      <div className="lookup-card">
        <h1 id="lookup-title">{i18n._(heads['shop-order-lookup'].h1)}</h1>
        <p className="lookup-lead">{t`Ordered without an account? Enter your order number, the e-mail address you ordered with and the postcode of the billing address. You will find all three in the e-mail confirming your order.`}</p>
        <form className="lookup-form" onSubmit={submit} noValidate aria-busy={busy}>
          {words ? (
            <div ref={alertRef} tabIndex={-1} className={`shop-notice ${failure?.kind === 'rate-limited' ? 'is-warning' : 'is-error'}`} role="alert">
              <div>
                <p className="shop-notice-title">{words.title}</p>
                {words.detail ? <p>{words.detail}</p> : null}
              </div>
            </div>
          ) : null}
          {field('orderNumber', t`Order number`, { type: 'text', autoComplete: 'off', hint: t`For example 000000123` })}
          {field('email', t`E-mail address`, { type: 'email', autoComplete: 'email' })}
          {field('postcode', t`Postcode of the billing address`, { type: 'text', autoComplete: 'billing postal-code' })}
          <button type="submit" className="button" disabled={busy}>
            {busy ? <span className="shop-spinner is-light" aria-hidden="true" /> : null}
            {busy ? t`Looking up your order…` : t`Show my order`}
          </button>
        </form>
        <p className="lookup-more">
          {t`Do you have an account?`} <PageLink page="customer-login" lang={lang}>{t`Log in to see all your orders.`}</PageLink>
        </p>
      </div>
    </section>
  );
}

function FoundOrderView({ actor, lang }: { actor: LookupActor; lang: Lang }) {
  const { t } = useLingui();
  const order = useSelector(actor, selectFoundOrder);
  const status = useSelector(actor, selectFoundStatus);
  const lines = useSelector(actor, selectFoundLines);
  const comments = useSelector(actor, selectFoundComments);
  const titleRef = useRef<HTMLHeadingElement>(null);
  // The form is gone: focus goes to what replaced it (decision 021).
  useEffect(() => titleRef.current?.focus(), []);
  if (!order) return null;
  const number = order.increment_id ?? '';
  return (
    <section className="shop-page confirmation-page lookup-page" aria-labelledby="lookup-order-title">
      <h1 id="lookup-order-title" ref={titleRef} tabIndex={-1}>
        {t`Order ${number}`}
      </h1>
      <div className="confirmation-layout lookup-layout">
        <OrderFacts order={order} status={status} lang={lang} />
        <OrderBankTransfer order={order} status={status} lang={lang} />
        <OrderLinesSection order={order} lines={lines} lang={lang} />
        <section className="confirmation-section confirmation-messages" aria-labelledby="lookup-comments-title">
          <h2 id="lookup-comments-title">{t`Messages about your order`}</h2>
          {comments.length > 0 ? <OrderCommentList comments={comments} lang={lang} /> : <p className="confirmation-empty">{t`No messages yet.`}</p>}
          <p>{t`Questions about this order? Contact us and mention your order number.`}</p>
        </section>
        <p className="confirmation-continue lookup-actions">
          <button type="button" className="button-secondary" onClick={() => actor.send({ type: 'lookup.again' })}>
            {t`Look up another order`}
          </button>
          <PageLink page="contact" lang={lang} className="button-secondary">
            {t`Contact us`}
          </PageLink>
          <PageLink page="shop" lang={lang} className="button-secondary">
            {t`Continue shopping`}
          </PageLink>
        </p>
      </div>
    </section>
  );
}
