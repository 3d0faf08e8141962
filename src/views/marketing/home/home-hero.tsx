// Home hero: the promise in one heading, the two next steps and the figures that back it up (lightest model,
// quickest fold, longest range, lowest price): weights and prices from the catalogue (catalog-facts.ts), the rest from
// the models' numbers (common/bike-specs.ts, not their texts). Its picture is the page's
// LCP candidate: eager, high priority, with its size given.
import { Plural, useLingui } from '@lingui/react/macro';
import { BIKE_SPECS } from '../../../../common/bike-specs';
import { VOYAGE_SPECS } from '../../../../common/bikes/voyage.specs';
import { BikeImage } from '../../marketing-kit/bike-image';
import { useCatalogFacts } from '../../shared/catalog-facts';
import { formatKg, formatPriceFrom } from '../../marketing-kit/format';
import { useLang } from '../../marketing-kit/use-lang';
import { PageLink } from '../../shared/page-link';
import { head } from './home.meta';

const voyage = VOYAGE_SPECS;
const quickest = Math.min(...BIKE_SPECS.map((model) => model.foldSeconds));
const longestRange = Math.max(...BIKE_SPECS.flatMap((model) => model.batteries.map((battery) => battery.rangeKm.max)));

export function HomeHero() {
  const { t, i18n } = useLingui();
  const lang = useLang();
  const { lightestKg, cheapestCents } = useCatalogFacts();
  const colourName = voyage.colours[0]!.name[lang];
  const name = voyage.name;
  return (
    <header className="mk-hero mk-home-hero">
      <div className="mk-hero-text">
        <p className="mk-eyebrow">{t`Designed in the Netherlands`}</p>
        <h1>{i18n._(head.h1)}</h1>
        <p className="mk-lead">
          {t`Fold it in seconds, lift it with one hand and take it along in your camper, your car boot or on the train. Six light e-bikes for everyone who wants to ride further without a heavy bike in the way.`}
        </p>
        <div className="mk-actions">
          <PageLink page="models" lang={lang} className="button">
            {t`Discover the models`}
          </PageLink>
          <PageLink page="testride" lang={lang} className="button button-secondary">
            {t`Book a test ride`}
          </PageLink>
        </div>
      </div>
      <BikeImage model={voyage} priority alt={t`${name} in ${colourName}, side view`} className="mk-hero-art" />
      <dl className="mk-figures mk-hero-figures">
        {lightestKg !== null ? (
          <div>
            <dt>{t`lightest model`}</dt>
            <dd>{formatKg(lightestKg, lang)}</dd>
          </div>
        ) : null}
        <div>
          <dt>{t`quickest fold`}</dt>
          <dd>
            <Plural value={quickest} one="# second" other="# seconds" />
          </dd>
        </div>
        <div>
          <dt>{t`longest range`}</dt>
          <dd>{longestRange} km</dd>
        </div>
        {cheapestCents !== null ? (
          <div>
            <dt>{t`prices from`}</dt>
            <dd data-testid="home-price-from">{formatPriceFrom(cheapestCents, lang)}</dd>
          </div>
        ) : null}
      </dl>
    </header>
  );
}
