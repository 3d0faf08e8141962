// The toast overlay on every page: sonner's Toaster, mounted after hydration so it costs nothing on first render.
import { useLingui } from '@lingui/react/macro';
import { lazy, Suspense, useEffect, useState } from 'react';
import { whenIdle } from '../../lib/browser';
import { toastOverlayMounted } from './toast';

const Toaster = lazy(async () => {
  const { Toaster: SonnerToaster } = await import('sonner');
  function ReadyToaster() {
    const { t } = useLingui();
    useEffect(() => toastOverlayMounted(), []);
    // At the bottom: at the top it covered the header's navigation and cart link on every page. The region's name and
    // the close buttons' are sonner's English ("Notifications alt+T", "Close toast") unless given in the page's language.
    // Expanded, not stacked: in a stack the toast behind is covered by the one in front, its close button too small a
    // target to reach (WCAG 2.2 target size, axe target-size).
    return (
      <SonnerToaster
        position="bottom-center"
        richColors
        expand
        closeButton
        customAriaLabel={t`Notifications (Alt+T)`}
        toastOptions={{ closeButtonAriaLabel: t`Close notification` }}
      />
    );
  }
  return { default: ReadyToaster };
});

export function ToastOverlay() {
  const [mounted, setMounted] = useState(false);
  useEffect(() => whenIdle(() => setMounted(true), { timeout: 1500, fallback: 200 }), []);
  if (!mounted) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}
