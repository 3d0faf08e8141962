// The HTML document around every page: <html lang>, the head's tags and the scripts as given (the router's, in
// routes/route-tree.tsx), the toast overlay. It reads the language and i18n from the navigation facade
// (shared/nav.tsx), not from the router, so it can wrap a page rendered without the router too.
import type { ReactNode } from 'react';
import { I18nProvider } from '../shared/i18n-provider';
import { useNav } from '../shared/nav';
import { ToastOverlay } from '../shared/toast-overlay';

export function RootDocument({ head, scripts, children }: { head: ReactNode; scripts: ReactNode; children: ReactNode }) {
  const {
    context: { i18n },
    page: { lang },
  } = useNav();
  return (
    <html lang={lang}>
      <head>{head}</head>
      <body>
        <I18nProvider i18n={i18n}>
          {children}
          <ToastOverlay />
        </I18nProvider>
        {scripts}
      </body>
    </html>
  );
}
