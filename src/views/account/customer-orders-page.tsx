// customer-orders: the logged-in customer's orders (number, date, status, total) page by page, and one order's
// details beside them (lines with every bike on its own, totals, billing address, payment, our messages). Page and
// open order live in the URL (?page=, ?order=<order token>); the customer-orders machine loads both.
import { useEffect, useMemo, useRef } from 'react';
import { useLingui } from '@lingui/react/macro';
import { useRouterState } from '@tanstack/react-router';
import { useInspectedActorRef } from '../../lib/inspect/use-inspected-actor-ref';
import { useSelector } from '../shared/use-selector';
import type { ActorRefFrom } from 'xstate';
import { createCustomerApi } from '../../lib/api/account-api';
import type { Lang } from '../../locales/paths';
import { provideCustomerOrdersMachine } from '../../machines/customer-orders/customer-orders.live';
import {
  selectDetail,
  selectDetailFailure,
  selectDetailLoading,
  selectListFailure,
  selectListLoading,
  selectOpenNumber,
  selectOpenToken,
  selectOrders,
} from '../../machines/customer-orders/customer-orders.selectors';
import { useCurrentPage } from '../shared/page-context';
import { formatMoney } from '../shared/money';
import { formatOrderDate, paymentMethodLabel } from '../order/order-labels';
import { useGoToLogin, useSession, withSearch } from './account-runtime';
import { failureText } from './account-text';
import { HrefLink } from './href-link';
import { AccountNav } from './account-nav';
import { AddressBlock, OrderHistory, OrderLines, OrderTotalsList, StatusBadge } from './order-details';
import { Pager } from './pager';
import './account.css';

// The H1 and description of the area's pages, which a page's head reads from its view (routes/page-components.ts
// pageHead).
export { heads } from './account.meta';

type OrdersActor = ActorRefFrom<ReturnType<typeof provideCustomerOrdersMachine>>;

/** ?page= and ?order= of the URL; anything unreadable is page 1 and no open order. */
export function readOrdersSearch(searchStr: string): { page: number; orderToken: string | null } {
  const search = new URLSearchParams(searchStr);
  const page = Number(search.get('page'));
  const order = search.get('order');
  return { page: Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1, orderToken: order && /^[A-Za-z0-9_.~-]{1,512}$/.test(order) ? order : null };
}

/**
 * The orders in the page's language: a language switch starts the page's actor afresh (key), which reads the list and
 * the open order again in that store view, with their lines' names in that language (server/api/store-names.ts).
 */
export function CustomerOrdersPage() {
  const { lang } = useCurrentPage();
  return <CustomerOrders key={lang} lang={lang} />;
}

function CustomerOrders({ lang }: { lang: Lang }) {
  const { t } = useLingui();
  const session = useSession();
  const searchStr = useRouterState({ select: (state) => state.location.searchStr });
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const { page, orderToken } = readOrdersSearch(searchStr);
  const goToLogin = useGoToLogin('customer', lang);
  const customerName = session.customer?.name;
  const machine = useMemo(() => provideCustomerOrdersMachine({ api: createCustomerApi(() => lang), goToLogin }), [goToLogin, lang]);
  const orders: OrdersActor = useInspectedActorRef(machine, { input: { page, orderToken } });
  useEffect(() => orders.send({ type: 'url.change', page, orderToken }), [orders, page, orderToken]);

  return (
    <section className="account-page orders-page" aria-labelledby="orders-title">
      <header className="account-header">
        <div>
          <h1 id="orders-title">{t`My orders`}</h1>
          {customerName ? <p className="account-muted">{t`Logged in as ${customerName}`}</p> : null}
        </div>
        <AccountNav current="customer-orders" lang={lang} everywhere />
      </header>
      <div className={orderToken ? 'orders-layout has-detail' : 'orders-layout'}>
        <OrderList orders={orders} lang={lang} pathname={pathname} page={page} />
        {orderToken ? <OrderDetail orders={orders} lang={lang} closeHref={withSearch(pathname, { page: page > 1 ? page : null })} /> : null}
      </div>
    </section>
  );
}

function OrderList({ orders, lang, pathname, page }: { orders: OrdersActor; lang: Lang; pathname: string; page: number }) {
  const { t, i18n } = useLingui();
  const list = useSelector(orders, selectOrders);
  const loading = useSelector(orders, selectListLoading);
  const failure = useSelector(orders, selectListFailure);
  const open = useSelector(orders, selectOpenToken);
  // Order tokens are sealed anew with every answer, so the open order is recognised by its number once it is loaded.
  const openNumber = useSelector(orders, selectOpenNumber);

  if (failure) {
    return (
      <div className="account-alert" role="alert">
        <p>{t`Your orders could not be loaded.`}</p>
        <p className="account-alert-detail">{failureText(i18n, failure)}</p>
        <button type="button" className="button-secondary" onClick={() => orders.send({ type: 'list.retry' })}>
          {t`Try again`}
        </button>
      </div>
    );
  }
  if (!list) {
    return (
      <p className="account-loading" role="status">
        <span className="account-spinner" aria-hidden="true" />
        {t`Loading your orders…`}
      </p>
    );
  }
  if (list.items.length === 0 && page === 1) {
    return (
      <div className="account-empty">
        <p>{t`You have no orders yet.`}</p>
      </div>
    );
  }
  const pages = Math.max(1, Math.ceil(list.total / list.pageSize));
  return (
    <div className="orders-list" aria-busy={loading}>
      <ul className="order-cards">
        {list.items.map((order) => {
          const isOpen = open === order.orderToken || (openNumber !== null && openNumber === order.number);
          const { number } = order;
          return (
            <li key={order.orderToken || order.number} className={isOpen ? 'order-card is-open' : 'order-card'}>
              <div className="order-card-head">
                <p className="order-card-number">{t`Order ${number}`}</p>
                <StatusBadge status={order.status} />
              </div>
              <p className="order-card-meta">
                {order.date ? <time dateTime={order.date}>{formatOrderDate(order.date, lang)}</time> : null}
                {order.total !== null ? <span className="order-card-total">{formatMoney(order.total, lang)}</span> : null}
              </p>
              {order.orderToken ? (
                <HrefLink
                  href={withSearch(pathname, { page: page > 1 ? page : null, order: order.orderToken })}
                  className="order-card-link"
                  aria-current={isOpen ? 'true' : undefined}
                >
                  {isOpen ? t`Details shown` : t`View details`}
                  <span className="visually-hidden"> {t`of order ${number}`}</span>
                </HrefLink>
              ) : null}
            </li>
          );
        })}
      </ul>
      <Pager page={page} pages={pages} hrefOf={(target) => withSearch(pathname, { page: target > 1 ? target : null })} />
      <p className="visually-hidden" aria-live="polite">
        {loading ? t`Loading your orders…` : ''}
      </p>
    </div>
  );
}

function OrderDetail({ orders, lang, closeHref }: { orders: OrdersActor; lang: Lang; closeHref: string }) {
  const { t, i18n } = useLingui();
  const detail = useSelector(orders, selectDetail);
  const loading = useSelector(orders, selectDetailLoading);
  const failure = useSelector(orders, selectDetailFailure);
  const heading = useRef<HTMLHeadingElement>(null);
  const number = detail?.number;
  // The details appear below the list on a phone: move the focus (and the view) there once they are in.
  useEffect(() => {
    if (detail) heading.current?.focus();
  }, [detail]);

  return (
    <aside className="order-detail" aria-labelledby="order-detail-title" aria-busy={loading}>
      <div className="order-detail-head">
        <h2 id="order-detail-title" tabIndex={-1} ref={heading}>
          {number ? t`Order ${number}` : t`Order details`}
        </h2>
        <HrefLink href={closeHref} className="order-detail-close">
          {t`Close`}
        </HrefLink>
      </div>
      {loading ? (
        <p className="account-loading" role="status">
          <span className="account-spinner" aria-hidden="true" />
          {t`Loading the order…`}
        </p>
      ) : null}
      {failure ? (
        <div className="account-alert" role="alert">
          <p>{failure.kind === 'not-found' ? t`This order could not be found in your account.` : failureText(i18n, failure)}</p>
          {failure.kind !== 'not-found' ? (
            <button type="button" className="button-secondary" onClick={() => orders.send({ type: 'detail.retry' })}>
              {t`Try again`}
            </button>
          ) : null}
        </div>
      ) : null}
      {detail ? (
        <>
          <p className="order-detail-meta">
            {detail.date ? <time dateTime={detail.date}>{formatOrderDate(detail.date, lang)}</time> : null}
            <StatusBadge status={detail.status} />
          </p>
          <h3>{t`Items`}</h3>
          <OrderLines lines={detail.lines} lang={lang} />
          <OrderTotalsList totals={detail.totals} lang={lang} />
          <div className="order-detail-grid">
            {detail.billingAddress ? (
              <div>
                <h3>{t`Billing address`}</h3>
                <AddressBlock address={detail.billingAddress} />
              </div>
            ) : null}
            {detail.paymentMethod ? (
              <div>
                <h3>{t`Payment method`}</h3>
                <p>{paymentMethodLabel(i18n, detail.paymentMethod.code, detail.paymentMethod.title)}</p>
              </div>
            ) : null}
          </div>
          <h3>{t`Messages about your order`}</h3>
          <OrderHistory history={detail.comments} lang={lang} />
        </>
      ) : null}
    </aside>
  );
}
