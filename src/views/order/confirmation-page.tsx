// The order confirmation (spec §2, §4, §8), reached with ?orderId=<order token>: order number, status (the order's own,
// not a comment's), the lines with bundles one entry per bike, totals, the comments and a field to add one. The
// order-confirmation machine owns the flow; it is built here from the runtime's effects with its live binding.
import { useMemo, type FormEvent } from 'react';
import { useLingui } from '@lingui/react/macro';
import { useRouterState } from '@tanstack/react-router';
import { useInspectedActorRef } from '../../lib/inspect/use-inspected-actor-ref';
import { useSelector } from '../shared/use-selector';
import type { ActorRefFrom } from 'xstate';
import { COMMENT_MAX_LENGTH } from '../../machines/order-confirmation/order-confirmation.machine';
import { provideOrderConfirmationMachine } from '../../machines/order-confirmation/order-confirmation.live';
import {
  selectCanRetryComments,
  selectCanRetryOrder,
  selectCanSubmitComment,
  selectCommentSent,
  selectComments,
  selectCommentsError,
  selectDraft,
  selectError,
  selectIsLoadingComments,
  selectIsSubmitting,
  selectOrder,
  selectOrderLines,
  selectPhase,
  selectStatus,
  selectSubmitError,
} from '../../machines/order-confirmation/order-confirmation.selectors';
import { heads } from './order.meta';
import type { Lang } from '../../locales/paths';
import { useCurrentPage } from '../shared/page-context';
import { PageLink } from '../shared/page-link';
import { useShopRuntime, type ShopRuntime } from '../shared/shop-runtime';
import { shopErrorText } from '../shop/shop-text';
import { OrderBankTransfer, OrderCommentList, OrderFacts, OrderLinesSection } from './order-summary';
import './order-shared.css';
import './confirmation.css';

// The H1 and description of the area's pages, which a page's head reads from its view (routes/page-components.ts
// pageHead).
export { heads };

type ConfirmationActor = ActorRefFrom<ReturnType<typeof provideOrderConfirmationMachine>>;

export function ConfirmationPage() {
  const { lang } = useCurrentPage();
  const runtime = useShopRuntime();
  const orderToken = useRouterState({ select: (state) => new URLSearchParams(state.location.searchStr).get('orderId') });
  if (!runtime) return <ConfirmationShell />;
  // A new token is a new order: a new actor, not the old one's state. Another language reads the order again in its
  // store view (its lines' names, server/api/store-names.ts); the purchase is still reported once per order.
  return <ConfirmationContent key={`${lang}:${orderToken ?? ''}`} runtime={runtime} lang={lang} orderToken={orderToken} />;
}

function ConfirmationShell() {
  const { t, i18n } = useLingui();
  return (
    <section className="shop-page confirmation-page">
      <h1>{i18n._(heads['shop-confirmed'].h1)}</h1>
      <div className="shop-loading" role="status">
        <span className="shop-spinner" aria-hidden="true" />
        {t`Loading your order…`}
      </div>
    </section>
  );
}

function ConfirmationContent({ runtime, lang, orderToken }: { runtime: ShopRuntime; lang: Lang; orderToken: string | null }) {
  const { t, i18n } = useLingui();
  const machine = useMemo(() => provideOrderConfirmationMachine(runtime.effects), [runtime]);
  const confirmation: ConfirmationActor = useInspectedActorRef(machine, { input: { orderToken } });
  const phase = useSelector(confirmation, selectPhase);

  if (phase === 'missing' || phase === 'notFound') {
    return (
      <section className="shop-page confirmation-page" aria-labelledby="confirmation-title">
        <h1 id="confirmation-title">{t`We could not find this order`}</h1>
        <div className="shop-notice">
          <div>
            <p className="shop-notice-title">
              {phase === 'missing' ? t`This page needs the link from your order.` : t`The link to this order is incomplete or no longer valid.`}
            </p>
            <p>{t`Your order confirmation e-mail has the right link. Questions? Contact us and mention your order number.`}</p>
          </div>
          <div className="shop-notice-actions">
            <PageLink page="shop" lang={lang} className="button">
              {t`Go to the shop`}
            </PageLink>
            <PageLink page="contact" lang={lang} className="button-secondary">
              {t`Contact us`}
            </PageLink>
          </div>
        </div>
      </section>
    );
  }

  return (
    <section className="shop-page confirmation-page" aria-labelledby="confirmation-title">
      <h1 id="confirmation-title">{i18n._(heads['shop-confirmed'].h1)}</h1>
      {phase === 'loading' ? (
        <div className="shop-loading" role="status">
          <span className="shop-spinner" aria-hidden="true" />
          {t`Loading your order…`}
        </div>
      ) : null}
      {phase === 'failed' ? <OrderLoadFailure confirmation={confirmation} /> : null}
      {phase === 'shown' ? <ConfirmedOrderView confirmation={confirmation} lang={lang} /> : null}
    </section>
  );
}

function OrderLoadFailure({ confirmation }: { confirmation: ConfirmationActor }) {
  const { t, i18n } = useLingui();
  const error = useSelector(confirmation, selectError);
  const canRetry = useSelector(confirmation, selectCanRetryOrder);
  return (
    <div className="shop-notice is-error" role="alert">
      <div>
        <p className="shop-notice-title">{t`Your order could not be loaded.`}</p>
        <p>{error ? shopErrorText(i18n, error) : null}</p>
        <p>{t`Your order has been placed; only this overview could not be loaded.`}</p>
      </div>
      {canRetry ? (
        <div className="shop-notice-actions">
          <button type="button" className="button" onClick={() => confirmation.send({ type: 'order.retry' })}>
            {t`Try again`}
          </button>
        </div>
      ) : null}
    </div>
  );
}

function ConfirmedOrderView({ confirmation, lang }: { confirmation: ConfirmationActor; lang: Lang }) {
  const { t } = useLingui();
  const order = useSelector(confirmation, selectOrder);
  const lines = useSelector(confirmation, selectOrderLines);
  const status = useSelector(confirmation, selectStatus);
  if (!order) return null;
  return (
    <div className="confirmation-layout">
      <div className="confirmation-intro shop-notice is-success">
        <svg className="confirmation-check" viewBox="0 0 24 24" width="32" height="32" aria-hidden="true" focusable="false">
          <circle cx="12" cy="12" r="11" fill="currentColor" />
          <path d="M7 12.5l3.2 3.2L17.5 8.5" fill="none" stroke="#fff" strokeWidth="2.4" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
        <div>
          <p className="shop-notice-title">{t`We have received your order.`}</p>
          <p>{t`You will receive a confirmation by e-mail. Keep your order number at hand if you contact us.`}</p>
        </div>
      </div>
      <OrderFacts order={order} status={status} lang={lang} />
      <OrderBankTransfer order={order} status={status} lang={lang} />
      <OrderLinesSection order={order} lines={lines} lang={lang} />

      <OrderComments confirmation={confirmation} lang={lang} />

      <p className="confirmation-continue">
        <PageLink page="shop" lang={lang} className="button-secondary">
          {t`Continue shopping`}
        </PageLink>
      </p>
    </div>
  );
}

function OrderComments({ confirmation, lang }: { confirmation: ConfirmationActor; lang: Lang }) {
  const { t, i18n } = useLingui();
  const comments = useSelector(confirmation, selectComments);
  const isLoading = useSelector(confirmation, selectIsLoadingComments);
  const error = useSelector(confirmation, selectCommentsError);
  const canRetry = useSelector(confirmation, selectCanRetryComments);
  return (
    <section className="confirmation-section confirmation-messages" aria-labelledby="confirmation-comments-title" aria-busy={isLoading}>
      <h2 id="confirmation-comments-title">{t`Messages about your order`}</h2>
      {error ? (
        <div className="shop-notice is-error" role="alert">
          <div>
            <p className="shop-notice-title">{shopErrorText(i18n, error)}</p>
          </div>
          {canRetry ? (
            <div className="shop-notice-actions">
              <button type="button" className="button-secondary" onClick={() => confirmation.send({ type: 'comments.retry' })}>
                {t`Try again`}
              </button>
            </div>
          ) : null}
        </div>
      ) : null}
      {comments.length > 0 ? (
        <OrderCommentList comments={comments} lang={lang} />
      ) : !error && !isLoading ? (
        <p className="confirmation-empty">{t`No messages yet.`}</p>
      ) : null}
      <CommentForm confirmation={confirmation} />
    </section>
  );
}

function CommentForm({ confirmation }: { confirmation: ConfirmationActor }) {
  const { t, i18n } = useLingui();
  const draft = useSelector(confirmation, selectDraft);
  const canSubmit = useSelector(confirmation, selectCanSubmitComment);
  const isSubmitting = useSelector(confirmation, selectIsSubmitting);
  const submitError = useSelector(confirmation, selectSubmitError);
  const sent = useSelector(confirmation, selectCommentSent);
  const used = draft.length;
  const max = COMMENT_MAX_LENGTH;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // Empty or only spaces is never sent: the machine ignores it (and the button is disabled then).
    confirmation.send({ type: 'comment.submit' });
  };
  return (
    <form className="confirmation-comment-form" onSubmit={submit} noValidate>
      <label htmlFor="confirmation-comment">{t`Add a message about your order`}</label>
      <textarea
        id="confirmation-comment"
        rows={4}
        maxLength={max}
        value={draft}
        readOnly={isSubmitting}
        aria-describedby="confirmation-comment-count"
        aria-invalid={submitError ? true : undefined}
        onChange={(event) => confirmation.send({ type: 'comment.change', comment: event.target.value })}
      />
      <p id="confirmation-comment-count" className="confirmation-count">
        {t`${used} of ${max} characters`}
      </p>
      {submitError ? (
        <p className="shop-field-error" role="alert">
          {shopErrorText(i18n, submitError)}
        </p>
      ) : null}
      <p className="visually-hidden" role="status">
        {sent ? t`Your message has been sent.` : isSubmitting ? t`Sending your message…` : ''}
      </p>
      {sent ? (
        <p className="confirmation-sent" aria-hidden="true">
          {t`Your message has been sent.`}
        </p>
      ) : null}
      <button type="submit" className="button" disabled={!canSubmit}>
        {isSubmitting ? <span className="shop-spinner is-light" aria-hidden="true" /> : null}
        {t`Send message`}
      </button>
    </form>
  );
}
