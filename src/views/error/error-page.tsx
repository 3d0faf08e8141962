// The error page of spec §2. Its text is Dutch in every language by specification, so it does not go through Lingui.
import { useEffect, useState } from 'react';
import { Logo } from '../shared/logo';
import { isChunkLoadError, isChunkReloading, reloadAfterChunkError } from '../../lib/chunk-reload';

export const errorTexts = {
  notFoundHeading: 'Pagina niet gevonden',
  notFoundText: 'Excuses, we konden deze pagina niet vinden.',
  errorCode: 'Error',
  errorHeading: 'Oeps, er ging iets mis',
  backHome: 'Terug naar de voorpagina',
} as const;

function ErrorShell({ code, heading, text }: { code: string; heading: string; text: string }) {
  return (
    <main id="main" className="error-page" lang="nl">
      {/* No route's head tags apply here, so the page names itself (React hoists the title into <head>). */}
      <title>{`${heading} | FOLT`}</title>
      <a href="/" className="brand" aria-label="FOLT">
        <Logo />
      </a>
      <p className="error-code">{code}</p>
      <h1>{heading}</h1>
      <p>{text}</p>
      {/* A plain anchor: after an error the router may be in a bad state, so go home with a full load. */}
      <a className="button" href="/">
        {errorTexts.backHome}
      </a>
    </main>
  );
}

export function NotFoundPage() {
  return <ErrorShell code="404" heading={errorTexts.notFoundHeading} text={errorTexts.notFoundText} />;
}

/**
 * The router's error component (its props: the error thrown while loading or rendering the page). Only the message
 * reaches the shopper: never a stack trace. A chunk that failed to load (a new deploy) reloads the page once instead
 * (spec §8); within the reload marker's 10 s the error page shows, so it never loops.
 */
export function ErrorPage({ error }: { error: unknown }) {
  const chunkError = isChunkLoadError(error);
  const [reloading, setReloading] = useState(() => chunkError && isChunkReloading());
  useEffect(() => {
    if (chunkError && reloadAfterChunkError(error)) setReloading(true);
  }, [chunkError, error]);
  if (reloading) return <main id="main" className="error-page" aria-busy="true" />;
  const message = error instanceof Error && error.message ? error.message : String(error ?? '');
  return <ErrorShell code={errorTexts.errorCode} heading={errorTexts.errorHeading} text={message} />;
}
