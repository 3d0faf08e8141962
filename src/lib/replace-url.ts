import type { AnyRouter } from '@tanstack/react-router';

/**
 * Replaces the current URL (no history entry) without moving the page: for a page that writes its own state into its
 * URL (the configurator's `o`, the cart's `coupon`). Through `router.history.replace` the router treats the change as
 * a navigation with its default scroll reset, and on the render after it scrolls the window back to where it stood
 * when the change began: a shopper who scrolled or tabbed meanwhile (tens of milliseconds on a slow phone) jumps back.
 * `resetScroll: false` tells the router this is the same page.
 */
export function replaceUrlInPlace(router: AnyRouter, href: string): void {
  const { pathname, search, hash } = router.history.location;
  if (href === `${pathname}${search}${hash}`) return;
  void router.navigate({ href, replace: true, resetScroll: false, hashScrollIntoView: false });
}
