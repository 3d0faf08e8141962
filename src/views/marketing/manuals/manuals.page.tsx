// The manuals page: every model's PDF manual in Dutch, English and German (served by server/manuals from
// common/manuals), plus the quick guides on the site.
import { useLingui } from '@lingui/react/macro';
import { BIKE_MODELS } from '../../../../common/bike-models';
import { MANUAL_LANGS, manualPath } from '../../../../common/manuals/manuals';
import { PageLink } from '../../shared/page-link';
import { PageIntro } from '../../marketing-kit/page-intro';
import { useLang } from '../../marketing-kit/use-lang';
import { head } from './manuals.meta';

// The page's H1 and description, which its head reads from its view (routes/page-components.ts pageHead).
export { head };

export function Page() {
  const { t } = useLingui();
  const lang = useLang();
  const languageName = { nl: t`Dutch`, en: t`English`, de: t`German` } as const;
  return (
    <article className="info-page">
      <PageIntro head={head}>
        {t`Every FOLT comes with a printed manual. Lost it, or want it on your phone for the road? Download it here as a PDF, in Dutch, English or German.`}
      </PageIntro>
      <section className="info-section" aria-labelledby="manuals-list">
        <h2 id="manuals-list">{t`Manuals per model`}</h2>
        <div className="info-table-wrap" tabIndex={0} role="region" aria-labelledby="manuals-caption">
          <table className="info-table">
            <caption id="manuals-caption" className="visually-hidden">{t`PDF manuals per model and language`}</caption>
            <thead>
              <tr>
                <th scope="col">{t`Model`}</th>
                <th scope="col">{t`Download (PDF)`}</th>
              </tr>
            </thead>
            <tbody>
              {BIKE_MODELS.map((model) => (
                <tr key={model.slug}>
                  <th scope="row">
                    <PageLink page={model.slug} lang={lang}>
                      {model.name}
                    </PageLink>
                  </th>
                  <td>
                    <ul className="info-actions manual-links">
                      {MANUAL_LANGS.map((manualLang) => {
                        const name = model.name;
                        const language = languageName[manualLang];
                        return (
                          <li key={manualLang}>
                            {/* A server path, not a page: a plain link to the PDF. */}
                            <a
                              href={manualPath(model, manualLang)}
                              hrefLang={manualLang}
                              type="application/pdf"
                              aria-label={t`${name} manual in ${language} (PDF)`}
                            >
                              {language}
                            </a>
                          </li>
                        );
                      })}
                    </ul>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <p className="info-small">{t`Each manual covers safety, folding and unfolding, the battery and charging, the display, riding, maintenance, troubleshooting and the warranty of that model.`}</p>
      </section>
      <section className="info-section" aria-labelledby="manuals-quick">
        <h2 id="manuals-quick">{t`Quick help on this site`}</h2>
        <div className="info-grid">
          <div className="info-card">
            <h3>
              <PageLink page="instructions-folding" lang={lang}>
                {t`Folding and unfolding`}
              </PageLink>
            </h3>
            <p>{t`Every step illustrated, plus the checks before you ride.`}</p>
          </div>
          <div className="info-card">
            <h3>
              <PageLink page="battery-info-and-range" lang={lang}>
                {t`Battery and range`}
              </PageLink>
            </h3>
            <p>{t`Charging, storing and getting the most out of every charge.`}</p>
          </div>
          <div className="info-card">
            <h3>
              <PageLink page="maintenance" lang={lang}>
                {t`Maintenance`}
              </PageLink>
            </h3>
            <p>{t`Service intervals and what you can do yourself.`}</p>
          </div>
        </div>
      </section>
    </article>
  );
}
