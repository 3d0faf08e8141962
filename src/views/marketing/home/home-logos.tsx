// Home: the magazines and programmes FOLT is known from, with the way to the test results.
import { useLingui } from '@lingui/react/macro';
import { PressLogos } from '../../marketing-kit/press-logos';
import { Reveal } from '../../marketing-kit/reveal';
import { useLang } from '../../marketing-kit/use-lang';
import { PageLink } from '../../shared/page-link';

export function HomeLogos() {
  const { t } = useLingui();
  const lang = useLang();
  return (
    <Reveal as="section" className="mk-section mk-press" aria-labelledby="home-press">
      <div className="mk-section-head">
        <h2 id="home-press">{t`Known from`}</h2>
        <p>{t`Camper and cycling magazines have put our folding e-bikes through their paces on campsites, dykes and city streets.`}</p>
      </div>
      <PressLogos />
      <p className="mk-center">
        <PageLink page="best-in-tests" lang={lang} className="mk-more">
          {t`Read the test results`}
        </PageLink>
      </p>
    </Reveal>
  );
}
