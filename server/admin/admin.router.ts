// The back office's API under /api/admin (the leads have their own router behind the same guard): every route needs
// an admin session, every write also its CSRF value, and every Magento call goes out with the admin's own token.
import { Router } from 'express';
import type { ApiDeps } from '../api/deps';
import { createAdminAuditRouter } from './admin-audit.router';
import { createAdminBikesRouter } from './admin-bikes.router';
import { createAdminCatalogRouter } from './admin-catalog.router';
import { createAdminCouponsRouter } from './admin-coupons.router';
import { createAdminCustomersRouter } from './admin-customers.router';
import { createAdminDashboardRouter } from './admin-dashboard.router';
import { createAdminOrderOperationsRouter } from './admin-order-operations.router';
import { createAdminOrdersRouter } from './admin-orders.router';

export function createAdminRouter(deps: ApiDeps): Router {
  const router = Router();
  router.use(deps.requireAdmin);
  router.use(createAdminDashboardRouter(deps));
  router.use(createAdminBikesRouter(deps));
  router.use(createAdminCatalogRouter(deps));
  router.use(createAdminOrdersRouter(deps));
  router.use(createAdminCustomersRouter(deps));
  router.use(createAdminCouponsRouter(deps));
  router.use(createAdminAuditRouter(deps));
  router.use(createAdminOrderOperationsRouter(deps));
  return router;
}
