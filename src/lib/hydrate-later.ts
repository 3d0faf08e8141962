// When a server-rendered section that hydrates later (views/shared/later-section.tsx) is needed: as it comes near the
// viewport, when it is touched, pointed at or focused, or when the page is left by a client navigation. Until then
// its code is not loaded and React keeps its server HTML as it is (selective hydration), so the section's code is
// not first-render JavaScript and its hydration is not part of the first load's long tasks (decision record 025).
// Only a page with such sections loads this module: the entry signals a client navigation (PAGE_LEFT_SIGNAL) rather
// than importing it (docs/decisions/041-page-heads-with-their-pages.md).
import { onPageSignal, PAGE_LEFT_SIGNAL } from './browser';

/** The attribute on the wrapper that marks a section hydrating later; its value names the section. */
export const LATER_ATTRIBUTE = 'data-hydrate-later';
/** How far outside the viewport a section starts loading: it is hydrated before it is seen. */
const ROOT_MARGIN = '600px 0px';
const WAKE_EVENTS = ['focusin', 'pointerdown', 'pointerover', 'touchstart', 'keydown'] as const;

const waiting = new Set<() => void>();

function servedSection(name: string): Element | null {
  return typeof document === 'undefined' ? null : document.querySelector(`[${LATER_ATTRIBUTE}="${CSS.escape(name)}"]`);
}

/** The document has the server's HTML of section `name` (it is being hydrated, or waits to be). */
export function isServedLater(name: string): boolean {
  return servedSection(name) !== null;
}

/**
 * Resolves when the section `name` rendered by the server is needed. Resolves at once when there is no such
 * server-rendered section (a client navigation renders it anew) or the browser cannot watch the viewport.
 */
export function whenSectionNeeded(name: string): Promise<void> {
  const element = servedSection(name);
  if (!element || !('IntersectionObserver' in window)) return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      waiting.delete(done);
      observer.disconnect();
      for (const type of WAKE_EVENTS) element.removeEventListener(type, done, true);
      resolve();
    };
    const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && done(), { rootMargin: ROOT_MARGIN });
    // The wrapper is `display: contents` and has no box to intersect: its children have.
    for (const child of element.children) observer.observe(child);
    for (const type of WAKE_EVENTS) element.addEventListener(type, done, { capture: true, passive: true });
    waiting.add(done);
  });
}

/** Loads every section still waiting (the page is being left: a later visit renders them in the browser). */
function releaseLaterSections(): void {
  for (const done of [...waiting]) done();
}

// A section still waiting would otherwise wait forever when its page is shown again by a client navigation.
if (typeof window !== 'undefined') onPageSignal(PAGE_LEFT_SIGNAL, releaseLaterSections);
