// Debian's Chromium driven by playwright-core (never a downloaded browser), with console and hydration watching.
import { existsSync } from 'node:fs';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export async function launchBrowser(): Promise<Browser> {
  if (!existsSync(CHROMIUM)) {
    throw new Error(`No Chromium at ${CHROMIUM}. Install Debian's package: apt-get update && apt-get install -y chromium (or set CHROMIUM_PATH).`);
  }
  return chromium.launch({
    executablePath: CHROMIUM,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--disable-quic',
    ],
  });
}

/** Console errors, warnings and uncaught page errors of a page (hydration mismatches surface here). */
export function watchConsole(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() !== 'error' && msg.type() !== 'warning') return;
    // The browser's own "Failed to load resource" does not say which one: its address does.
    const url = msg.text().startsWith('Failed to load resource') ? msg.location().url : '';
    problems.push(`${msg.type()}: ${msg.text()}${url ? ` (${url})` : ''}`);
  });
  page.on('pageerror', (err) => problems.push(`pageerror: ${err.message}`));
  return problems;
}

export async function newContext(browser: Browser, options: { phone?: boolean; locale?: string } = {}): Promise<BrowserContext> {
  return browser.newContext({
    locale: options.locale ?? 'nl-NL',
    viewport: options.phone ? { width: 390, height: 844 } : { width: 1280, height: 800 },
    deviceScaleFactor: 1,
    isMobile: options.phone ?? false,
    hasTouch: options.phone ?? false,
  });
}

/** Waits until React has hydrated the server-rendered document (the router marks it). */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() => (window as unknown as { $_TSR?: unknown }).$_TSR === undefined && document.readyState === 'complete', undefined, {
    timeout: 15_000,
  });
  await page.waitForTimeout(50);
}
