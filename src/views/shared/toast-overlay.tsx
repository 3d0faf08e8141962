// The toast overlay on every page: sonner's Toaster, mounted after hydration so it costs nothing on first render.
import { lazy, Suspense, useEffect, useState } from 'react';
import { whenIdle } from '../../lib/browser';

const Toaster = lazy(() => import('./toast-host').then(({ ToastHost }) => ({ default: ToastHost })));

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
