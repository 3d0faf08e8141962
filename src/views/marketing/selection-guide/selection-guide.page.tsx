// The selection guide page: five questions recommend a model with its reasons (the machine in
// src/machines/selection-guide), plus how the guide decides, so the advice can be checked.
import { useLingui } from '@lingui/react/macro';
import { Reveal } from '../../marketing-kit/reveal';
import { useLang } from '../../marketing-kit/use-lang';
import { PageLink } from '../../shared/page-link';
import { GuideQuiz } from './guide-quiz';
import '../../marketing-kit/marketing.css';
import { head } from './selection-guide.meta';

// The page's H1 and description, which its head reads from its view (routes/page-components.ts pageHead).
export { head };

export function Page() {
  const { t, i18n } = useLingui();
  const lang = useLang();
  return (
    <article className="mk-page">
      <header className="mk-page-head">
        <h1>{i18n._(head.h1)}</h1>
        <p className="mk-lead">
          {t`Six models, six characters. Tell us where your bike has to fit, how far you ride and what matters to you, and we will tell you which FOLT suits you best, and why.`}
        </p>
      </header>

      <GuideQuiz />

      <Reveal as="section" className="mk-split" aria-labelledby="how-it-decides">
        <div className="mk-prose">
          <h2 id="how-it-decides">{t`How the guide decides`}</h2>
          <p>
            {t`Every answer gives points to the models that are good at it: the folded size and weight count for storage, the battery options for distance, the tyres and motor for the roads you ride. Your weight decides which models are built for you at all.`}
          </p>
          <p>
            {t`The model with the most points wins; on a tie, the more affordable one. The reasons you see are the answers that counted most, filled in with the bike's own figures.`}
          </p>
        </div>
        <div className="mk-prose">
          <h2>{t`Rather see for yourself?`}</h2>
          <p>{t`Put two or three models side by side, or ride them: nothing tells you more than ten minutes in the saddle.`}</p>
          <div className="mk-actions">
            <PageLink page="compare" lang={lang} className="button button-secondary">
              {t`Compare models`}
            </PageLink>
            <PageLink page="testride" lang={lang} className="button button-secondary">
              {t`Book a test ride`}
            </PageLink>
          </div>
        </div>
      </Reveal>
    </article>
  );
}
