// The configured bike in figures: total price incl. VAT, ride weight, range and battery, the chosen parts with their
// prices, the number of bikes and "Add to cart" (enabled as the machine says, with the reason when it is not),
// then the way on: to the cart or back to configuring. A compact bar keeps the total in view on a phone.
import { useEffect, useRef, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { MAX_BIKE_QTY } from '../../machines/configurator/configurator.facts';
import { selectOptions, selectSummary } from '../../machines/configurator/configurator.selectors';
import type { Lang } from '../../locales/paths';
import { PageLink } from '../shared/page-link';
import { formatCents, formatKg, formatRangeKm, missingOptionTitles, optionControl, partLabel } from './configurator-format';
import { joinList } from './configurator-text';
import type { ConfiguratorActor } from './configurator-types';

export type AddState = 'idle' | 'adding' | 'added' | 'failed';

interface SummaryProps {
  actor: ConfiguratorActor;
  lang: Lang;
  isReplacing: boolean;
  addState: AddState;
  onAddStateChange: (state: AddState) => void;
}

export function ConfiguratorSummary({ actor, lang, isReplacing, addState, onAddStateChange }: SummaryProps) {
  const { t } = useLingui();
  const summary = useSelector(actor, selectSummary);
  const options = useSelector(actor, selectOptions);
  const [qty, setQty] = useState(1);
  const canAdd = useSelector(actor, (snapshot) => snapshot.can({ type: 'cart.add', qty }));
  const addButton = useRef<HTMLButtonElement>(null);
  const addedTitle = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (addState === 'added') addedTitle.current?.focus();
  }, [addState]);
  if (!summary) return null;
  const missing = joinList(missingOptionTitles(options), lang);
  const fixedOptions = new Set(options.filter((option) => optionControl(option) === 'fixed').map((option) => option.id));
  const partName = new Map(options.flatMap((option) => option.selections.map((part) => [`${option.id}:${part.id}`, partLabel(part, lang)] as const)));
  const lines = summary.lines.filter((line) => !fixedOptions.has(line.optionId));
  const total = formatCents(summary.totalCents, lang);
  const isAdding = addState === 'adding';
  return (
    <section className="cfg-summary" id="cfg-summary" aria-labelledby="cfg-summary-title">
      <h2 id="cfg-summary-title">{t`Your bike`}</h2>
      <p className="cfg-total">
        <span className="cfg-total-label">{t`Total incl. VAT`}</span>
        <span className="cfg-total-price" data-testid="cfg-total">
          {total}
        </span>
      </p>
      <dl className="cfg-figures">
        {summary.weightKg !== null ? (
          <div>
            <dt>{t`Weight, ready to ride`}</dt>
            <dd>{formatKg(summary.weightKg, lang)}</dd>
          </div>
        ) : null}
        {summary.rangeKm !== null ? (
          <div>
            <dt>{t`Range (estimate)`}</dt>
            <dd>{formatRangeKm(summary.rangeKm, lang)}</dd>
          </div>
        ) : null}
        {summary.batteryWh !== null ? (
          <div>
            <dt>{t`Battery`}</dt>
            <dd>{summary.batteryWh} Wh</dd>
          </div>
        ) : null}
      </dl>
      <ul className="cfg-lines" aria-label={t`Your choices`}>
        {lines.map((line) => (
          <li key={`${line.optionId}:${line.selectionId}`}>
            <span className="cfg-line-name">
              {line.qty > 1 ? `${line.qty} × ` : ''}
              {partName.get(`${line.optionId}:${line.selectionId}`) ?? line.name ?? line.sku}
            </span>
            <span className="cfg-line-price">{line.priceCents > 0 ? formatCents(line.priceCents, lang) : t`included`}</span>
          </li>
        ))}
      </ul>
      <p className="cfg-range-note">{t`Range depends on assistance level, terrain, wind, tyre pressure and rider weight.`}</p>
      {addState === 'added' ? (
        <div className="cfg-added" role="status">
          <p className="cfg-added-title" ref={addedTitle} tabIndex={-1}>
            {isReplacing ? t`Your bike has been changed in your cart.` : t`Your bike is in your cart.`}
          </p>
          <div className="cfg-added-actions">
            <PageLink page="shop-cart" lang={lang} className="cfg-button">
              {t`Go to cart`}
            </PageLink>
            <button
              type="button"
              className="cfg-button-secondary"
              onClick={() => {
                onAddStateChange('idle');
                requestAnimationFrame(() => addButton.current?.focus());
              }}
            >
              {t`Keep configuring`}
            </button>
          </div>
        </div>
      ) : (
        <div className="cfg-add">
          <BikeQuantity qty={qty} onChange={setQty} />
          <button
            ref={addButton}
            type="button"
            className="cfg-button cfg-add-button"
            disabled={!canAdd || isAdding}
            aria-describedby={!canAdd && missing ? 'cfg-add-reason' : undefined}
            onClick={() => actor.send({ type: 'cart.add', qty })}
          >
            {isAdding ? t`Adding…` : isReplacing ? t`Update bike in cart` : t`Add to cart`}
          </button>
          {!canAdd && missing ? (
            <p className="cfg-add-reason" id="cfg-add-reason">
              {t`Choose ${missing} first.`}
            </p>
          ) : null}
          {addState === 'failed' ? (
            <p className="cfg-add-reason" role="alert">
              {t`The bike could not be added to your cart. Please try again.`}
            </p>
          ) : null}
        </div>
      )}
      <p className="cfg-vat-note">{t`All prices include VAT.`}</p>
      <div className="cfg-bar" aria-hidden="true">
        <span className="cfg-bar-price">{total}</span>
        <a href="#cfg-summary" className="cfg-bar-link" tabIndex={-1}>
          {t`Your bike`}
        </a>
      </div>
    </section>
  );
}

function BikeQuantity({ qty, onChange }: { qty: number; onChange: (qty: number) => void }) {
  const { t } = useLingui();
  const set = (next: number) => onChange(Math.min(MAX_BIKE_QTY, Math.max(1, next)));
  return (
    <div className="cfg-qty">
      <label htmlFor="cfg-bike-qty">{t`Number of bikes`}</label>
      <button type="button" className="cfg-qty-button" disabled={qty <= 1} onClick={() => set(qty - 1)} aria-label={t`One bike fewer`}>
        −
      </button>
      <input
        id="cfg-bike-qty"
        type="number"
        inputMode="numeric"
        min={1}
        max={MAX_BIKE_QTY}
        value={qty}
        onChange={(event) => {
          const next = Number(event.target.value);
          if (Number.isInteger(next)) set(next);
        }}
      />
      <button type="button" className="cfg-qty-button" disabled={qty >= MAX_BIKE_QTY} onClick={() => set(qty + 1)} aria-label={t`One bike more`}>
        +
      </button>
    </div>
  );
}
