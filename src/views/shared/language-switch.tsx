// Switches language on the same page (and the same parameters); remembers the choice in the language cookie.
import { useLingui } from '@lingui/react/macro';
import { languages, type Lang } from '../../locales/paths';
import { useCurrentPage } from '../../routes/page-context';
import { setLanguageCookie } from '../../lib/cookies';
import { PageLink } from './page-link';

const names: Record<Lang, string> = { nl: 'Nederlands', en: 'English', de: 'Deutsch' };

export function LanguageSwitch() {
  const { t } = useLingui();
  const { pageId, lang, params } = useCurrentPage();
  const page = pageId ?? 'home';
  return (
    <nav className="lang-switch" aria-label={t`Language`}>
      <ul>
        {languages.map((code) => (
          <li key={code}>
            <PageLink
              page={page}
              lang={code}
              params={pageId ? params : undefined}
              hrefLang={code}
              aria-current={code === lang ? 'page' : undefined}
              onClick={() => void setLanguageCookie(code)}
            >
              <span aria-hidden="true">{code.toUpperCase()}</span>
              <span className="visually-hidden">{names[code]}</span>
            </PageLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
