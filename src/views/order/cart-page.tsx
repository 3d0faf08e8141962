// The cart page (spec §2, §4, §8): the return from the payment provider first (its check, the failure message
// with the cart intact, a retry), then the lines with quantity steppers, the coupon field, the totals and the way
// to checkout. Thin: the cart, coupon and payment-return actors own every flow (the wiring starts the payment return
// when the page shows); this only reads and sends. The actors are read with the views' useSelector (no xstate at run
// time), so xstate is not in the cart's first render (DESIGN §11).
import { useCallback, useEffect, useMemo, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { Plural, useLingui } from '@lingui/react/macro';
import { useRouterState } from '@tanstack/react-router';
import type { SnapshotFrom } from 'xstate';
import type { CartEvent, cartMachine } from '../../machines/cart/cart.machine';
import { servedCartActor } from '../../machines/cart/served-cart';
import { selectItemCount } from '../../machines/cart/cart-badge.selectors';
import { selectCartLineViews, type CartLineView } from '../../machines/cart/cart-lines';
import {
  selectAppliedCoupon,
  selectCartPhase,
  selectError,
  selectGrandTotal,
  selectIsBusy,
  selectStockIssueCount,
  selectTotals,
} from '../../machines/cart/cart.selectors';
import { selectCouponCode, selectDraft, selectFieldRefusal, selectIsApplying } from '../../machines/coupon/coupon.selectors';
import {
  selectCanAbandon,
  selectCanContinue,
  selectCanDismiss,
  selectCanRetry,
  selectIsProcessing,
  selectOpenOrder,
  selectPaymentError,
  selectPaymentView,
} from '../../machines/payment-return/payment-return.selectors';
import { heads } from './order.meta';
import type { Lang } from '../../locales/paths';
import { useCurrentPage } from '../shared/page-context';
import { formatMoney } from '../shared/money';
import { PageLink } from '../shared/page-link';
import { loadShopRuntime, selectSlot, useShopRuntime, type PaymentReturnActor, type ShopRuntime } from '../shared/shop-runtime';
import { useSelector, type Readable } from '../shared/use-selector';
import { refusalText } from '../shop/coupon-refusal';
import { shopErrorText } from '../shop/shop-text';
import { productImageUrl } from './order-labels';
import { OrderTotals } from './order-totals';
import { toTotalsRows } from './totals-rows';
import { useServedCart } from './use-served-cart';
import './order-shared.css';
import './cart.css';

// The H1 and description of the area's pages, which a page's head reads from its view (routes/page-components.ts
// pageHead).
export { heads };

/** The stepper's upper bound: more of one part is a phone call, not a web order. */
const MAX_QTY = 99;

/**
 * What the cart page reads and sends to: the shop runtime's actors, or, until the runtime runs (server rendering,
 * hydration), the cart the server rendered the page with (decision record 024), read with the same selectors. A change
 * asked for before the runtime runs goes to the runtime's cart once it does: that cart starts from the same data.
 */
interface CartSource {
  cart: Readable<SnapshotFrom<typeof cartMachine>>;
  send: (event: CartEvent) => void;
  coupon: ShopRuntime['coupon'] | null;
  paymentReturn: ShopRuntime['paymentReturn'] | null;
  productMediaUrl: string;
  defaultCoupon: string;
}

const sendWhenRunning = (event: CartEvent) => void loadShopRuntime().then((runtime) => runtime.cart.send(event));

export function CartPage() {
  const { i18n } = useLingui();
  const { lang } = useCurrentPage();
  const runtime = useShopRuntime();
  const served = useServedCart();
  const title = useRef<HTMLHeadingElement>(null);
  // A removed line takes its own buttons with it: the keyboard user continues from the heading.
  const onLineGone = useCallback(() => title.current?.focus(), []);
  const source = useMemo((): CartSource | null => {
    if (runtime) {
      const { cart, coupon, paymentReturn, config } = runtime;
      return {
        cart,
        send: (event) => cart.send(event),
        coupon,
        paymentReturn,
        productMediaUrl: config.productMediaUrl,
        defaultCoupon: config.defaultCoupon ?? '',
      };
    }
    if (served?.status !== 'ready') return null;
    const { productMediaUrl, defaultCoupon } = served.config;
    return { cart: servedCartActor(served), send: sendWhenRunning, coupon: null, paymentReturn: null, productMediaUrl, defaultCoupon: defaultCoupon ?? '' };
  }, [runtime, served]);
  let content = <CartLoading />;
  if (source) content = <CartContent source={source} lang={lang} onLineGone={onLineGone} />;
  else if (served?.status === 'none') content = <EmptyCart lang={lang} />;
  return (
    <section className="shop-page cart-page" aria-labelledby="cart-title">
      <h1 id="cart-title" ref={title} tabIndex={-1}>
        {i18n._(heads['shop-cart'].h1)}
      </h1>
      {content}
    </section>
  );
}

function CartLoading() {
  const { t } = useLingui();
  return (
    <div className="shop-loading" role="status">
      <span className="shop-spinner" aria-hidden="true" />
      {t`Loading your cart…`}
    </div>
  );
}

function CartContent({ source, lang, onLineGone }: { source: CartSource; lang: Lang; onLineGone: () => void }) {
  const { t } = useLingui();
  const paymentToken = useRouterState({ select: (state) => new URLSearchParams(state.location.searchStr).get('payment') });
  // The visit's payment return, started by the wiring when the cart page shows.
  const paymentReturn = useSelector(source.paymentReturn, selectSlot<PaymentReturnActor | null>, { absent: null });
  // Until the actor runs: a shopper back from the provider sees the check, nobody checks out yet.
  const payment = useSelector(paymentReturn, selectPaymentView, { absent: paymentToken ? 'checking' : 'idle' });
  const paymentBusy = useSelector(paymentReturn, selectIsProcessing, { absent: true });
  const phase = useSelector(source.cart, selectCartPhase);
  const count = useSelector(source.cart, selectItemCount);

  if (payment === 'checking' || payment === 'paid' || payment === 'leaving') {
    let title = t`Checking your payment…`;
    if (payment === 'paid') title = t`Payment received. Opening your order confirmation…`;
    if (payment === 'leaving') title = t`Opening the payment page…`;
    return (
      <div className="shop-notice is-progress" role="status">
        <span className="shop-spinner" aria-hidden="true" />
        <div>
          <p className="shop-notice-title">{title}</p>
          {payment === 'checking' ? <p>{t`This takes a few seconds. Please do not close this page.`}</p> : null}
        </div>
      </div>
    );
  }

  if (payment === 'open' && paymentReturn) return <OpenPayment paymentReturn={paymentReturn} />;

  return (
    <>
      {paymentReturn ? <PaymentMessage paymentReturn={paymentReturn} hasItems={phase === 'ready' && count > 0} /> : null}
      {phase === 'loading' ? <CartLoading /> : null}
      {phase === 'failed' ? <CartLoadFailure source={source} /> : null}
      {phase === 'none' || (phase === 'ready' && count === 0) ? <EmptyCart lang={lang} /> : null}
      {phase === 'ready' && count > 0 ? (
        <div className="cart-layout">
          <CartLines source={source} lang={lang} onLineGone={onLineGone} />
          <aside className="cart-side" aria-label={t`Order summary`}>
            <CouponForm source={source} />
            <CartTotals source={source} lang={lang} />
            <CheckoutButton source={source} lang={lang} paymentBusy={paymentBusy} />
            <p className="cart-vat-note">{t`All prices include VAT.`}</p>
          </aside>
          <CartStatus source={source} lang={lang} />
        </div>
      ) : null}
    </>
  );
}

/** 'Payment failed. Please try again.' with the cart intact below it, or a failed check with a retry. */
function PaymentMessage({ paymentReturn, hasItems }: { paymentReturn: PaymentReturnActor; hasItems: boolean }) {
  const { t, i18n } = useLingui();
  const payment = useSelector(paymentReturn, selectPaymentView);
  const error = useSelector(paymentReturn, selectPaymentError);
  const canRetry = useSelector(paymentReturn, selectCanRetry);
  const canDismiss = useSelector(paymentReturn, selectCanDismiss);
  if (!error || (payment !== 'failed' && payment !== 'error')) return null;
  return (
    <div className="shop-notice is-error" role="alert">
      <div>
        <p className="shop-notice-title">{shopErrorText(i18n, error)}</p>
        {payment === 'failed' && hasItems ? <p>{t`Your cart is still here. Choose another payment method or try again.`}</p> : null}
        {payment === 'error' ? <p>{t`We could not check your payment yet. If you paid, your order is safe: try again in a moment.`}</p> : null}
      </div>
      <div className="shop-notice-actions">
        {canRetry ? (
          <button type="button" className="button" onClick={() => paymentReturn.send({ type: 'payment.retry' })}>
            {t`Check again`}
          </button>
        ) : null}
        {canDismiss ? (
          <button type="button" className="button-secondary" onClick={() => paymentReturn.send({ type: 'error.dismiss' })}>
            {t`Close message`}
          </button>
        ) : null}
      </div>
    </div>
  );
}

/**
 * The cart's order still waits for its payment (the shopper left Mollie without finishing): continue that same
 * payment, or give it up, which cancels the order and brings the cart back. No second order is possible meanwhile.
 */
function OpenPayment({ paymentReturn }: { paymentReturn: PaymentReturnActor }) {
  const { t, i18n } = useLingui();
  const order = useSelector(paymentReturn, selectOpenOrder);
  const busy = useSelector(paymentReturn, selectIsProcessing);
  const canContinue = useSelector(paymentReturn, selectCanContinue);
  const canAbandon = useSelector(paymentReturn, selectCanAbandon);
  const error = useSelector(paymentReturn, selectPaymentError);
  const number = order?.orderNumber ?? '';
  return (
    <div className="shop-notice is-warning" role="alert" aria-busy={busy}>
      <div>
        <p className="shop-notice-title">{t`Your payment for order ${number} is still open.`}</p>
        <p>{t`Finish it to complete the order, or cancel it: the order is then canceled and your cart comes back.`}</p>
        {error ? <p>{shopErrorText(i18n, error)}</p> : null}
      </div>
      <div className="shop-notice-actions">
        {canContinue || busy ? (
          <button type="button" className="button" disabled={busy} onClick={() => paymentReturn.send({ type: 'payment.continue' })}>
            {t`Continue paying`}
          </button>
        ) : null}
        {canAbandon || busy ? (
          <button type="button" className="button-secondary" disabled={busy} onClick={() => paymentReturn.send({ type: 'payment.abandon' })}>
            {t`Cancel payment`}
          </button>
        ) : null}
      </div>
    </div>
  );
}

function CartLoadFailure({ source }: { source: CartSource }) {
  const { t, i18n } = useLingui();
  const error = useSelector(source.cart, selectError);
  return (
    <div className="shop-notice is-error" role="alert">
      <div>
        <p className="shop-notice-title">{t`Your cart could not be loaded.`}</p>
        {error ? <p>{shopErrorText(i18n, error)}</p> : null}
      </div>
      <div className="shop-notice-actions">
        <button type="button" className="button" onClick={() => source.send({ type: 'cart.refresh' })}>
          {t`Try again`}
        </button>
      </div>
    </div>
  );
}

function EmptyCart({ lang }: { lang: Lang }) {
  const { t } = useLingui();
  return (
    <div className="cart-empty">
      <svg className="cart-empty-icon" viewBox="0 0 24 24" width="48" height="48" aria-hidden="true" focusable="false">
        <path d="M3 4h2l2.4 11h10.2L20 7H7" fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinejoin="round" />
        <circle cx="9" cy="19" r="1.4" fill="currentColor" />
        <circle cx="17" cy="19" r="1.4" fill="currentColor" />
      </svg>
      <p className="cart-empty-title">{t`Your cart is empty.`}</p>
      <p>{t`Find original parts and accessories in the shop, or configure your own FOLT.`}</p>
      <div className="cart-empty-actions">
        <PageLink page="shop" lang={lang} className="button">
          {t`Go to the shop`}
        </PageLink>
        <PageLink page="configurator" lang={lang} className="button-secondary">
          {t`Configure a bike`}
        </PageLink>
      </div>
    </div>
  );
}

interface LineProps {
  source: CartSource;
  lang: Lang;
  onLineGone: () => void;
}

function CartLines({ source, lang, onLineGone }: LineProps) {
  const { t } = useLingui();
  const lines = useSelector(source.cart, selectCartLineViews);
  return (
    <ul className="cart-lines" aria-label={t`Products in your cart`}>
      {lines.map((line) => (
        <CartLine key={line.itemId} line={line} source={source} lang={lang} onLineGone={onLineGone} />
      ))}
    </ul>
  );
}

function CartLine({ line, source, lang, onLineGone }: LineProps & { line: CartLineView }) {
  const { t } = useLingui();
  const name = line.name;
  const price = line.unitPrice !== null ? formatMoney(line.unitPrice, lang) : null;
  const image = productImageUrl(source.productMediaUrl, line.imageSrc);
  const remove = () => {
    source.send({ type: 'item.remove', itemId: line.itemId });
    onLineGone();
  };
  return (
    <li className="cart-line">
      <div className="cart-line-image">
        {image ? (
          <img src={image} alt="" width={88} height={88} loading="lazy" decoding="async" />
        ) : (
          <span className="cart-line-placeholder" aria-hidden="true" />
        )}
      </div>
      <div className="cart-line-info">
        <h2 className="cart-line-name">
          {line.urlKey ? (
            <PageLink page="shop-product" lang={lang} params={{ urlKey: line.urlKey }}>
              {line.name}
            </PageLink>
          ) : (
            line.name
          )}
        </h2>
        {line.options.length > 0 ? (
          <ul className="cart-line-options" aria-label={t`Chosen options`}>
            {line.options.map((option, index) => (
              <li key={`${option.label ?? ''}-${index}`}>
                {option.label ? <span className="cart-line-option-label">{option.label}: </span> : null}
                {option.value}
              </li>
            ))}
          </ul>
        ) : null}
        {price !== null ? <p className="cart-line-unit">{t`${price} each`}</p> : null}
        {line.stockIssue ? <StockIssueNote line={line} source={source} onLineGone={onLineGone} /> : null}
      </div>
      <div className="cart-line-controls">
        <QuantityStepper line={line} source={source} onLineGone={onLineGone} />
        <button type="button" className="cart-line-remove" onClick={remove}>
          <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
            <path d="M5 7h14M10 7V5h4v2M7 7l1 12h8l1-12" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinejoin="round" />
          </svg>
          <span aria-hidden="true">{t`Remove`}</span>
          <span className="visually-hidden">{t`Remove ${name} from your cart`}</span>
        </button>
      </div>
      <p className="cart-line-total">
        <span className="visually-hidden">{t`Line total`} </span>
        {line.rowTotal !== null ? formatMoney(line.rowTotal, lang) : null}
      </p>
    </li>
  );
}

/** A line whose stock fell below its quantity: what is left, and the one-click fix (the cart machine's item.fix-stock). */
function StockIssueNote({ line, source, onLineGone }: { line: CartLineView; source: CartSource; onLineGone: () => void }) {
  const { t } = useLingui();
  const issue = line.stockIssue;
  if (!issue) return null;
  const fix = () => {
    source.send({ type: 'item.fix-stock', itemId: line.itemId });
    if (issue.kind === 'gone') onLineGone();
  };
  return (
    <div className="cart-line-stock" role="alert">
      <p>
        {issue.kind === 'short' ? (
          <Plural value={issue.available} one="Only # available — please adjust the quantity" other="Only # available — please adjust the quantity" />
        ) : (
          t`No longer available — please remove this item`
        )}
      </p>
      <button type="button" className="button-secondary cart-line-fix" onClick={fix}>
        {issue.kind === 'short' ? <Plural value={issue.available} one="Change to # piece" other="Change to # pieces" /> : t`Remove this item`}
      </button>
    </div>
  );
}

/**
 * −, a number field and +. The shown number is the shopper's wish until the cart answers: quick taps add up
 * instead of repeating the quantity the cart had, and any new answer of the cart (the line object changes with
 * every reload) puts the field back to what the cart really holds.
 */
function QuantityStepper({ line, source, onLineGone }: { line: CartLineView; source: CartSource; onLineGone: () => void }) {
  const { t } = useLingui();
  const [qty, setQty] = useState(line.qty);
  const [text, setText] = useState(String(line.qty));
  useEffect(() => {
    setQty(line.qty);
    setText(String(line.qty));
  }, [line]);

  const commit = (wanted: number) => {
    const next = Math.min(MAX_QTY, Math.max(0, Math.round(wanted)));
    setQty(next);
    setText(String(next));
    if (next === qty) return;
    if (next === 0) {
      source.send({ type: 'item.remove', itemId: line.itemId });
      onLineGone();
    } else {
      source.send({ type: 'item.update', itemId: line.itemId, qty: next });
    }
  };
  const commitText = () => {
    const typed = Number.parseInt(text, 10);
    if (Number.isFinite(typed)) commit(typed);
    else setText(String(qty));
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      commitText();
    }
  };
  const inputId = `cart-qty-${line.itemId}`;
  const name = line.name;
  return (
    <div className="qty-stepper" role="group" aria-label={t`Quantity of ${name}`}>
      <button type="button" className="qty-button" onClick={() => commit(qty - 1)} aria-label={qty <= 1 ? t`Remove ${name} from your cart` : t`One less`}>
        <span aria-hidden="true">−</span>
      </button>
      <label htmlFor={inputId} className="visually-hidden">
        {t`Quantity`}
      </label>
      <input
        id={inputId}
        className="qty-input"
        type="number"
        inputMode="numeric"
        min={0}
        max={MAX_QTY}
        step={1}
        value={text}
        onChange={(event) => setText(event.target.value)}
        onBlur={commitText}
        onKeyDown={onKeyDown}
      />
      <button type="button" className="qty-button" onClick={() => commit(qty + 1)} disabled={qty >= MAX_QTY} aria-label={t`One more`}>
        <span aria-hidden="true">+</span>
      </button>
    </div>
  );
}

/**
 * The coupon field, the coupon machine's draft. The code is sent as `coupon.apply`; what the cart really carries
 * comes from Magento's totals. A refused code leaves the earlier code on the cart (the machine puts it back): the
 * shopper sees the field empty again, why the code was refused (shop/coupon-refusal.tsx), and the code the cart has.
 */
function CouponForm({ source }: { source: CartSource }) {
  const { t, i18n } = useLingui();
  const { coupon } = source;
  const applied = useSelector(source.cart, selectAppliedCoupon);
  // Until the coupon actor runs the field shows the code the cart has and takes no input.
  const isApplying = useSelector(coupon, selectIsApplying, { absent: false });
  const couponCode = useSelector(coupon, selectCouponCode, { absent: applied ?? '' });
  const code = useSelector(coupon, selectDraft, { absent: '' });
  const refusal = useSelector(coupon, selectFieldRefusal, { absent: null });
  const { lang } = useCurrentPage();
  const defaultCoupon = source.defaultCoupon;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // An empty code resets to the shop's default coupon (spec §4).
    coupon?.send({ type: 'coupon.apply', code });
  };
  let status: string;
  if (isApplying) status = t`Checking the code…`;
  else if (applied) status = t`Code ${applied} is applied.`;
  else status = t`No discount code applied.`;
  return (
    <form className="coupon-form" onSubmit={submit} noValidate>
      <label htmlFor="coupon-code">{t`Discount code`}</label>
      <div className="coupon-row">
        <input
          id="coupon-code"
          name="coupon"
          value={code}
          onChange={(event) => coupon?.send({ type: 'code.change', code: event.target.value })}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={64}
          aria-describedby="coupon-status"
          readOnly={isApplying || !coupon}
        />
        <button type="submit" className="button-secondary" disabled={isApplying || !coupon}>
          {t`Apply`}
        </button>
      </div>
      <p id="coupon-status" className="coupon-status" role="status">
        {refusal && !isApplying ? <span className="coupon-rejected">{refusalText(i18n, refusal, lang)} </span> : null}
        {status}
      </p>
      {!isApplying && applied && applied !== defaultCoupon && couponCode !== defaultCoupon ? (
        <button type="button" className="link-button" disabled={!coupon} onClick={() => coupon?.send({ type: 'coupon.apply', code: '' })}>
          {t`Remove code ${applied}`}
        </button>
      ) : null}
    </form>
  );
}

function CartTotals({ source, lang }: { source: CartSource; lang: Lang }) {
  const totals = useSelector(source.cart, selectTotals);
  return <OrderTotals rows={toTotalsRows(totals)} lang={lang} shippingPending="checkout" />;
}

/** A link to checkout; while anything is still changing the cart it is a disabled button instead. */
function CheckoutButton({ source, lang, paymentBusy }: { source: CartSource; lang: Lang; paymentBusy: boolean }) {
  const { t } = useLingui();
  const cartBusy = useSelector(source.cart, selectIsBusy);
  const couponBusy = useSelector(source.coupon, selectIsApplying, { absent: false });
  const stockIssues = useSelector(source.cart, selectStockIssueCount);
  if (cartBusy || couponBusy || paymentBusy || stockIssues > 0) {
    return (
      <>
        <button type="button" className="button cart-checkout" disabled aria-describedby={stockIssues > 0 ? 'cart-stock-blocked' : undefined}>
          {t`Go to checkout`}
        </button>
        {stockIssues > 0 ? (
          <p id="cart-stock-blocked" className="cart-stock-blocked">
            {t`Some items are no longer available in the quantity in your cart. Adjust them above to check out.`}
          </p>
        ) : null}
      </>
    );
  }
  return (
    <PageLink page="shop-checkout" lang={lang} className="button cart-checkout">
      {t`Go to checkout`}
    </PageLink>
  );
}

/** Announces cart changes to screen readers: busy while a change is sent, then the new total. */
function CartStatus({ source, lang }: { source: CartSource; lang: Lang }) {
  const { t } = useLingui();
  const busy = useSelector(source.cart, selectIsBusy);
  const total = useSelector(source.cart, selectGrandTotal);
  const [changed, setChanged] = useState(false);
  useEffect(() => {
    if (busy) setChanged(true);
  }, [busy]);
  let message = '';
  if (busy) message = t`Updating your cart…`;
  else if (changed && total !== null) {
    const amount = formatMoney(total, lang);
    message = t`Cart updated. Total ${amount}.`;
  }
  return (
    <p className="visually-hidden" role="status" aria-live="polite">
      {message}
    </p>
  );
}
