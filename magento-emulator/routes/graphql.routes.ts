// GraphQL at /graphql: the small part of Magento's and Mollie's schema the shop uses (mollieProcessTransaction,
// mollieRestoreCart, customer { orders }). Resolver errors answer HTTP 200 with errors[]; a syntax error is a 500.
import { Router, type Request, type Response } from 'express';
import { GraphQLError, buildSchema, execute, parse, validate, type DocumentNode, type ExecutionResult } from 'graphql';
import { STOCK_OPTIONS, STORE_VIEWS, type StoreCode } from '../emulator.config';
import { onlyXLeftInStock, stockStatusOf } from '../domain/stock-status';
import { one } from '../db/emulator.store';
import { resolveBearer, type Principal } from '../domain/auth.service';
import { ensureMaskedId, type CartRow } from '../domain/cart.service';
import type { EmulatorContext } from '../domain/emulator.context';
import { GraphQlUserError, decryptOrderHash, processTransaction } from '../domain/mollie.service';
import { STATUS_LABELS, allOrders, type OrderDoc } from '../domain/order.service';
import { customerName } from '../domain/customer.service';
import { activeCartOfCustomer, createCartForCustomer } from '../domain/cart-customer.service';
import { euros, magentoDate } from '../lib/magento.output';

const SCHEMA = buildSchema(`
  enum PaymentStatusEnum { CREATED PAID AUTHORIZED CANCELED SHIPPING COMPLETED EXPIRED PENDING REFUNDED ERROR FAILED OPEN }
  enum SortEnum { ASC DESC }
  enum CustomerOrderSortableField { NUMBER CREATED_AT }
  input MollieProcessTransactionInput { payment_token: String }
  input MollieResetCartInput { cart_id: String }
  input FilterStringTypeInput { eq: String, in: [String], match: String }
  input CustomerOrdersFilterInput { number: FilterStringTypeInput }
  input CustomerOrderSortInput { sort_field: CustomerOrderSortableField!, sort_direction: SortEnum! }
  type Money { value: Float, currency: String }
  type CartItem { id: String!, uid: ID!, quantity: Float! }
  type Cart { id: String!, email: String, is_virtual: Boolean!, total_quantity: Float!, items: [CartItem] }
  type MollieProcessTransactionOutput { paymentStatus: PaymentStatusEnum, cart: Cart, redirect_to_cart: Boolean, redirect_to_success_page: Boolean }
  type MollieResetCartOutput { cart: Cart! }
  type Discount { amount: Money!, label: String! }
  type OrderTotal { grand_total: Money!, subtotal: Money!, total_tax: Money!, total_shipping: Money!, discounts: [Discount] }
  type OrderItem { id: ID!, product_sku: String!, product_name: String, product_type: String, product_sale_price: Money!, quantity_ordered: Float, status: String }
  type OrderPaymentMethod { name: String!, type: String! }
  type CustomerOrder {
    id: ID!, number: String!, order_number: String!, increment_id: String, order_date: String!, created_at: String, status: String!,
    grand_total: Float, total: OrderTotal, items: [OrderItem], shipping_method: String, payment_methods: [OrderPaymentMethod], email: String
  }
  type SearchResultPageInfo { current_page: Int, page_size: Int, total_pages: Int }
  type CustomerOrders { items: [CustomerOrder]!, page_info: SearchResultPageInfo, total_count: Int }
  type Customer {
    id: Int, firstname: String, lastname: String, email: String,
    orders(filter: CustomerOrdersFilterInput, currentPage: Int = 1, pageSize: Int = 20, sort: CustomerOrderSortInput): CustomerOrders
  }
  enum ProductStockStatus { IN_STOCK OUT_OF_STOCK }
  input FilterEqualTypeInput { eq: String, in: [String] }
  input ProductAttributeFilterInput { sku: FilterEqualTypeInput, url_key: FilterEqualTypeInput }
  interface ProductInterface {
    id: Int, uid: ID!, sku: String, name: String, type_id: String, stock_status: ProductStockStatus, only_x_left_in_stock: Float
  }
  type SimpleProduct implements ProductInterface {
    id: Int, uid: ID!, sku: String, name: String, type_id: String, stock_status: ProductStockStatus, only_x_left_in_stock: Float
  }
  type BundleProduct implements ProductInterface {
    id: Int, uid: ID!, sku: String, name: String, type_id: String, stock_status: ProductStockStatus, only_x_left_in_stock: Float
  }
  type Products { items: [ProductInterface], page_info: SearchResultPageInfo, total_count: Int }
  type Query {
    customer: Customer, customerCart: Cart!, mollieCustomerOrder(hash: String): CustomerOrder
    products(search: String, filter: ProductAttributeFilterInput, pageSize: Int = 20, currentPage: Int = 1): Products
  }
  type Mutation {
    mollieProcessTransaction(input: MollieProcessTransactionInput): MollieProcessTransactionOutput
    mollieRestoreCart(input: MollieResetCartInput): MollieResetCartOutput
  }
`);

function userError(message: string, category: string): GraphQLError {
  return new GraphQLError(message, { extensions: { category } });
}

/** The Cart type; `id` through MaskedCartId (a customer's quote gets its mask row when asked: ensureMaskedId). */
function renderCart(row: CartRow & { masked_id: string }): Record<string, unknown> {
  return {
    id: row.masked_id,
    email: row.doc.email ?? null,
    is_virtual: false,
    total_quantity: row.is_active ? row.doc.items.reduce((sum, item) => sum + item.qty, 0) : 0,
    // QuoteGraphQl's CartItems resolver: the quote's visible items; `id` is the deprecated numeric id, `uid` its base64.
    items: row.doc.items.map((item) => ({ id: String(item.item_id), uid: Buffer.from(String(item.item_id)).toString('base64'), quantity: item.qty })),
  };
}

function money(cents: number): { value: number; currency: string } {
  return { value: euros(cents), currency: 'EUR' };
}

function renderCustomerOrder(order: OrderDoc): Record<string, unknown> {
  return {
    id: Buffer.from(String(order.entity_id)).toString('base64'),
    number: order.increment_id,
    order_number: order.increment_id,
    increment_id: order.increment_id,
    order_date: magentoDate(order.created_at),
    created_at: magentoDate(order.created_at),
    status: STATUS_LABELS[order.status] ?? order.status,
    grand_total: euros(order.grand_total_cents),
    email: order.customer_email,
    shipping_method: order.shipping_description,
    payment_methods: [{ name: order.payment_title, type: order.payment_method }],
    total: {
      grand_total: money(order.grand_total_cents),
      subtotal: money(order.subtotal_incl_tax_cents),
      total_tax: money(order.tax_cents),
      total_shipping: money(order.shipping_incl_tax_cents),
      discounts: order.discount_cents > 0 ? [{ amount: money(order.discount_cents), label: order.coupon_code ?? 'Discount' }] : [],
    },
    items: order.items
      .filter((item) => item.parent_item_id === undefined)
      .map((item) => ({
        id: Buffer.from(String(item.item_id)).toString('base64'),
        product_sku: item.sku,
        product_name: item.name,
        product_type: item.product_type,
        product_sale_price: money(item.price_incl_tax_cents),
        quantity_ordered: item.qty_ordered,
        status: item.qty_canceled > 0 ? 'Canceled' : item.qty_shipped > 0 ? 'Shipped' : 'Ordered',
      })),
  };
}

type FilterEqual = { eq?: string | null; in?: Array<string | null> | null } | null;
interface ProductsArgs {
  search?: string | null;
  filter?: { sku?: FilterEqual; url_key?: FilterEqual } | null;
  pageSize: number;
  currentPage: number;
}

function storeOf(req: Request): StoreCode {
  const header = req.get('store');
  return STORE_VIEWS.find((view) => view.code === header)?.code ?? STORE_VIEWS[0]!.code;
}

function matches(value: string | undefined, filter: FilterEqual | undefined): boolean {
  if (!filter) return true;
  if (value === undefined) return false;
  if (typeof filter.eq === 'string' && value !== filter.eq) return false;
  if (Array.isArray(filter.in) && !filter.in.includes(value)) return false;
  return true;
}

/**
 * Query.products, the part a storefront server reads stock with (CatalogGraphQl/Model/Resolver/Products.php and
 * Products/Query/Search.php): `search` or `filter` is required; without `search` only products visible in the
 * catalogue (visibility 2 or 4) and enabled come back, and out-of-stock ones only when "Display Out of Stock Products"
 * is on (CatalogInventory's stock filter on the search collection). stock_status and only_x_left_in_stock: stock-status.ts.
 */
async function resolveProducts(ctx: EmulatorContext, args: ProductsArgs, store: StoreCode): Promise<Record<string, unknown>> {
  if ((args.search === undefined || args.search === null) && (args.filter === undefined || args.filter === null)) {
    throw userError("'search' or 'filter' input argument is required.", 'graphql-input');
  }
  if (args.currentPage < 1) throw userError('currentPage value must be greater than 0.', 'graphql-input');
  if (args.pageSize < 1) throw userError('pageSize value must be greater than 0.', 'graphql-input');
  const options = ctx.settings.stockOptions ?? STOCK_OPTIONS;
  const { rows } = await ctx.store.query<{ sku: string; qty: number }>('select sku, qty from stock');
  const stock = new Map(rows.map((row) => [row.sku, row.qty]));
  const qtyOf = (sku: string) => stock.get(sku) ?? 0;
  const search = args.search?.trim().toLowerCase();
  const visible = new Set(search ? [3, 4] : [2, 4]);
  const found = ctx.catalog
    .all()
    .filter((product) => product.status === 1 && visible.has(product.visibility))
    .filter(
      (product) => matches(product.sku, args.filter?.sku) && matches(String(ctx.catalog.storeValue(product, store, 'url_key') ?? ''), args.filter?.url_key),
    )
    .filter(
      (product) =>
        !search ||
        String(ctx.catalog.storeValue(product, store, 'name') ?? '')
          .toLowerCase()
          .includes(search),
    )
    .filter((product) => options.showOutOfStock || stockStatusOf(product, qtyOf) === 'IN_STOCK');
  const totalPages = Math.ceil(found.length / args.pageSize);
  if (found.length > 0 && args.currentPage > totalPages) {
    throw userError(`currentPage value ${args.currentPage} specified is greater than the ${totalPages} page(s) available.`, 'graphql-input');
  }
  const page = found.slice((args.currentPage - 1) * args.pageSize, args.currentPage * args.pageSize);
  return {
    items: page.map((product) => ({
      __typename: product.type_id === 'bundle' ? 'BundleProduct' : 'SimpleProduct',
      id: product.entity_id,
      uid: Buffer.from(String(product.entity_id)).toString('base64'),
      sku: product.sku,
      name: ctx.catalog.storeValue(product, store, 'name') ?? product.name,
      type_id: product.type_id,
      stock_status: stockStatusOf(product, qtyOf),
      only_x_left_in_stock: onlyXLeftInStock(product, qtyOf, options),
    })),
    page_info: { current_page: args.currentPage, page_size: args.pageSize, total_pages: totalPages },
    total_count: found.length,
  };
}

interface GraphQlContext {
  principal: Principal | null;
  req: Request;
}

export function graphqlRoutes(ctx: EmulatorContext): Router {
  const router = Router();

  const rootValue = {
    mollieProcessTransaction: async (args: { input?: { payment_token?: string | null } | null }, context: GraphQlContext) => {
      const token = args.input?.payment_token;
      if (!token) throw userError('Missing "payment_token" input argument', 'graphql-input');
      const fail = ctx.faults?.take('failPayment', context.req.method, context.req.originalUrl) ?? false;
      try {
        const result = await ctx.store.tx(async (q) => {
          const processed = await processTransaction(q, ctx.settings, token, ctx.clock.now(), fail);
          const cart = processed.cart ? { ...processed.cart, masked_id: await ensureMaskedId(q, processed.cart) } : null;
          return { ...processed, cart };
        });
        return { ...result, cart: result.cart ? renderCart(result.cart) : null };
      } catch (error) {
        if (error instanceof GraphQlUserError) throw userError(error.message, error.category);
        throw error;
      }
    },
    mollieRestoreCart: async (args: { input?: { cart_id?: string | null } | null }, context: GraphQlContext) => {
      const maskedId = args.input?.cart_id;
      if (!maskedId) throw userError('Required parameter "cart_id" is missing', 'graphql-input');
      return ctx.store.tx(async (q) => {
        const row = await one<CartRow>(q, 'select * from carts where masked_id = $1', [maskedId]);
        if (!row) throw userError(`Could not find a cart with ID "${maskedId}"`, 'graphql-no-such-entity');
        const owner = row.doc.customer_id;
        if (owner !== undefined && !(context.principal?.kind === 'customer' && context.principal.customerId === owner)) {
          throw userError(`The current user cannot perform operations on cart "${maskedId}"`, 'graphql-authorization');
        }
        await q.query('update carts set is_active = true, updated_at = $2 where entity_id = $1', [row.entity_id, ctx.clock.now()]);
        return { cart: renderCart({ ...row, masked_id: maskedId, is_active: true }) };
      });
    },
    /** Mollie's order-by-hash lookup with the hash in the body instead of a fragile URL path segment. */
    mollieCustomerOrder: async (args: { hash?: string | null }) => {
      if (!args.hash) throw userError('Required parameter "hash" is missing', 'graphql-input');
      const id = decryptOrderHash(ctx.settings, args.hash);
      const order = id === '' ? undefined : (await allOrders(ctx.store)).find((entry) => String(entry.entity_id) === id);
      if (!order) throw userError("The entity that was requested doesn't exist. Verify the entity and try again.", 'graphql-no-such-entity');
      return renderCustomerOrder(order);
    },
    /**
     * QuoteGraphQl's CustomerCart resolver: the customer's active cart, created when there is none
     * (CreateEmptyCartForCustomer); its `id` is the quote's masked id (MaskedCartId → QuoteIdToMaskedQuoteId, which makes
     * a quote_id_mask row for a quote that has none, e.g. one made by REST `POST carts/mine`).
     */
    customerCart: async (_args: unknown, context: GraphQlContext) => {
      if (context.principal?.kind !== 'customer') throw userError("The current customer isn't authorized.", 'graphql-authorization');
      const customerId = context.principal.customerId;
      const storeId = STORE_VIEWS.find((view) => view.code === storeOf(context.req))!.id;
      return ctx.store.tx(async (q) => {
        await createCartForCustomer(q, customerId, storeId, ctx.clock.now());
        const row = await activeCartOfCustomer(q, customerId);
        return renderCart({ ...row, masked_id: await ensureMaskedId(q, row) });
      });
    },
    products: (args: ProductsArgs, context: GraphQlContext) => resolveProducts(ctx, args, storeOf(context.req)),
    customer: async (_args: unknown, context: GraphQlContext) => {
      if (context.principal?.kind !== 'customer') throw userError("The current customer isn't authorized.", 'graphql-authorization');
      const customerId = context.principal.customerId;
      const customer = await customerName(ctx.store, customerId);
      if (!customer) throw userError("The current customer isn't authorized.", 'graphql-authorization');
      return {
        id: customerId,
        firstname: customer.doc.firstname,
        lastname: customer.doc.lastname,
        email: customer.email,
        orders: async (args: {
          filter?: { number?: { eq?: string; in?: string[]; match?: string } };
          currentPage?: number;
          pageSize?: number;
          sort?: { sort_field: string; sort_direction: string };
        }) => {
          const currentPage = args.currentPage ?? 1;
          const pageSize = args.pageSize ?? 20;
          if (currentPage < 1) throw userError('currentPage value must be greater than 0.', 'graphql-input');
          if (pageSize < 1) throw userError('pageSize value must be greater than 0.', 'graphql-input');
          let orders = (await allOrders(ctx.store)).filter((order) => order.customer_id === customerId);
          const number = args.filter?.number;
          if (number?.eq) orders = orders.filter((order) => order.increment_id === number.eq);
          if (number?.in) orders = orders.filter((order) => number.in!.includes(order.increment_id));
          if (number?.match) orders = orders.filter((order) => order.increment_id.includes(number.match!));
          const field = args.sort?.sort_field === 'NUMBER' ? 'number' : 'created';
          const direction = args.sort?.sort_direction === 'ASC' ? 1 : -1;
          orders.sort(
            (a, b) =>
              direction * (field === 'number' ? a.increment_id.localeCompare(b.increment_id) : a.created_at - b.created_at || a.entity_id - b.entity_id),
          );
          const totalPages = Math.ceil(orders.length / pageSize);
          return {
            items: orders.slice((currentPage - 1) * pageSize, currentPage * pageSize).map(renderCustomerOrder),
            page_info: { current_page: currentPage, page_size: pageSize, total_pages: totalPages },
            total_count: orders.length,
          };
        },
      };
    },
  };

  const answer = async (req: Request, res: Response, query: unknown, variables: unknown, operationName: unknown) => {
    const send = (status: number, body: unknown) => res.status(status).type('application/json; charset=utf-8').send(JSON.stringify(body));
    const store = req.get('store');
    if (store && !STORE_VIEWS.some((view) => view.code === store) && store !== 'default') {
      return send(200, { errors: [{ message: 'Requested store is not found', extensions: { category: 'graphql-no-such-entity' } }] });
    }
    let document: DocumentNode;
    try {
      if (typeof query !== 'string' || query.length > 100_000) throw new GraphQLError('Syntax Error: Unexpected <EOF>.');
      document = parse(query);
    } catch (error) {
      return send(500, { errors: [{ message: error instanceof Error ? error.message : 'Syntax Error', extensions: { category: 'graphql' } }] });
    }
    const validationErrors = validate(SCHEMA, document);
    if (validationErrors.length > 0) {
      return send(200, {
        errors: validationErrors.map((error) => ({ message: error.message, locations: error.locations, extensions: { category: 'graphql' } })),
      });
    }
    const isMutation = document.definitions.some((definition) => definition.kind === 'OperationDefinition' && definition.operation === 'mutation');
    if (isMutation && req.method === 'GET')
      return send(500, { errors: [{ message: 'Mutation requests allowed only for POST requests', extensions: { category: 'graphql' } }] });
    const principal = await resolveBearer(ctx.store, req.get('authorization'), ctx.settings, ctx.clock.now());
    const result: ExecutionResult = await execute({
      schema: SCHEMA,
      document,
      rootValue,
      contextValue: { principal, req } satisfies GraphQlContext,
      variableValues: variables && typeof variables === 'object' ? (variables as Record<string, unknown>) : undefined,
      operationName: typeof operationName === 'string' ? operationName : undefined,
    });
    const body: Record<string, unknown> = {};
    if (result.errors) {
      body.errors = result.errors.map((error) => ({
        message: error.originalError && !(error.originalError instanceof GraphQLError) ? 'Internal server error' : error.message,
        locations: error.locations,
        path: error.path,
        extensions: {
          category: (error.extensions?.category as string | undefined) ?? 'graphql',
          ...(error.originalError && !(error.originalError instanceof GraphQLError) ? {} : {}),
        },
      }));
      for (const error of result.errors)
        if (error.originalError && !(error.originalError instanceof GraphQLError)) ctx.log(`graphql resolver error: ${error.originalError.message}`);
    }
    if (result.data !== undefined) body.data = result.data;
    return send(200, body);
  };

  router.post('/graphql', async (req, res, next) => {
    try {
      const body = req.body as Record<string, unknown> | undefined;
      if (!body || typeof body !== 'object') {
        return res
          .status(500)
          .type('application/json; charset=utf-8')
          .send(JSON.stringify({ errors: [{ message: 'Syntax Error: Unexpected <EOF>.', extensions: { category: 'graphql' } }] }));
      }
      await answer(req, res, body.query, body.variables, body.operationName);
    } catch (error) {
      next(error);
    }
  });

  router.get('/graphql', async (req, res, next) => {
    try {
      let variables: unknown;
      if (typeof req.query.variables === 'string' && req.query.variables !== '') {
        try {
          variables = JSON.parse(req.query.variables);
        } catch {
          variables = undefined;
        }
      }
      await answer(req, res, req.query.query, variables, req.query.operationName);
    } catch (error) {
      next(error);
    }
  });

  return router;
}
