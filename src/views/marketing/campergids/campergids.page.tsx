// Campaign page for Campergids readers: does a folded FOLT fit your camper's storage locker? Folded sizes and weights
// of every model from the facts, how to measure; carries the campaign coupon.
import { useLingui } from '@lingui/react/macro';
import { BIKE_MODELS } from '../../../../common/bike-models';
import { PageLink } from '../../shared/page-link';
import { CampaignLanding } from '../../marketing-kit/campaign-landing';
import { formatFoldedSize, formatKg, formatNumber } from '../../marketing-kit/format';
import { useBikeFacts } from '../../shared/bike-facts';
import { useLang } from '../../marketing-kit/use-lang';
import { head } from './campergids.meta';

// The page's H1 and description, which its head reads from its view (routes/page-components.ts pageHead).
export { head };

export function Page() {
  const { t } = useLingui();
  const lang = useLang();
  const facts = useBikeFacts();
  return (
    <CampaignLanding
      page="campergids"
      head={head}
      lang={lang}
      kicker={t`Campergids`}
      lead={t`You read about FOLT in Campergids. The short version: a light electric folding bike that travels in the storage locker of your camper and lets you explore wherever you park.`}
    >
      <section className="info-section" aria-labelledby="cg-sizes">
        <h2 id="cg-sizes">{t`Will it fit in your storage locker?`}</h2>
        <p className="info-prose">{t`Measure the locker and, just as important, its door opening: the folded bike has to get through it. Then compare with the folded sizes below (length × width × height).`}</p>
        <div className="info-table-wrap" tabIndex={0} role="region" aria-labelledby="cg-sizes-caption">
          <table className="info-table">
            <caption id="cg-sizes-caption" className="visually-hidden">{t`Folded size and weight of every FOLT model`}</caption>
            <thead>
              <tr>
                <th scope="col">{t`Model`}</th>
                <th scope="col">{t`Folded size`}</th>
                <th scope="col">{t`Weight`}</th>
                <th scope="col">{t`Folding time`}</th>
              </tr>
            </thead>
            <tbody>
              {BIKE_MODELS.map((model) => {
                const seconds = formatNumber(model.foldSeconds, lang);
                return (
                  <tr key={model.slug}>
                    <th scope="row">
                      <PageLink page={model.slug} lang={lang}>
                        {model.name}
                      </PageLink>
                    </th>
                    <td>{formatFoldedSize(model, lang)}</td>
                    <td>{formatKg(facts.weightKg(model.slug), lang)}</td>
                    <td>{t`${seconds} seconds`}</td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      </section>
      <section className="info-section info-prose" aria-labelledby="cg-tips">
        <h2 id="cg-tips">{t`Tips from camper owners`}</h2>
        <ul>
          <li>{t`Lay a rubber mat in the locker: the folded bike stays put and nothing gets scratched.`}</li>
          <li>{t`Secure the bike with a strap to a lashing eye, especially on winding roads.`}</li>
          <li>{t`Take the battery out for the journey and charge it inside: it is lighter to lift and safer from the cold.`}</li>
        </ul>
        <p>
          <PageLink page="instructions-folding" lang={lang}>
            {t`See how folding works, step by step`}
          </PageLink>
        </p>
      </section>
    </CampaignLanding>
  );
}
