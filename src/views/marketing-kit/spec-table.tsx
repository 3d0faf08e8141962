// The specification table of one model (its page) or of two or three side by side (the compare page), every value
// from common/bike-models.ts, prices, surcharges and weights from the catalogue (bike-facts.ts); with several models the best value of a row is marked.
// On a phone (marketing.css, below 48rem) the compared table does not scroll sideways: each row becomes the spec's name
// over one line per model, each line labelled with the model's name (mk-cell-model, hidden on wider screens, where the
// column heads say it), so every value of every model is readable at 320 px without a hint to scroll.
import type { ReactNode } from 'react';
import { Plural, useLingui } from '@lingui/react/macro';
import type { BikeModel } from '../../../common/bike-models';
import type { Lang } from '../../locales/paths';
import { useBikeFacts, type BikeFactsView } from '../shared/bike-facts';
import { formatCents, formatFoldedSize, formatKg, formatNumber, formatPriceFrom, formatSpan, rangeSpanKm } from './format';

export type SpecRowId =
  | 'price'
  | 'weight'
  | 'batteries'
  | 'batteryOptions'
  | 'range'
  | 'folded'
  | 'foldTime'
  | 'motor'
  | 'gears'
  | 'wheels'
  | 'load'
  | 'riderHeight'
  | 'brakes'
  | 'frame'
  | 'colours';

export const ALL_SPEC_ROWS: readonly SpecRowId[] = [
  'price',
  'weight',
  'batteries',
  'folded',
  'foldTime',
  'motor',
  'gears',
  'wheels',
  'load',
  'riderHeight',
  'brakes',
  'frame',
  'colours',
];

/** What "best" means per row when models are compared; rows without a clear better value have none. */
const bestBy: Partial<Record<SpecRowId, (model: BikeModel, facts: BikeFactsView) => number>> = {
  price: (model, facts) => -(facts.priceCents(model.slug) ?? Number.POSITIVE_INFINITY),
  weight: (model, facts) => -(facts.weightKg(model.slug) ?? Number.POSITIVE_INFINITY),
  batteries: (model) => Math.max(...model.batteries.map((battery) => battery.rangeKm.max)),
  range: (model) => Math.max(...model.batteries.map((battery) => battery.rangeKm.max)),
  folded: (model) => -(model.foldedSizeCm.length * model.foldedSizeCm.width * model.foldedSizeCm.height),
  foldTime: (model) => -model.foldSeconds,
  load: (model) => model.maxRiderKg,
};

/** The slugs holding the best value of a row (ties share it); none when the row has no ranking or one model. */
export function bestOfRow(row: SpecRowId, models: readonly BikeModel[], facts: BikeFactsView): Set<string> {
  const score = bestBy[row];
  if (!score || models.length < 2) return new Set();
  const top = Math.max(...models.map((model) => score(model, facts)));
  if (!Number.isFinite(top)) return new Set();
  const best = models.filter((model) => score(model, facts) === top);
  return new Set(best.length === models.length ? [] : best.map((model) => model.slug));
}

function useSpecRows(lang: Lang, facts: BikeFactsView): Record<SpecRowId, { label: string; value: (model: BikeModel) => ReactNode }> {
  const { t } = useLingui();
  const motor = (model: BikeModel): string => {
    const power = model.motor.powerW;
    const torque = model.motor.torqueNm;
    if (model.motor.position === 'front-hub') return t`${power} W front hub motor, ${torque} Nm`;
    if (model.motor.position === 'rear-hub') return t`${power} W rear hub motor, ${torque} Nm`;
    return t`${power} W mid-drive motor, ${torque} Nm`;
  };
  const gearing = (model: BikeModel): string => {
    const gears = model.gears;
    const speeds = model.gearing.speeds ?? 0;
    if (model.gearing.kind === 'hub') return t`${gears}, ${speeds}-speed hub gear`;
    if (model.gearing.kind === 'derailleur') return t`${gears}, ${speeds}-speed derailleur`;
    return t`${gears}, stepless hub gear`;
  };
  return {
    price: {
      label: t`Price`,
      value: (model) => {
        const cents = facts.priceCents(model.slug);
        if (cents === null) return '–';
        const price = formatPriceFrom(cents, lang);
        return t`from ${price}`;
      },
    },
    weight: {
      label: t`Weight`,
      value: (model) => {
        const kg = facts.weightKg(model.slug);
        if (kg === null) return '–';
        const weight = formatKg(kg, lang);
        return t`${weight} incl. battery`;
      },
    },
    batteries: {
      label: t`Battery and range`,
      value: (model) => (
        <ul className="mk-plain-list">
          {model.batteries.map((battery) => {
            const cents = facts.batterySurchargeCents(model.slug, battery.sku);
            const surcharge = cents === null ? null : formatCents(cents, lang);
            return (
              <li key={battery.sku}>
                {battery.wh} Wh · {formatSpan(battery.rangeKm.min, battery.rangeKm.max, 'km', lang)}
                {cents === null ? null : <> · {cents === 0 ? t`included` : `+ ${surcharge}`}</>}
              </li>
            );
          })}
        </ul>
      ),
    },
    // Compact forms of the battery row for tables of many models: the capacities, and the range over all of them.
    batteryOptions: { label: t`Batteries`, value: (model) => model.batteries.map((battery) => `${battery.wh} Wh`).join(' / ') },
    range: {
      label: t`Range`,
      value: (model) => {
        const span = rangeSpanKm(model);
        return formatSpan(span.min, span.max, 'km', lang);
      },
    },
    folded: { label: t`Folded size`, value: (model) => formatFoldedSize(model, lang) },
    foldTime: { label: t`Folding time`, value: (model) => <Plural value={model.foldSeconds} one="# second" other="# seconds" /> },
    motor: {
      label: t`Motor`,
      value: (model) => (
        <>
          {motor(model)}
          <br />
          {model.motor.sensor === 'torque' ? t`torque sensor` : t`cadence sensor`}
        </>
      ),
    },
    gears: { label: t`Gears`, value: gearing },
    wheels: {
      label: t`Wheels and tyres`,
      value: (model) => {
        const wheel = model.wheelSizeInch;
        const tyre = formatNumber(model.tyreWidthInch, lang, 2);
        return t`${wheel}-inch wheels, ${tyre}-inch tyres`;
      },
    },
    load: {
      label: t`Max. load`,
      value: (model) => {
        const rider = model.maxRiderKg;
        const total = model.maxTotalKg;
        return t`Rider up to ${rider} kg, ${total} kg in total`;
      },
    },
    riderHeight: { label: t`Rider height`, value: (model) => formatSpan(model.riderHeightCm.min, model.riderHeightCm.max, 'cm', lang) },
    brakes: { label: t`Brakes`, value: (model) => model.brakes[lang] },
    frame: { label: t`Frame`, value: (model) => model.frame[lang] },
    colours: {
      label: t`Colours`,
      value: (model) => (
        <ul className="mk-swatches">
          {model.colours.map((colour) => (
            <li key={colour.code}>
              <span className="mk-swatch" style={{ background: colour.hex }} aria-hidden="true" />
              {colour.name[lang]}
            </li>
          ))}
        </ul>
      ),
    },
  };
}

interface SpecTableProps {
  models: readonly BikeModel[];
  lang: Lang;
  caption: string;
  rows?: readonly SpecRowId[];
  /** A last row under each model (the compare page's next steps), so they line up with its column. */
  footer?: (model: BikeModel) => ReactNode;
}

export function SpecTable({ models, lang, caption, rows = ALL_SPEC_ROWS, footer }: SpecTableProps) {
  const { t } = useLingui();
  const facts = useBikeFacts();
  const specRows = useSpecRows(lang, facts);
  const compared = models.length > 1;
  return (
    <div className="mk-table-wrap" tabIndex={compared ? 0 : undefined} role={compared ? 'region' : undefined} aria-label={compared ? caption : undefined}>
      <table className={compared ? 'mk-spec-table mk-spec-compare' : 'mk-spec-table'}>
        <caption className="visually-hidden">{caption}</caption>
        {compared && (
          <thead>
            <tr>
              <td />
              {models.map((model) => (
                <th key={model.slug} scope="col">
                  {model.name}
                </th>
              ))}
            </tr>
          </thead>
        )}
        <tbody>
          {rows.map((row) => {
            const best = bestOfRow(row, models, facts);
            return (
              <tr key={row}>
                <th scope="row">{specRows[row].label}</th>
                {models.map((model) => (
                  <td key={model.slug} className={best.has(model.slug) ? 'mk-best' : undefined}>
                    {compared && (
                      <span className="mk-cell-model" aria-hidden="true">
                        {model.name}
                      </span>
                    )}
                    <div className="mk-cell-value">
                      {specRows[row].value(model)}
                      {best.has(model.slug) && <span className="mk-best-tag">{t`best`}</span>}
                    </div>
                  </td>
                ))}
              </tr>
            );
          })}
        </tbody>
        {footer && (
          <tfoot>
            <tr>
              <td />
              {models.map((model) => (
                <td key={model.slug}>
                  {compared && (
                    <span className="mk-cell-model" aria-hidden="true">
                      {model.name}
                    </span>
                  )}
                  <div className="mk-cell-value">{footer(model)}</div>
                </td>
              ))}
            </tr>
          </tfoot>
        )}
      </table>
    </div>
  );
}
