// About FOLT: how the company started, how a FOLT is made, what the brand stands for, and the people behind it.
import { useLingui } from '@lingui/react/macro';
import { BIKE_SPECS } from '../../../../common/bike-specs';
import { PageLink } from '../../shared/page-link';
import { formatKg } from '../../marketing-kit/format';
import { PageIntro } from '../../marketing-kit/page-intro';
import { useCatalogFacts } from '../../shared/catalog-facts';
import { useLang } from '../../marketing-kit/use-lang';
import { head } from './about-us.meta';

// The page's H1 and description, which its head reads from its view (routes/page-components.ts pageHead).
export { head };

export function Page() {
  const { t } = useLingui();
  const lang = useLang();
  const facts = useCatalogFacts();
  const lightest = formatKg(facts.lightestKg, lang);
  const frameYears = Math.min(...BIKE_SPECS.map((model) => model.warrantyYears.frame));
  return (
    <article className="info-page">
      <PageIntro head={head}>
        {t`FOLT designs light electric folding bikes in Zwolle and looks after them in its own workshop. It started with a simple wish: a bike for our own camper that we could lift out with one hand.`}
      </PageIntro>
      <section className="info-section info-prose" aria-labelledby="about-story">
        <h2 id="about-story">{t`How it started`}</h2>
        <p>{t`In 2014, Marieke Hoekstra and Joris van Dam, two mechanical engineers with a second-hand camper, spent a summer hauling heavy e-bikes on and off a rack. Folding bikes were light but had no motor; e-bikes had a motor but did not fold. So they drew one themselves.`}</p>
        <p>{t`The first FOLT was sold in 2015, to a neighbour who had watched the prototypes ride up and down the street. Today a team of eighteen designs, assembles and services six models, ridden by camper owners, commuters and city riders across the Netherlands, Belgium and Germany.`}</p>
      </section>
      <section className="info-section" aria-labelledby="about-made">
        <h2 id="about-made">{t`How a FOLT is made`}</h2>
        <div className="info-grid">
          <div className="info-card">
            <h3>{t`Designed in Zwolle`}</h3>
            <p>{t`Every frame, hinge and cable route is drawn by our own engineers and tested on our own rigs: fifty thousand folding cycles before a hinge goes into production.`}</p>
          </div>
          <div className="info-card">
            <h3>{t`Parts from known names`}</h3>
            <p>{t`Frames are welded to our drawings by a specialist frame builder in Portugal. Gears, belts and brakes come from Shimano, Gates and Enviolo, so any good bike shop can find a spare part.`}</p>
          </div>
          <div className="info-card">
            <h3>{t`Assembled and tuned by hand`}</h3>
            <p>{t`Every bike is built, adjusted and test-ridden in our Zwolle workshop, and the mechanic who built it signs its inspection sheet.`}</p>
          </div>
        </div>
      </section>
      <section className="info-section info-prose" aria-labelledby="about-values">
        <h2 id="about-values">{t`What we stand for`}</h2>
        <h3>{t`Light, because you have to carry it`}</h3>
        <p>{t`A folding bike is lifted more often than any other bike: into a boot, onto a train, out of a storage locker. That is why every gram counts for us; our lightest model weighs ${lightest}, battery included.`}</p>
        <h3>{t`Honest figures`}</h3>
        <p>{t`We state ranges as a span, from full assistance in a headwind to eco mode on the flat, because that is what you will actually ride. No figure on our site was measured downhill.`}</p>
        <h3>{t`Built to last and to be repaired`}</h3>
        <p>{t`We give ${frameYears} years of warranty on every frame, use standard parts wherever we can and keep spare parts for every model for at least seven years after it leaves our range.`}</p>
      </section>
      <section className="info-section info-prose" aria-labelledby="about-team">
        <h2 id="about-team">{t`The people behind FOLT`}</h2>
        <p>{t`Our team is small enough to know every bike by name: designers, mechanics, and the people who answer your calls and emails. Several of us travel by camper ourselves, so we test new models where you will ride them.`}</p>
        <p>
          <PageLink page="contact" lang={lang}>
            {t`Visit our showroom`}
          </PageLink>{' '}
          ·{' '}
          <PageLink page="vacancies" lang={lang}>
            {t`Work at FOLT`}
          </PageLink>
        </p>
      </section>
    </article>
  );
}
