// The browser effects of sharing a link: the page's origin in front of a path, and the clipboard (with the share
// sheet where the browser has one, on phones). Views call these; they never touch the window themselves.

/** The path as a full address on this site (the path itself when there is no window, e.g. while rendering). */
export function absoluteUrl(path: string): string {
  return typeof window === 'undefined' ? path : new URL(path, window.location.origin).href;
}

/** Copies the text; false when the browser refused (no permission, an insecure page). */
export async function copyText(text: string): Promise<boolean> {
  try {
    if (typeof navigator === 'undefined' || !navigator.clipboard) return false;
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}
