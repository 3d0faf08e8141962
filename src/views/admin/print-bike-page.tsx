// admin/print-bike?order=<id>&item=<item id>&bike=<n> (blank layout): the workshop sheet of one configured bike of an order,
// printed on A4 and filled in by hand: model and options, an empty frame-number field, the assembly checklist and
// two signatures. print-sheet.css gives it one A4 page and hides everything that is not the sheet.
import { useEffect } from 'react';
import { useLingui } from '@lingui/react/macro';
import { useRouterState } from '@tanstack/react-router';
import { useSelector } from '../shared/use-selector';
import type { AdminApi } from '../../lib/api/admin-api';
import { printPage } from '../../lib/browser';
import type { PrintSheet } from '../../machines/admin-common/admin.types';
import { selectData, selectListFailure } from '../../machines/admin-list/admin-list.selectors';
import { useCurrentPage } from '../shared/page-context';
import { Logo } from '../shared/logo';
import { PageLink } from '../shared/page-link';
import { formatOrderDate } from '../order/order-labels';
import { AdminFailure, AdminLoading } from './admin-ui';
import { useAdminList } from './use-admin-list';
import './print-sheet.css';

// The H1 and description of the area's pages, which a page's head reads from its view (routes/page-components.ts
// pageHead).
export { heads } from './admin.meta';

interface SheetQuery {
  orderId: number;
  itemId: number;
  /** Which bike of the line (1-based): every bike gets its own numbered sheet. */
  bike: number;
}

/** ?order= and ?item= as positive ids (null when either is missing or unreadable); ?bike= defaults to 1. */
export function readSheetQuery(searchStr: string): SheetQuery | null {
  const search = new URLSearchParams(searchStr);
  const orderId = Number(search.get('order'));
  const itemId = Number(search.get('item'));
  const bike = Number(search.get('bike') ?? 1);
  const valid = (value: number) => Number.isInteger(value) && value > 0 && value < 1e10;
  return valid(orderId) && valid(itemId) ? { orderId, itemId, bike: valid(bike) && bike < 1000 ? bike : 1 } : null;
}

const loadSheet = (api: AdminApi, query: SheetQuery, signal: AbortSignal) => api.printSheet(query.orderId, query.itemId, signal);

export function AdminPrintBikePage() {
  const { t } = useLingui();
  const { lang } = useCurrentPage();
  const query = useRouterState({ select: (state) => readSheetQuery(state.location.searchStr) });
  if (!query) {
    return (
      <div className="print-screen-note">
        <p>{t`This page needs an order and an order line. Open it from the order's page.`}</p>
        <PageLink page="admin-orders" lang={lang}>
          {t`To the orders`}
        </PageLink>
      </div>
    );
  }
  return <Sheet key={`${query.orderId}-${query.itemId}-${query.bike}`} query={query} />;
}

function Sheet({ query }: { query: SheetQuery }) {
  const { t } = useLingui();
  const { lang } = useCurrentPage();
  const sheetList = useAdminList<SheetQuery, PrintSheet>({ lang, load: loadSheet, query });
  const sheet = useSelector(sheetList, selectData<PrintSheet>);
  const failure = useSelector(sheetList, selectListFailure);
  const checklist = [
    t`Frame, fork and folding hinge checked for damage`,
    t`Folding mechanism and hinge locks adjusted and secured`,
    t`Handlebar, stem, seat post and pedals tightened to torque`,
    t`Brakes adjusted and tested`,
    t`Gears adjusted`,
    t`Tyres inflated to the stated pressure`,
    t`Lights front and rear working`,
    t`Battery charged; motor and display tested`,
    t`Chosen options and accessories fitted as ordered`,
    t`Test ride done`,
    t`Frame number recorded on this sheet and in the order`,
    t`Manual, charger and keys packed`,
  ];
  // The document title names the bike and the order: it is the suggested file name of "Save as PDF" and the PDF's title.
  const bikeOf = sheet && sheet.qty > 1 ? `${Math.min(query.bike, sheet.qty)}/${sheet.qty}` : null;
  const title = sheet ? `${sheet.model} · ${sheet.orderNumber}${bikeOf ? ` · ${bikeOf}` : ''}` : null;
  useEffect(() => {
    if (title) document.title = title;
  }, [title]);
  // Loading or failed, the page still has its heading (the loaded sheet's is the bike's model).
  if (failure || !sheet)
    return (
      <>
        <h1 className="visually-hidden">{t`Workshop sheet`}</h1>
        {failure ? (
          <AdminFailure failure={failure} title={t`The workshop sheet could not be loaded.`} onRetry={() => sheetList.send({ type: 'list.retry' })} />
        ) : (
          <AdminLoading />
        )}
      </>
    );
  const orderNumber = sheet.orderNumber;
  const date = sheet.date ? formatOrderDate(sheet.date, lang) : null;
  return (
    <>
      <div className="print-toolbar">
        <button type="button" className="admin-button" onClick={printPage}>
          {t`Print`}
        </button>
        <PageLink page="admin-order-view" lang={lang} params={{ id: String(query.orderId) }}>
          {t`Back to order ${orderNumber}`}
        </PageLink>
      </div>
      <article className="print-sheet" aria-labelledby="sheet-title">
        <header className="print-sheet-head">
          <div className="print-sheet-brand">
            <Logo />
            <span>{t`Workshop sheet`}</span>
          </div>
          <dl className="print-sheet-order">
            <div>
              <dt>{t`Order`}</dt>
              <dd>{sheet.orderNumber}</dd>
            </div>
            {date ? (
              <div>
                <dt>{t`Order date`}</dt>
                <dd>{date}</dd>
              </div>
            ) : null}
            <div>
              <dt>{t`Customer`}</dt>
              <dd>{sheet.customerName}</dd>
            </div>
            {bikeOf ? (
              <div>
                <dt>{t`Bike`}</dt>
                <dd className="print-sheet-bike-of">{bikeOf}</dd>
              </div>
            ) : null}
          </dl>
        </header>
        <h1 id="sheet-title" className="print-sheet-model">
          {sheet.model}
          {sheet.sku ? <span className="print-sheet-sku">{sheet.sku}</span> : null}
        </h1>
        <section className="print-sheet-section">
          <h2>{t`Configuration`}</h2>
          {sheet.options.length === 0 ? (
            <p>{t`Standard configuration`}</p>
          ) : (
            <table className="print-sheet-options">
              <tbody>
                {sheet.options.map((option, index) => (
                  <tr key={`${option.label}-${index}`}>
                    <th scope="row">{option.label || t`Option`}</th>
                    <td>{option.value}</td>
                    <td className="print-box" aria-label={t`checked`} />
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </section>
        <section className="print-sheet-section print-sheet-frame">
          <h2>{t`Frame number`}</h2>
          {/* An empty box to write in: as an image it may carry a name (a plain div may not). */}
          <div className="print-write-line" role="img" aria-label={t`Write the frame number here`} />
        </section>
        <section className="print-sheet-section">
          <h2>{t`Checklist`}</h2>
          <ul className="print-checklist">
            {checklist.map((item) => (
              <li key={item}>
                <span className="print-box" aria-hidden="true" />
                {item}
              </li>
            ))}
          </ul>
        </section>
        <section className="print-sheet-section">
          <h2>{t`Notes`}</h2>
          <div className="print-notes" />
        </section>
        <footer className="print-signatures">
          <div>
            <p>{t`Assembled by (name, date)`}</p>
            <div className="print-write-line" />
            <p>{t`Signature`}</p>
            <div className="print-write-line" />
          </div>
          <div>
            <p>{t`Checked by (name, date)`}</p>
            <div className="print-write-line" />
            <p>{t`Signature`}</p>
            <div className="print-write-line" />
          </div>
        </footer>
      </article>
    </>
  );
}
