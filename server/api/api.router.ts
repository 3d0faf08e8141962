// The /api router: guards (same-origin writes, JSON only — the job application's multipart upload excepted —,
// 100 kB), `no-store` by default, the resource routers, the session and logins, the customer's orders and the back
// office (each behind its session guard, writes also behind the session's CSRF value), the forms and the leads admin
// API when a database is given, and an envelope for unknown paths and unexpected errors. Mounted by app.ts as
// app.use('/api', createApiRouter(deps)).
import { Router, type ErrorRequestHandler } from 'express';
import type { Logger } from 'pino';
import { clientErrorOf, ErrorText, NO_STORE, sendError } from './api-envelope';
import { createFormsRouter, MULTIPART_FORM_PATHS } from '../forms/forms.router';
import { createLeadsAdminRouter } from '../forms/leads-admin.router';
import { bodyErrors, jsonBody, jsonOnlyWritesExcept, sameOriginWrites } from './api-guard.middleware';
import { createAdminRouter } from '../admin/admin.router';
import { createAuthRouter } from '../auth/auth.router';
import { createCustomerAccountRouter } from '../auth/customer-account.router';
import { createCustomerRouter } from '../customer/customer.router';
import { createMyBikesRouter } from '../customer/my-bikes.router';
import { createCustomerAddressesRouter } from '../customer/customer-addresses.router';
import { createCartRouter } from './cart.router';
import { createCheckoutRouter } from './checkout.router';
import { createConfigRouter } from './config.router';
import { createCouponDiscountsRouter } from './coupon-discounts.router';
import type { ApiDeps } from './deps';
import { createOrderRouter } from './order.router';
import { createOrderLookupRouter } from './order-lookup.router';
import { createProductsRouter } from './products.router';

export type { ApiDeps } from './deps';

export function createApiRouter(deps: ApiDeps): Router {
  const router = Router();
  router.use((_req, res, next) => {
    // Safe default: only routes that explicitly say so are cacheable by browsers or CDNs.
    res.setHeader('Cache-Control', NO_STORE);
    next();
  });
  router.use(sameOriginWrites(deps.config), jsonOnlyWritesExcept(MULTIPART_FORM_PATHS), jsonBody, bodyErrors);

  router.use(createConfigRouter(deps));
  const magento = Router();
  magento.use(createProductsRouter(deps));
  magento.use(createCouponDiscountsRouter(deps));
  magento.use(createCartRouter(deps));
  magento.use(createCheckoutRouter(deps));
  magento.use(createOrderRouter(deps));
  magento.use(createOrderLookupRouter(deps));
  router.use('/magento', magento);
  router.use(createAuthRouter(deps));
  router.use(createCustomerAccountRouter(deps));
  router.use('/customer', createMyBikesRouter(deps));
  router.use('/customer', createCustomerRouter(deps));
  router.use('/customer', createCustomerAddressesRouter(deps));
  router.use('/admin', createAdminRouter(deps));
  if (deps.forms) {
    router.use('/forms', createFormsRouter(deps.forms));
    router.use('/admin', createLeadsAdminRouter({ ...deps.forms, requireAdmin: deps.requireAdmin }));
  }

  router.use((_req, res) => sendError(res, 404, ErrorText.notFound));
  const lastResort: ErrorRequestHandler = (err, _req, res, _next) => {
    const log = (res.locals.log as Logger | undefined) ?? deps.logger;
    // Express and the body parser mark the client's mistakes (a malformed escape in a path parameter, say) with
    // their 4xx status: that status is kept, and it is no error of ours to log.
    const refused = clientErrorOf(err);
    if (refused) log.info({ status: refused.status, err: err instanceof Error ? err.message : String(err) }, 'api request refused');
    else log.error({ err: err instanceof Error ? { name: err.name, message: err.message, stack: err.stack } : String(err) }, 'unhandled api error');
    if (res.headersSent) return res.end();
    if (refused) sendError(res, refused.status, refused.text);
    else sendError(res, 500, ErrorText.internal);
  };
  router.use(lastResort);
  return router;
}

// Re-exported so server/index.ts can take both entry points from one module.
export { createCatalogFastPath } from './catalog-fast-path';
