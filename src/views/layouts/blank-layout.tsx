// Blank layout (printable sheets): the page and nothing else.
import { Outlet } from '@tanstack/react-router';

export function BlankLayout() {
  return (
    <main id="main" className="layout-blank">
      <Outlet />
    </main>
  );
}
