// The compare page: two or three models side by side, chosen with links that rewrite ?models= (so a comparison can
// be bookmarked, shared and rendered by the server without JavaScript); figures from common/bike-models.ts, prices,
// weights and which models are on sale from the catalogue (bike-facts.ts).
import { useLingui } from '@lingui/react/macro';
import { findBikeModel } from '../../../../common/bike-models';
import { useBikeFacts } from '../../shared/bike-facts';
import { BikeImage } from '../../marketing-kit/bike-image';
import { formatCompareSelection, parseCompareSelection, toggleCompareSelection } from '../../marketing-kit/compare-selection';
import { ModelActions } from '../../marketing-kit/model-actions';
import { PriceFrom } from '../../marketing-kit/price-from';
import { Reveal } from '../../marketing-kit/reveal';
import { SearchLink, searchParamsOf } from '../../marketing-kit/search-link';
import { useSearchStr } from '../../shared/nav';
import { SpecTable } from '../../marketing-kit/spec-table';
import { useLang } from '../../marketing-kit/use-lang';
import { PageLink } from '../../shared/page-link';
import '../../marketing-kit/marketing.css';
import { head } from './compare.meta';

// The page's H1 and description, which its head reads from its view (routes/page-components.ts pageHead).
export { head };

export function Page() {
  const { t, i18n } = useLingui();
  const lang = useLang();
  const searchStr = useSearchStr();
  const { offered } = useBikeFacts();
  const selection = parseCompareSelection(
    searchParamsOf(searchStr).getAll('models').join(','),
    offered.map((model) => model.slug),
  );
  const models = selection.map((slug) => findBikeModel(slug)!);
  return (
    <article className="mk-page">
      <header className="mk-page-head">
        <h1>{i18n._(head.h1)}</h1>
        <p className="mk-lead">
          {t`Choose two or three models and see weight, range, folded size, motor and price side by side. The best value in each row is marked.`}
        </p>
      </header>

      <section className="mk-section" aria-labelledby="compare-pick">
        <h2 id="compare-pick">{t`Models in this comparison`}</h2>
        <ul className="mk-chips">
          {offered.map((model) => {
            const chosen = selection.includes(model.slug);
            const next = toggleCompareSelection(selection, model.slug);
            const name = model.name;
            return (
              <li key={model.slug}>
                {next ? (
                  <SearchLink
                    page="compare"
                    lang={lang}
                    search={{ models: formatCompareSelection(next) }}
                    keepScroll
                    className="mk-chip"
                    aria-current={chosen ? 'true' : undefined}
                    aria-label={chosen ? t`Remove the ${name} from the comparison` : t`Add the ${name} to the comparison`}
                    rel="nofollow"
                  >
                    {chosen ? '✓ ' : '+ '}
                    {name}
                  </SearchLink>
                ) : (
                  <span className="mk-chip" aria-disabled="true" aria-current={chosen ? 'true' : undefined}>
                    {chosen ? '✓ ' : ''}
                    {name}
                  </span>
                )}
              </li>
            );
          })}
        </ul>
        <p className="mk-note">
          {selection.length < 3
            ? t`Add a third model, or add one and then remove another to swap.`
            : t`That is the maximum of three: remove one to add another.`}
        </p>
      </section>

      <section className="mk-section" aria-labelledby="compare-side-by-side">
        <h2 id="compare-side-by-side">{t`Side by side`}</h2>
        <ul className="mk-grid mk-compare-cards" style={{ '--columns': models.length } as React.CSSProperties}>
          {models.map((model) => (
            <li key={model.slug} className="mk-card">
              <BikeImage model={model} alt="" />
              <h3>
                <PageLink page={model.slug} lang={lang}>
                  {model.name}
                </PageLink>
              </h3>
              <p className="mk-tagline">{model.tagline[lang]}</p>
              <PriceFrom model={model} lang={lang} />
            </li>
          ))}
        </ul>
        <SpecTable models={models} lang={lang} caption={t`Specifications side by side`} footer={(model) => <ModelActions model={model} lang={lang} />} />
        <p className="mk-note">{t`This comparison has its own address: bookmark it or send it to someone who rides along.`}</p>
      </section>

      <Reveal as="aside" className="mk-band" aria-labelledby="compare-next">
        <h2 id="compare-next">{t`Still in doubt?`}</h2>
        <p>{t`Let the selection guide weigh your answers, or ride the models yourself: a test ride is free.`}</p>
        <div className="mk-actions">
          <PageLink page="selection-guide" lang={lang} className="button button-accent">
            {t`Start the selection guide`}
          </PageLink>
          <PageLink page="testride" lang={lang} className="button button-ghost">
            {t`Book a test ride`}
          </PageLink>
        </div>
      </Reveal>
    </article>
  );
}
