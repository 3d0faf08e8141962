// sonner's Toaster in the page's language, loaded by the toast overlay once the page is idle (toast-overlay.tsx): its
// texts and the toast queue are not part of the first render (docs/decisions/039-first-render-javascript-budgets.md).
import { useLingui } from '@lingui/react/macro';
import { useEffect } from 'react';
import { Toaster } from 'sonner';
import { toastOverlayMounted } from './toast';

export function ToastHost() {
  const { t } = useLingui();
  useEffect(() => toastOverlayMounted(), []);
  // At the bottom: at the top it covered the header's navigation and cart link on every page. The region's name and
  // the close buttons' are sonner's English ("Notifications alt+T", "Close toast") unless given in the page's language.
  // Expanded, not stacked: in a stack the toast behind is covered by the one in front, its close button too small a
  // target to reach (WCAG 2.2 target size, axe target-size).
  return (
    <Toaster
      position="bottom-center"
      richColors
      expand
      closeButton
      customAriaLabel={t`Notifications (Alt+T)`}
      toastOptions={{ closeButtonAriaLabel: t`Close notification` }}
    />
  );
}
