// The emulator's app factory: Magento's transport rules (store codes in the path, JSON bodies, error bodies, 404 for
// unknown routes) around the route modules. No listen and no env reads here; start.ts does that.
import express, { type NextFunction, type Request, type Response } from 'express';
import { MAX_BODY_BYTES, STORE_VIEWS } from './emulator.config';
import { MagentoError, internalError, noRoute } from './lib/magento.errors';
import { resolvePrincipal, type RequestScope } from './lib/route.helpers';
import type { EmulatorContext } from './domain/emulator.context';
import { accountRoutes } from './routes/account.routes';
import { authRoutes } from './routes/auth.routes';
import { customerRoutes } from './routes/customer.routes';
import { cartRoutes } from './routes/cart.routes';
import { categoryRoutes } from './routes/category.routes';
import { checkoutPageRoutes } from './routes/checkout-page.routes';
import { directoryRoutes } from './routes/directory.routes';
import { faultRoutes } from './routes/fault.routes';
import { graphqlRoutes } from './routes/graphql.routes';
import { inventoryRoutes } from './routes/inventory.routes';
import { mailboxRoutes } from './routes/mailbox.routes';
import { mediaRoutes } from './routes/media.routes';
import { mollieExpiry, mollieRoutes } from './routes/mollie.routes';
import { orderRoutes } from './routes/order.routes';
import { productRoutes } from './routes/product.routes';
import { salesDocumentRoutes } from './routes/sales-documents.routes';
import { salesRuleRoutes } from './routes/sales-rule.routes';

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

function sendJson(res: Response, status: number, body: unknown): void {
  res.status(status).type('application/json; charset=utf-8').send(JSON.stringify(body));
}

/** JSON bodies the Magento way: a wrong or missing Content-Type and undecodable JSON are 400s with Magento's phrases. */
function decodeBody(req: Request, res: Response, next: NextFunction): void {
  const raw: unknown = req.body;
  if (typeof raw !== 'string' || raw.trim() === '') {
    req.body = undefined;
    return next();
  }
  if (req.path.startsWith('/mollie/checkout/')) {
    req.body = Object.fromEntries(new URLSearchParams(raw));
    return next();
  }
  const isGraphQl = req.path === '/graphql';
  const type = req.get('content-type');
  if (!isGraphQl) {
    if (!type) return next(new MagentoError(400, 'Content-Type header is empty.'));
    if (!/^application\/json\b/i.test(type) && !/\+json\b/i.test(type))
      return next(new MagentoError(400, 'Server cannot understand Content-Type HTTP header media type %1', [type.split(';')[0]!.trim()]));
  }
  try {
    req.body = JSON.parse(raw);
    next();
  } catch {
    if (isGraphQl)
      return sendJson(res, 500, { errors: [{ message: 'Unable to unserialize value. Error: Syntax error', extensions: { category: 'graphql' } }] });
    next(new MagentoError(400, 'Decoding error.'));
  }
}

/** A 200 whose JSON never ends (a proxy streaming a dump, a runaway export): written as fast as the client reads, until it hangs up. */
function sendEndlessBody(res: express.Response): void {
  res.status(200).type('application/json; charset=utf-8');
  const chunk = Buffer.from(`${'{"sku":"FOLT-ENDLESS","name":"A product that never ends"},'.repeat(1024)}`);
  res.write('[');
  const pump = () => {
    while (!res.destroyed) if (!res.write(chunk)) return void res.once('drain', pump);
  };
  pump();
}

export function createEmulatorApp(ctx: EmulatorContext): express.Express {
  const app = express();
  app.disable('x-powered-by');
  app.set('etag', false);

  // Fault switch administration comes before the faults themselves, so a test can always clear them.
  if (ctx.faults) app.use('/__emulator', express.json({ limit: '16kb' }), faultRoutes(ctx));

  if (ctx.faults) {
    const faults = ctx.faults;
    app.use(async (req, res, next) => {
      const fault = faults.takeTransport(req.method, req.originalUrl);
      if (!fault) return next();
      if (fault.latencyMs) await sleep(fault.latencyMs);
      if (fault.connectionReset) {
        req.socket.destroy();
        return;
      }
      if (fault.status === 503) return sendJson(res, 503, { message: 'Service Unavailable' });
      if (fault.status === 500) return sendJson(res, 500, internalError().toBody());
      if (fault.malformedJson) {
        res.status(200).type('application/json; charset=utf-8').send('{"message": "truncated respo');
        return;
      }
      if (fault.endlessBody) {
        sendEndlessBody(res);
        return;
      }
      next();
    });
  }

  app.use(express.text({ type: () => true, limit: MAX_BODY_BYTES, defaultCharset: 'utf-8' }), decodeBody);

  app.use(mediaRoutes());
  app.use(mailboxRoutes(ctx));
  // Mollie's expiry of open payments shows in every Magento answer (REST, GraphQL, the test checkout).
  const expiry = mollieExpiry(ctx);
  app.use(['/mollie', '/graphql'], expiry);
  app.use(checkoutPageRoutes(ctx));
  app.use(graphqlRoutes(ctx));

  const v1 = express.Router();
  v1.use(resolvePrincipal(ctx));
  v1.use(expiry);
  v1.use(cartRoutes(ctx));
  v1.use(productRoutes(ctx));
  v1.use(inventoryRoutes(ctx));
  v1.use(categoryRoutes(ctx));
  v1.use(orderRoutes(ctx));
  v1.use(salesDocumentRoutes(ctx));
  v1.use(salesRuleRoutes(ctx));
  v1.use(authRoutes(ctx));
  v1.use(accountRoutes(ctx));
  v1.use(customerRoutes(ctx));
  v1.use(directoryRoutes());
  v1.use(mollieRoutes(ctx));
  v1.use((_req, _res, next) => next(noRoute()));

  // `/rest/V1/...` is the default store view; `/rest/{code}/V1/...` a known store code; `all` the admin scope.
  app.use(
    '/rest/V1',
    (_req, res, next) => {
      res.locals.scope = { scope: 'nl', storeId: 1 } satisfies RequestScope;
      next();
    },
    v1,
  );
  app.use(
    '/rest/:store/V1',
    (req, res, next) => {
      const code = String(req.params.store);
      if (code === 'all') res.locals.scope = { scope: 'all', storeId: 0 } satisfies RequestScope;
      else {
        const view = STORE_VIEWS.find((entry) => entry.code === code);
        if (!view) return next(noRoute());
        res.locals.scope = { scope: view.code, storeId: view.id } satisfies RequestScope;
      }
      next();
    },
    v1,
  );

  app.use((_req, _res, next) => next(noRoute()));

  app.use((error: unknown, req: Request, res: Response, _next: NextFunction) => {
    if (res.headersSent) return;
    if (error instanceof MagentoError) return sendJson(res, error.status, error.toBody());
    const type = (error as { type?: string } | null)?.type;
    if (type === 'entity.too.large') return sendJson(res, 413, { message: 'Request Entity Too Large' });
    if (type === 'entity.parse.failed') return sendJson(res, 400, { message: 'Decoding error.' });
    if (type === 'encoding.unsupported' || type === 'charset.unsupported' || type === 'request.aborted' || type === 'entity.verify.failed') {
      return sendJson(res, 400, { message: 'Decoding error.' });
    }
    ctx.log(`internal error on ${req.method} ${req.originalUrl}: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
    sendJson(res, 500, internalError().toBody());
  });

  return app;
}
