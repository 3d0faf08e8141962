// The range estimator: four inputs, one estimate with its band. The server renders it with everyday defaults, so
// the figure is there before JavaScript; the inputs respond once the page is hydrated.
import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { BATTERIES, BIKE_MODELS, type BikeBattery } from '../../../../common/bike-models';
import { ASSIST_LEVELS, estimateRange, RIDER_KG, TERRAINS, type AssistLevel, type Terrain } from './range-estimator';

const batteries: readonly BikeBattery[] = Object.values(BATTERIES);

/** Which models offer a battery, by short name (the facts' names without the brand). */
function modelsWith(battery: BikeBattery): string {
  return BIKE_MODELS.filter((model) => model.batteries.some((option) => option.sku === battery.sku))
    .map((model) => model.name.replace(/^FOLT /, ''))
    .join(', ');
}

export function RangeEstimatorForm() {
  const { t } = useLingui();
  // A fixed id, not useId: a marketing page hydrates without the router (decision record 043), in a tree whose shape
  // differs from the server's, and useId's values follow the tree's shape.
  const id = 'range-estimator';
  const [sku, setSku] = useState<string>(BATTERIES.wh360.sku);
  const [assist, setAssist] = useState<AssistLevel>('medium');
  const [terrain, setTerrain] = useState<Terrain>('flat');
  const [riderKg, setRiderKg] = useState(80);
  const battery = batteries.find((option) => option.sku === sku) ?? BATTERIES.wh360;
  const { km, lowKm, highKm } = estimateRange({ battery, assist, terrain, riderKg });
  const assistLabel: Record<AssistLevel, string> = { low: t`Low`, medium: t`Medium`, high: t`High` };
  const terrainLabel: Record<Terrain, string> = { flat: t`Flat`, rolling: t`Rolling`, hilly: t`Hilly` };
  const { min, max } = battery.rangeKm;

  return (
    <div className="mk-panel mk-split mk-estimator">
      <form onSubmit={(event) => event.preventDefault()} aria-label={t`Range estimator`}>
        <div className="mk-field">
          <label htmlFor={`${id}-battery`}>{t`Battery`}</label>
          <select id={`${id}-battery`} value={sku} onChange={(event) => setSku(event.target.value)}>
            {batteries.map((option) => {
              const wh = option.wh;
              const models = modelsWith(option);
              return (
                <option key={option.sku} value={option.sku}>
                  {t`${wh} Wh (${models})`}
                </option>
              );
            })}
          </select>
        </div>
        <fieldset className="mk-field">
          <legend>{t`Assist level`}</legend>
          <div className="mk-options">
            {ASSIST_LEVELS.map((level) => (
              <label key={level} className="mk-option">
                <input type="radio" name={`${id}-assist`} value={level} checked={assist === level} onChange={() => setAssist(level)} />
                <span>{assistLabel[level]}</span>
              </label>
            ))}
          </div>
        </fieldset>
        <fieldset className="mk-field">
          <legend>{t`Terrain`}</legend>
          <div className="mk-options">
            {TERRAINS.map((option) => (
              <label key={option} className="mk-option">
                <input type="radio" name={`${id}-terrain`} value={option} checked={terrain === option} onChange={() => setTerrain(option)} />
                <span>{terrainLabel[option]}</span>
              </label>
            ))}
          </div>
        </fieldset>
        <div className="mk-field">
          <label htmlFor={`${id}-rider`}>{t`Rider and luggage: ${riderKg} kg`}</label>
          <input
            id={`${id}-rider`}
            type="range"
            min={RIDER_KG.min}
            max={RIDER_KG.max}
            step={RIDER_KG.step}
            value={riderKg}
            onChange={(event) => setRiderKg(Number(event.target.value))}
          />
        </div>
      </form>
      <div className="mk-result" aria-live="polite">
        <p>{t`Estimated range`}</p>
        <p className="mk-result-value">{t`about ${km} km`}</p>
        <p>{t`Expect between ${lowKm} and ${highKm} km, depending on wind, temperature and tyre pressure.`}</p>
        <p className="mk-note">
          {t`Based on our test rides with this battery: ${max} km at low assistance on flat roads with a light rider, ${min} km at high assistance in the hills with a heavy load.`}
        </p>
      </div>
    </div>
  );
}
