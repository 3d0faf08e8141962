// Page changes announced (issue 25 item 2, WCAG 2.4.3 and 4.1.3): after a client navigation to another page, the
// focus moves to the new page's heading, so a screen reader reads it and the next Tab starts in the new content, as
// after a full page load. TanStack Router restores scroll positions (router option scrollRestoration) but has no
// focus management or route announcer of its own; main.tsx follows its `onRendered` event. The first load is left
// alone (the browser starts at the top of the document); a change of the query or the hash only (a shop category,
// a compare selection, an anchor) keeps the focus where it is. This module is not part of the first render: it comes
// with the page table (routes/page-modules.ts), which the page loads when idle and a navigation to another page needs.

/** How long a page may take to show its heading (a confirmation or order page loads its data first). */
const HEADING_WAIT_MS = 5000;

/** The heading to focus: the main content's h1 (the skip link's target holds it on every layout). */
export function pageHeading(root: ParentNode): HTMLElement | null {
  return root.querySelector<HTMLElement>('main h1, [role="main"] h1') ?? root.querySelector<HTMLElement>('h1');
}

/** Focuses the heading without scrolling (the router has put the page where it belongs: top, or where it was). */
export function focusHeading(heading: HTMLElement): void {
  if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
  heading.focus({ preventScroll: true });
}

let stopWaiting: (() => void) | null = null;

/**
 * Moves the focus to the new page's h1; main.tsx calls it after every client navigation that changed the path. A
 * heading that comes later (data still loading) is awaited for a few seconds, unless the visitor has put the focus
 * somewhere meanwhile.
 */
export function focusNewPageHeading(doc: Document = document): void {
  stopWaiting?.();
  stopWaiting = null;
  const heading = pageHeading(doc);
  if (heading) {
    focusHeading(heading);
    return;
  }
  const focusedBefore = doc.activeElement;
  const observer = new MutationObserver(() => {
    const late = pageHeading(doc);
    if (!late) return;
    stop();
    // Only when the visitor has not moved on: the focus is still where the click left it (or on the body).
    if (doc.activeElement === focusedBefore || doc.activeElement === doc.body || !doc.activeElement?.isConnected) focusHeading(late);
  });
  const timer = setTimeout(() => stop(), HEADING_WAIT_MS);
  function stop() {
    observer.disconnect();
    clearTimeout(timer);
    stopWaiting = null;
  }
  observer.observe(doc.body, { childList: true, subtree: true });
  stopWaiting = stop;
}
