// A section of a server-rendered page whose code loads and hydrates when it is needed, not with the page
// (lib/hydrate-later.ts says when): React's selective hydration keeps the server HTML of a lazy component inside a
// Suspense boundary, unchanged and visible, until the component's chunk has arrived. The server renders the section
// in full and a client navigation renders it with the page: the page module awaits preloadSections. The wrapper is `display: contents` (app.css): it adds no box to the layout.
import { lazy, Suspense, type ComponentType } from 'react';
import { isServedLater, LATER_ATTRIBUTE, whenSectionNeeded } from '../../lib/hydrate-later';

export interface LaterSection<P> {
  (props: P): React.ReactNode;
  /** Loads the section's code (the server does this before rendering the page). */
  preload(): Promise<unknown>;
  /** In the browser: the document being hydrated has this section's server HTML, waiting to hydrate. */
  servedLater(): boolean;
}

export function laterSection<P extends object>(name: string, load: () => Promise<ComponentType<P>>): LaterSection<P> {
  type Loaded = { default: ComponentType<P> };
  let loading: Promise<Loaded> | null = null;
  let loaded: Loaded | null = null;
  const preload = () =>
    (loading ??= load().then((component) => {
      loaded = { default: component };
      return loaded;
    }));
  // Once the chunk is loaded (always on the server, see preloadSections) the lazy component gets a thenable that
  // answers at once: React reads it synchronously, so the string renderer never meets a suspended component and a
  // client navigation never shows the empty fallback.
  const Lazy = lazy(() => {
    if (loaded) {
      const ready = loaded;
      return { then: (resolve: (value: Loaded) => void) => resolve(ready) } as unknown as Promise<Loaded>;
    }
    return import.meta.env.SSR ? preload() : whenSectionNeeded(name).then(preload);
  });
  function Section(props: P) {
    return (
      <div {...{ [LATER_ATTRIBUTE]: name }}>
        <Suspense fallback={null}>
          <Lazy {...props} />
        </Suspense>
      </div>
    );
  }
  Section.preload = preload;
  Section.servedLater = () => !import.meta.env.SSR && isServedLater(name);
  return Section;
}

/**
 * Awaited at the top level of a page's module: loads the sections' code before the page first renders, unless the
 * browser is hydrating this page from the server's HTML with the section in it (then the section waits until it is
 * needed). So the server renders them in full, and a client navigation renders them with the page, without a gap.
 */
export async function preloadSections(sections: ReadonlyArray<LaterSection<never>>): Promise<void> {
  await Promise.all(sections.filter((section) => !section.servedLater()).map((section) => section.preload()));
}
