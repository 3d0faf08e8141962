// The toast overlay on every page: sonner's Toaster, mounted after hydration so it costs nothing on first render.
import { lazy, Suspense, useEffect, useState } from 'react';
import { toastOverlayMounted } from './toast';

const Toaster = lazy(async () => {
  const { Toaster: SonnerToaster } = await import('sonner');
  function ReadyToaster() {
    useEffect(() => toastOverlayMounted(), []);
    return <SonnerToaster position="top-center" richColors closeButton />;
  }
  return { default: ReadyToaster };
});

export function ToastOverlay() {
  const [mounted, setMounted] = useState(false);
  useEffect(() => {
    const start = () => setMounted(true);
    if ('requestIdleCallback' in window) {
      const id = window.requestIdleCallback(start, { timeout: 1500 });
      return () => window.cancelIdleCallback(id);
    }
    const timer = setTimeout(start, 200);
    return () => clearTimeout(timer);
  }, []);
  if (!mounted) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}
