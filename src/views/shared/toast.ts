// The one toast helper of the app: message, type, description, duration (3000 ms by default; Infinity never hides).
// sonner is loaded after first render, so showing a toast before the overlay is ready waits for it.
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';

export type ToastType = 'info' | 'success' | 'error';
export interface ToastOptions {
  message: string;
  type?: ToastType;
  description?: string;
  duration?: number;
  /** A button in the toast (e.g. "Reload now"). */
  action?: { label: string; onClick: () => void };
}

export const DEFAULT_TOAST_DURATION = 3000;

let markReady: () => void = () => {};
const overlayReady = new Promise<void>((resolve) => {
  markReady = resolve;
});

/** Called by the overlay once sonner's <Toaster> is mounted. */
export function toastOverlayMounted(): void {
  markReady();
}

/**
 * After the next frame, in a task of its own: sonner renders a new toast synchronously (flushSync) and measures it
 * (a forced layout), and the caller is usually in the middle of other work (a cart update rendering the badge and the
 * cart). Together they would block the page for one long task, and the measuring would lay out their changes too.
 */
function afterNextFrame(): Promise<void> {
  return new Promise((resolve) => {
    if (typeof requestAnimationFrame === 'function' && document.visibilityState === 'visible') requestAnimationFrame(() => setTimeout(resolve, 0));
    else setTimeout(resolve, 0);
  });
}

export async function showToast({ message, type = 'info', description, duration = DEFAULT_TOAST_DURATION, action }: ToastOptions): Promise<void> {
  const [{ toast }] = await Promise.all([import('sonner'), overlayReady, afterNextFrame()]);
  const show = type === 'success' ? toast.success : type === 'error' ? toast.error : toast.info;
  show(message, { description, duration, ...(action ? { action } : {}) });
}

export function toastError(i18n: I18n, description?: string, duration?: number): Promise<void> {
  return showToast({ type: 'error', message: i18n._(msg`Error`), description: description ?? i18n._(msg`Operation failed`), duration });
}
