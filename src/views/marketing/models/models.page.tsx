// The models overview: all six models as cards, which one fits which kind of trip, what every FOLT has in common and
// a quick comparison of the figures that matter most; all figures from common/bike-models.ts.
import { Trans, useLingui } from '@lingui/react/macro';
import { BIKE_MODELS } from '../../../../common/bike-models';
import { useBikeFacts } from '../../shared/bike-facts';
import { ModelGrid } from '../../marketing-kit/model-card';
import { Reveal } from '../../marketing-kit/reveal';
import { SpecTable } from '../../marketing-kit/spec-table';
import { useLang } from '../../marketing-kit/use-lang';
import { PageLink } from '../../shared/page-link';
import '../../marketing-kit/marketing.css';
import { head } from './models.meta';

// The page's H1 and description, which its head reads from its view (routes/page-components.ts pageHead).
export { head };

// The shortest warranty any model has, so the promise holds for every bike.
const frameYears = Math.min(...BIKE_MODELS.map((model) => model.warrantyYears.frame));
const batteryYears = Math.min(...BIKE_MODELS.map((model) => model.warrantyYears.battery));

export function Page() {
  const { t, i18n } = useLingui();
  const lang = useLang();
  const { offered } = useBikeFacts();
  return (
    <article className="mk-page">
      <header className="mk-page-head">
        <h1>{i18n._(head.h1)}</h1>
        <p className="mk-lead">
          {t`Six light electric folding bikes, each made for a different way of travelling. Pick the one that fits your trips, your storage space and your legs.`}
        </p>
      </header>

      <ModelGrid models={offered} lang={lang} level="h2" />

      <Reveal as="section" className="mk-section" aria-labelledby="which-one">
        <div className="mk-section-head">
          <h2 id="which-one">{t`Which one fits your trips?`}</h2>
        </div>
        <ul className="mk-grid mk-perks">
          <li className="mk-perk">
            <h3>{t`For camper and caravan`}</h3>
            <p>
              <Trans>
                The{' '}
                <PageLink page="voyage" lang={lang}>
                  Voyage
                </PageLink>{' '}
                is made for touring days from the campsite; the{' '}
                <PageLink page="piccolo" lang={lang}>
                  Piccolo
                </PageLink>{' '}
                fits even the smallest camper van.
              </Trans>
            </p>
          </li>
          <li className="mk-perk">
            <h3>{t`For the daily commute`}</h3>
            <p>
              <Trans>
                The{' '}
                <PageLink page="classic" lang={lang}>
                  Classic
                </PageLink>{' '}
                is the sensible all-rounder; the{' '}
                <PageLink page="elite" lang={lang}>
                  Elite
                </PageLink>{' '}
                adds a belt drive and stepless gears for riding every day without maintenance.
              </Trans>
            </p>
          </li>
          <li className="mk-perk">
            <h3>{t`For hills and a sporty ride`}</h3>
            <p>
              <Trans>
                The{' '}
                <PageLink page="folt-200-s" lang={lang}>
                  200-S
                </PageLink>{' '}
                has the only mid-drive motor in the range and the lightest 20-inch frame.
              </Trans>
            </p>
          </li>
          <li className="mk-perk">
            <h3>{t`For gravel, luggage and heavier riders`}</h3>
            <p>
              <Trans>
                The{' '}
                <PageLink page="maxx" lang={lang}>
                  Maxx
                </PageLink>{' '}
                rolls on 3-inch balloon tyres and carries the most.
              </Trans>
            </p>
          </li>
        </ul>
      </Reveal>

      <Reveal as="section" className="mk-section" aria-labelledby="in-common">
        <div className="mk-section-head">
          <h2 id="in-common">{t`What every FOLT has in common`}</h2>
        </div>
        <ul className="mk-checks">
          <li>{t`A pedelec by the rules: 250 W and assistance up to 25 km/h, so no licence, number plate or insurance is required.`}</li>
          <li>{t`A folding hinge with a double lock that cannot open while you ride.`}</li>
          <li>{t`${frameYears} years' warranty on frame and hinge, ${batteryYears} years on motor and battery.`}</li>
          <li>{t`Service and spare parts from our own workshop in the Netherlands.`}</li>
        </ul>
      </Reveal>

      {/* Unnamed: the table's scroll region already carries this name (its caption); two landmarks of one name confuse. */}
      <Reveal as="section" className="mk-section">
        <div className="mk-section-head">
          <h2 id="at-a-glance">{t`All models at a glance`}</h2>
          <p>{t`The figures that matter most for a folding e-bike. For every detail, open a model or compare two or three of them.`}</p>
        </div>
        <SpecTable
          models={offered}
          lang={lang}
          caption={t`All models at a glance`}
          rows={['price', 'weight', 'range', 'batteryOptions', 'folded', 'foldTime', 'wheels', 'load']}
        />
      </Reveal>

      <Reveal as="aside" className="mk-band" aria-labelledby="models-next">
        <h2 id="models-next">{t`Still choosing?`}</h2>
        <p>{t`Answer five questions and get a recommendation with its reasons, or put your favourites side by side.`}</p>
        <div className="mk-actions">
          <PageLink page="selection-guide" lang={lang} className="button button-accent">
            {t`Start the selection guide`}
          </PageLink>
          <PageLink page="compare" lang={lang} className="button button-ghost">
            {t`Compare models`}
          </PageLink>
        </div>
      </Reveal>
    </article>
  );
}
