// The first Intl.NumberFormat a browser tab builds loads ICU's number data: 30–45 ms of CPU on the test machine
// (Chromium, a fresh tab), inside whichever task asks first. On the home page, a model page, the shop list and a
// product page that was a hydration task: Lingui writes a plural's `#` with `new Intl.NumberFormat(locale)`, and the
// hero's folding time, the shop list's product count and the stock line are plurals. ICU keeps that data for the
// whole renderer process, so a worker that builds the page's formats first takes the load off the main thread; the
// main thread's own formats then cost a fraction of a millisecond (decision record 038). A browser without workers,
// or a policy that refuses the worker, builds them on the main thread as before.

/** Starts a worker that builds number, plural and date formats of `locales` once and ends. */
export function warmIntlOffMainThread(locales: readonly string[]): void {
  if (typeof Worker !== 'function' || typeof Blob !== 'function' || typeof URL.createObjectURL !== 'function') return;
  const source = `for (const locale of ${JSON.stringify(locales)}) {
  try {
    new Intl.NumberFormat(locale).format(1234.5);
    new Intl.PluralRules(locale).select(2);
    new Intl.DateTimeFormat(locale, { weekday: 'long', timeZone: 'UTC' }).format(0);
  } catch {}
}
postMessage('warm');`;
  let url: string | null = null;
  try {
    url = URL.createObjectURL(new Blob([source], { type: 'text/javascript' }));
    const worker = new Worker(url);
    const done = () => {
      worker.terminate();
      if (url) URL.revokeObjectURL(url);
    };
    worker.addEventListener('message', done, { once: true });
    worker.addEventListener('error', done, { once: true });
  } catch {
    if (url) URL.revokeObjectURL(url);
  }
}
