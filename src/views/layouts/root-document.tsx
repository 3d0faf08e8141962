// The HTML document around every page: <html lang>, head tags from the matched routes, the toast overlay.
import { HeadContent, Outlet, Scripts, useRouteContext } from '@tanstack/react-router';
import { I18nProvider } from '../shared/i18n-provider';
import { useCurrentPage, type PageRouterContext } from '../shared/page-context';
import { ToastOverlay } from '../shared/toast-overlay';

export function RootDocument() {
  const { i18n } = useRouteContext({ strict: false }) as PageRouterContext;
  const { lang } = useCurrentPage();
  return (
    <html lang={lang}>
      <head>
        <HeadContent />
      </head>
      <body>
        <I18nProvider i18n={i18n}>
          <Outlet />
          <ToastOverlay />
        </I18nProvider>
        <Scripts />
      </body>
    </html>
  );
}
