// The configured bike in figures: total price incl. VAT, ride weight, range and battery, the chosen parts with their
// prices, the number of bikes and "Add to cart" (enabled as the machine says, with the reason when it is not),
// then the way on: to the cart or back to configuring. A compact bar keeps the total in view on a phone.
// The total follows every choice in the frame of the click (LivePrice); the figures and the lines subscribe to their
// own slices of the machine's state, so a choice re-renders only what it changed (a line that stayed the same keeps
// its rendering), after its frame (useSelectorAfterPaint): the click's frame shows the control, the price and the picture.
import { memo, useEffect, useRef, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { useSelector } from '../shared/use-selector';
import { MAX_BIKE_QTY } from '../../machines/configurator/configurator.facts';
import {
  selectCanAddBikes,
  selectFigures,
  selectFixedOptionIds,
  selectHasSummary,
  selectMissingOptionTitles,
  selectHasSoldOutChoice,
  selectProduct,
  selectSharedLines,
} from '../../machines/configurator/configurator.selectors';
import type { SummaryLine as Line } from '../../machines/configurator/configurator.pricing';
import type { Lang } from '../../locales/paths';
import { PageLink } from '../shared/page-link';
import { formatCents, formatKg, formatRangeKm, partLabel } from './configurator-format';
import { joinList } from './configurator-text';
import type { ConfiguratorActor } from './configurator-types';
import { CouponNote } from './coupon-note';
import { LivePrice } from './live-price';
import { SaveBuild } from './save-build';
import { useSelectorAfterPaint } from './use-selector-after-paint';

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
  const hasSummary = useSelector(actor, selectHasSummary);
  const missingTitles = useSelectorAfterPaint(actor, selectMissingOptionTitles);
  const [qty, setQty] = useState(1);
  const canAdd = useSelectorAfterPaint(actor, selectCanAddBikes(qty));
  const soldOutChoice = useSelectorAfterPaint(actor, selectHasSoldOutChoice);
  const addButton = useRef<HTMLButtonElement>(null);
  const addedTitle = useRef<HTMLParagraphElement>(null);
  const product = useSelector(actor, selectProduct);
  useEffect(() => {
    if (addState === 'added') addedTitle.current?.focus();
  }, [addState]);
  if (!hasSummary) return null;
  const missing = joinList(missingTitles, lang);
  const isAdding = addState === 'adding';
  return (
    <section className="cfg-summary" id="cfg-summary" aria-labelledby="cfg-summary-title">
      <h2 id="cfg-summary-title">{t`Your bike`}</h2>
      <p className="cfg-total">
        <span className="cfg-total-label">{t`Total incl. VAT`}</span>
        <LivePrice actor={actor} lang={lang} className="cfg-total-price" testId="cfg-total" />
      </p>
      <CouponNote actor={actor} lang={lang} />
      <Figures actor={actor} lang={lang} />
      <Lines actor={actor} lang={lang} />
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
            aria-describedby={!canAdd && (missing || soldOutChoice) ? 'cfg-add-reason' : undefined}
            onClick={() => actor.send({ type: 'cart.add', qty })}
          >
            {isAdding ? t`Adding…` : isReplacing ? t`Update bike in cart` : t`Add to cart`}
          </button>
          {!canAdd && missing ? (
            <p className="cfg-add-reason" id="cfg-add-reason">
              {t`Choose ${missing} first.`}
            </p>
          ) : !canAdd && soldOutChoice ? (
            <p className="cfg-add-reason" id="cfg-add-reason">
              {t`A part you chose is sold out: choose another one first.`}
            </p>
          ) : null}
          {addState === 'failed' ? (
            <p className="cfg-add-reason" role="alert">
              {t`The bike could not be added to your cart. Please try again.`}
            </p>
          ) : null}
        </div>
      )}
      {product ? <SaveBuild actor={actor} lang={lang} sku={product.sku} /> : null}
      <p className="cfg-vat-note">{t`All prices include VAT.`}</p>
      <div className="cfg-bar" aria-hidden="true">
        <LivePrice actor={actor} lang={lang} className="cfg-bar-price" />
        <a href="#cfg-summary" className="cfg-bar-link" tabIndex={-1}>
          {t`Your bike`}
        </a>
      </div>
    </section>
  );
}

function Figures({ actor, lang }: { actor: ConfiguratorActor; lang: Lang }) {
  const { t } = useLingui();
  const figures = useSelectorAfterPaint(actor, selectFigures);
  if (!figures) return null;
  return (
    <dl className="cfg-figures">
      {figures.weightKg !== null ? (
        <div>
          <dt>{t`Weight, ready to ride`}</dt>
          <dd>{formatKg(figures.weightKg, lang)}</dd>
        </div>
      ) : null}
      {figures.rangeKm !== null ? (
        <div>
          <dt>{t`Range (estimate)`}</dt>
          <dd>{formatRangeKm(figures.rangeKm, lang)}</dd>
        </div>
      ) : null}
      {figures.batteryWh !== null ? (
        <div>
          <dt>{t`Battery`}</dt>
          <dd>{figures.batteryWh} Wh</dd>
        </div>
      ) : null}
    </dl>
  );
}

function Lines({ actor, lang }: { actor: ConfiguratorActor; lang: Lang }) {
  const { t } = useLingui();
  const lines = useSelectorAfterPaint(actor, selectSharedLines);
  const fixedOptionIds = useSelectorAfterPaint(actor, selectFixedOptionIds);
  return (
    <ul className="cfg-lines" aria-label={t`Your choices`}>
      {lines
        .filter((line) => !fixedOptionIds.includes(line.optionId))
        .map((line) => (
          <SummaryLine key={`${line.optionId}:${line.selectionId}`} line={line} lang={lang} />
        ))}
    </ul>
  );
}

/** One chosen part and its price; the line object stays the same while the part, quantity and price do. */
const SummaryLine = memo(function SummaryLine({ line, lang }: { line: Line; lang: Lang }) {
  const { t } = useLingui();
  return (
    <li>
      <span className="cfg-line-name">
        {line.qty > 1 ? `${line.qty} × ` : ''}
        {partLabel(line, lang)}
      </span>
      <span className="cfg-line-price">{line.priceCents > 0 ? formatCents(line.priceCents, lang) : t`included`}</span>
    </li>
  );
});

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
