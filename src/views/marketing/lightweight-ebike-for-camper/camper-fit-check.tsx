// "Will it fit?": the visitor enters the inside measurements of a garage or locker and sees, per model, whether one
// or two folded bikes fit (camper-fit.ts). Rendered by the server with a typical locker, live after hydration.
import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { BikeModel } from '../../../../common/bike-models';
import type { Lang } from '../../../locales/paths';
import { formatFoldedSize } from '../../marketing-kit/format';
import { PageLink } from '../../shared/page-link';
import { foldedBikesThatFit, SPACE_LIMITS, type SpaceCm } from './camper-fit';

export function CamperFitCheck({ models, lang }: { models: readonly BikeModel[]; lang: Lang }) {
  const { t } = useLingui();
  // A fixed id, not useId: a marketing page hydrates without the router (decision record 043), in a tree whose shape
  // differs from the server's, and useId's values follow the tree's shape.
  const id = 'camper-fit-check';
  const [space, setSpace] = useState<SpaceCm>({ length: 100, depth: 70, height: 75 });
  const fields: Array<{ key: keyof SpaceCm; label: string }> = [
    { key: 'length', label: t`Length (cm)` },
    { key: 'depth', label: t`Depth (cm)` },
    { key: 'height', label: t`Height (cm)` },
  ];
  return (
    <div className="mk-panel mk-split">
      <form onSubmit={(event) => event.preventDefault()} aria-label={t`Measurements of your storage space`}>
        {fields.map((field) => (
          <div className="mk-field" key={field.key}>
            <label htmlFor={`${id}-${field.key}`}>{field.label}</label>
            <input
              id={`${id}-${field.key}`}
              type="number"
              inputMode="numeric"
              min={SPACE_LIMITS.min}
              max={SPACE_LIMITS.max}
              value={Number.isFinite(space[field.key]) ? space[field.key] : ''}
              onChange={(event) => setSpace({ ...space, [field.key]: event.target.valueAsNumber })}
            />
          </div>
        ))}
        <p className="mk-note">{t`Measure the inside of the space and the door opening; use the smaller of the two.`}</p>
      </form>
      <div className="mk-result" aria-live="polite">
        <ul className="mk-plain-list mk-fit-list">
          {models.map((model) => {
            const fits = foldedBikesThatFit(model.foldedSizeCm, space);
            const name = model.name;
            return (
              <li key={model.slug} className={fits ? 'mk-fits' : 'mk-no-fit'}>
                <PageLink page={model.slug} lang={lang}>
                  {name}
                </PageLink>{' '}
                <span className="mk-note">{formatFoldedSize(model, lang)}</span>
                <br />
                {fits === 2 ? t`✓ two fit side by side` : fits === 1 ? t`✓ fits` : t`✗ does not fit`}
              </li>
            );
          })}
        </ul>
      </div>
    </div>
  );
}
