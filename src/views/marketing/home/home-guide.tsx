// Home: for visitors who cannot choose yet, the selection guide and the comparison.
import { useLingui } from '@lingui/react/macro';
import { Reveal } from '../../marketing-kit/reveal';
import { useLang } from '../../marketing-kit/use-lang';
import { PageLink } from '../../shared/page-link';

export function HomeGuide() {
  const { t } = useLingui();
  const lang = useLang();
  return (
    <Reveal as="aside" className="mk-band" aria-labelledby="home-guide">
      <h2 id="home-guide">{t`Not sure which FOLT suits you?`}</h2>
      <p>{t`Answer five short questions about where you ride and where the bike has to fit, and the selection guide recommends a model, with its reasons.`}</p>
      <div className="mk-actions">
        <PageLink page="selection-guide" lang={lang} className="button button-accent">
          {t`Start the selection guide`}
        </PageLink>
        <PageLink page="compare" lang={lang} className="button button-ghost">
          {t`Compare models`}
        </PageLink>
      </div>
    </Reveal>
  );
}
