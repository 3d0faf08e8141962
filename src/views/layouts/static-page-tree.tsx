// The tree a marketing page hydrates with in the browser when it has no router (src/static-page.tsx, decision record
// 043): the document, the Suspense boundary the router's root outlet renders around its layout, the default layout and
// the page. It renders the markup of the router's server render of the page (tests/unit/static-page-markup.test.ts).
import { Suspense, type ReactNode } from 'react';
import { RootDocument } from './root-document';
import { DefaultLayout } from './default-layout';
import { NavProvider, type Nav } from '../shared/nav';

export function StaticPageTree({ nav, Page }: { nav: Nav; Page: () => ReactNode }) {
  return (
    <NavProvider value={nav}>
      {/* The head stays as served: React keeps what it does not render in <head> and <body>. */}
      <RootDocument head={null} scripts={null}>
        <Suspense fallback={null}>
          <DefaultLayout>
            <Page />
          </DefaultLayout>
        </Suspense>
      </RootDocument>
    </NavProvider>
  );
}
