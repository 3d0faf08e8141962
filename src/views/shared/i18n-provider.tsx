// Lingui's context for the page, as @lingui/react's I18nProvider gives it, with one difference: a change of the
// catalogue (messages loaded for a preloaded page, another language activated) re-renders the tree as a transition.
// An urgent update that reaches a server-rendered section still waiting to hydrate (later-section.tsx) makes React
// throw the section's server HTML away and render its empty fallback; a transition waits for the section instead,
// and the section's HTML stays on screen (decision record 025).
import { startTransition, useEffect, useRef, useState, type ReactNode } from 'react';
import type { I18n } from '@lingui/core';
import { LinguiContext } from '@lingui/react';

const contextOf = (i18n: I18n) => ({ i18n, _: i18n.t.bind(i18n) });

export function I18nProvider({ i18n, children }: { i18n: I18n; children: ReactNode }) {
  const renderedLocale = useRef(i18n.locale);
  const [context, setContext] = useState(() => contextOf(i18n));
  useEffect(() => {
    const update = () => {
      renderedLocale.current = i18n.locale;
      startTransition(() => setContext(contextOf(i18n)));
    };
    const unsubscribe = i18n.on('change', update);
    // Activated between this render and the subscription: catch up.
    if (renderedLocale.current !== i18n.locale) update();
    return unsubscribe;
  }, [i18n]);
  return <LinguiContext.Provider value={context}>{children}</LinguiContext.Provider>;
}
