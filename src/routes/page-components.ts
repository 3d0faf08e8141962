// Which view renders each page; loaded lazily so every page is its own chunk.
import { lazyRouteComponent } from '@tanstack/react-router';
import type { PageId } from '../locales/paths';

type Loader = ReturnType<typeof lazyRouteComponent>;

const standard = lazyRouteComponent(() => import('../views/pages/standard-page'), 'StandardPage');

const login = lazyRouteComponent(() => import('../views/pages/login-page'), 'LoginPage');

const specific: Partial<Record<PageId, Loader>> = {
  'customer-login': login,
  'admin-login': login,
};

export function pageComponent(id: PageId): Loader {
  return specific[id] ?? standard;
}
