// Switches language on the same page (and the same parameters, or the page's own per language: a product's url key
// differs per store view); keeps the query (?coupon=, ?category=); remembers the choice in the language cookie.
import { useLingui } from '@lingui/react/macro';
import { languages, toPublicPath, type Lang } from '../../locales/paths';
import { useCurrentPage } from './page-context';
import { useNav } from './nav';
import { setLanguageCookie } from '../../lib/cookies';
import { hasLanguageSpecificParam, useLanguageParams } from './language-params';

const names: Record<Lang, string> = { nl: 'Nederlands', en: 'English', de: 'Deutsch' };

export function LanguageSwitch() {
  const { t } = useLingui();
  const { pageId, lang, params } = useCurrentPage();
  const languageParams = useLanguageParams();
  const { Link } = useNav();
  const page = pageId ?? 'home';
  return (
    <nav className="lang-switch" aria-label={t`Language`}>
      <ul>
        {languages.map((code) => {
          const target = pageId ? (languageParams?.[code] ?? params) : undefined;
          // A url key of this language, unknown in the other one (the page was loaded in the browser): the server
          // finds the same product under its own key there, so that link loads the page afresh.
          const reload = pageId !== null && code !== lang && !languageParams?.[code] && hasLanguageSpecificParam(pageId);
          return (
            <li key={code}>
              <Link
                to={toPublicPath(page, code, target)}
                search={true}
                reloadDocument={reload}
                hrefLang={code}
                aria-current={code === lang ? 'page' : undefined}
                onClick={() => void setLanguageCookie(code)}
              >
                <span aria-hidden="true">{code.toUpperCase()}</span>
                <span className="visually-hidden" lang={code}>
                  {names[code]}
                </span>
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
