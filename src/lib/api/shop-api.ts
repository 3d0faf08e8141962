// The browser's calls to the shop endpoints of spec §7 (one function per call), on the one ky client. Every call
// carries the active language as `?locale=`; every answer is checked against the contract (common/contract) here, the
// one place the shop reads them, so a shape that drifted is a clear 'Invalid response format' (its details logged),
// not an undefined in a view; failures become the machines' RequestFailure (errors.ts).
import { cartItemSchema, cartSchema, doneSchema, newCartIdSchema, type Address } from '../../../common/contract/cart.schema';
import {
  cartPaymentOutcomeSchema,
  countryRegionsSchema,
  paymentDetailsSchema,
  paymentMethodsSchema,
  processPaymentSchema,
  tokenSchema,
  type CartPaymentOutcome,
  type PaymentDetails,
  type PaymentMethod,
  type PaymentProcessResult,
  type Region,
} from '../../../common/contract/checkout.schema';
import { shopConfigSchema, type ShopConfig as ShopConfigAnswer } from '../../../common/contract/config.schema';
import { couponDiscountsSchema, type CouponDiscounts } from '../../../common/contract/coupon.schema';
import { envelopeSchema, type Envelope } from '../../../common/contract/envelope.schema';
import { orderCommentsSchema, orderSchema, type Order, type OrderComment } from '../../../common/contract/order.schema';
import { productListSchema, type ProductFilters, type ProductList } from '../../../common/contract/product.schema';
import { totalsSchema } from '../../../common/contract/totals.schema';
import { z } from '../../../common/zod-mini';
import type { CartItem as CartItemAnswer } from '../../../common/contract/cart.schema';
import type { AddressInformation } from '../../machines/checkout/checkout.machine';
import type { NewCartItem } from '../../machines/cart/cart-operations';
import type { CartSnapshot } from '../../machines/cart/cart.types';
import { api } from './client';
import { failureOfText, invalidResponse, toRequestFailure } from './errors';
import { yieldToMain } from '../yield-to-main';

/** What the shop runtime keeps of GET /api/config. */
export type ShopConfig = Pick<ShopConfigAnswer, 'defaultCoupon' | 'gtmId' | 'mediaBaseUrl' | 'productMediaUrl'>;

type Search = Record<string, string>;
type Method = 'get' | 'post' | 'put' | 'delete';

/** The answer as the contract says it is; anything else is an invalid response, its differences logged. */
function readAnswer<S extends z.ZodMiniType>(path: string, schema: S, body: unknown): Envelope<z.infer<S>> {
  const parsed = envelopeSchema(schema).safeParse(body);
  if (parsed.success) return parsed.data as Envelope<z.infer<S>>;
  const details = `/api/${path}: the answer is not what the contract says\n${z.prettifyError(parsed.error)}`;
  console.warn(details);
  throw invalidResponse(details);
}

export interface ShopApi {
  /** The raw envelope: the product-loading machine interprets success, error and emptiness itself. */
  products(filters: ProductFilters, options?: { pageSize?: number; signal?: AbortSignal }): Promise<Envelope<ProductList>>;
  config(): Promise<ShopConfig>;
  /** GET coupon-discounts: the code as Magento spells it and its discounts. */
  couponDiscounts(code: string): Promise<CouponDiscounts>;
  createCart(): Promise<string>;
  loadCart(cartId: string): Promise<CartSnapshot>;
  addItem(cartId: string, item: NewCartItem): Promise<CartItemAnswer>;
  updateItem(cartId: string, itemId: number, qty: number): Promise<CartItemAnswer>;
  removeItem(cartId: string, itemId: number): Promise<boolean>;
  applyCoupon(cartId: string, code: string): Promise<boolean>;
  paymentMethods(cartId: string): Promise<PaymentMethod[]>;
  shippingRegions(countryId: string): Promise<Region[]>;
  saveShipping(cartId: string, addressInformation: AddressInformation): Promise<PaymentDetails>;
  paymentToken(cartId: string): Promise<string>;
  paymentInformation(cartId: string, body: { email: string; billingAddress: Address; paymentMethodCode: string }): Promise<string>;
  startTransaction(paymentToken: string): Promise<string>;
  processPayment(paymentToken: string): Promise<PaymentProcessResult>;
  /** Re-opens the cart unless its order is paid or still waits for its payment (then says which). */
  resetCart(cartId: string): Promise<CartPaymentOutcome>;
  /** Gives the waiting payment up: the order is canceled and the cart re-opened (unless it was paid meanwhile). */
  abandonPayment(cartId: string): Promise<CartPaymentOutcome>;
  order(orderToken: string): Promise<Order>;
  orderComments(orderToken: string): Promise<OrderComment[]>;
  addOrderComment(orderToken: string, comment: string, status: string | null): Promise<boolean>;
}

/** A ShopApi speaking in the language `lang()` returns at the time of each call. */
export function createShopApi(lang: () => string): ShopApi {
  async function call<S extends z.ZodMiniType>(
    method: Method,
    path: string,
    schema: S,
    options: { search?: Search; json?: unknown; signal?: AbortSignal } = {},
  ): Promise<Envelope<z.infer<S>>> {
    // A request starts in a task of its own: setting one up costs a slow phone 10–20 ms, and it is usually started
    // by the machine step that handled the previous answer (DESIGN §11: no long task while adding to cart).
    await yieldToMain();
    let body: unknown;
    try {
      body = await api(`magento/${path}`, {
        method,
        searchParams: { locale: lang(), ...options.search },
        ...(options.json !== undefined ? { json: options.json } : {}),
        ...(options.signal ? { signal: options.signal } : {}),
      }).json();
    } catch (error) {
      throw toRequestFailure(error);
    }
    return readAnswer(`magento/${path}`, schema, body);
  }

  /** The data of a successful envelope; an unsuccessful one is a failure with its error text. */
  async function data<S extends z.ZodMiniType>(method: Method, path: string, schema: S, options?: { search?: Search; json?: unknown }): Promise<z.infer<S>> {
    const answer = await call(method, path, schema, options);
    if (answer.success !== true) throw failureOfText(answer.error || invalidResponse().text);
    if (answer.data === null) throw invalidResponse();
    return answer.data;
  }

  return {
    products(filters, options = {}) {
      const search: Search = {};
      for (const [field, values] of Object.entries(filters)) if (values?.length) search[`${field}:in`] = values.join(',');
      if (options.pageSize) search.pageSize = String(options.pageSize);
      return call('get', 'products', productListSchema, { search, ...(options.signal ? { signal: options.signal } : {}) });
    },
    async config() {
      let body: unknown;
      try {
        body = await api.get('config').json();
      } catch (error) {
        throw toRequestFailure(error);
      }
      const answer = readAnswer('config', shopConfigSchema, body);
      if (!answer.success || !answer.data) throw failureOfText(answer.error || invalidResponse().text);
      return answer.data;
    },
    couponDiscounts: (code) => data('get', 'coupon-discounts', couponDiscountsSchema, { search: { code } }),
    createCart: () => data('post', 'cart', newCartIdSchema),
    async loadCart(cartId): Promise<CartSnapshot> {
      const cart = await data('get', 'cart', cartSchema, { search: { cartId } });
      // An ordered (inactive) cart has no totals worth loading; the machine clears it.
      if (cart.is_active === false) return { cart, totals: null };
      const totals = await data('get', 'cart/totals', totalsSchema, { search: { cartId } });
      return { cart, totals };
    },
    addItem: (cartId, item) => data('post', 'cart/items', cartItemSchema, { search: { cartId }, json: { cartItem: item } }),
    updateItem: (cartId, itemId, qty) => data('put', 'cart/item', cartItemSchema, { search: { cartId }, json: { cartItem: { item_id: itemId, qty } } }),
    removeItem: (cartId, itemId) => data('delete', 'cart/item', doneSchema, { search: { cartId, itemId: String(itemId) } }),
    applyCoupon: (cartId, code) => data('put', 'cart/coupon', doneSchema, { search: { cartId }, json: { coupon: code } }),
    paymentMethods: (cartId) => data('get', 'cart/payment-methods', paymentMethodsSchema, { search: { cartId } }),
    async shippingRegions(countryId) {
      return (await data('get', 'shipping-regions', countryRegionsSchema, { search: { countryId } })).available_regions;
    },
    saveShipping: (cartId, addressInformation) => data('post', 'cart/shipping', paymentDetailsSchema, { search: { cartId }, json: { addressInformation } }),
    paymentToken: (cartId) => data('get', 'cart/payment-token', tokenSchema, { search: { cartId } }),
    paymentInformation: (cartId, body) => data('post', 'cart/payment-information', tokenSchema, { search: { cartId }, json: body }),
    startTransaction: (token) => data('post', 'cart/start-transaction', tokenSchema, { json: { token } }),
    async processPayment(paymentToken) {
      return (await data('post', 'cart/process-payment', processPaymentSchema, { json: { paymentToken } })).mollieProcessTransaction;
    },
    resetCart: (cartId) => data('post', 'cart/reset-cart', cartPaymentOutcomeSchema, { json: { cartId } }),
    abandonPayment: (cartId) => data('post', 'cart/abandon-payment', cartPaymentOutcomeSchema, { json: { cartId } }),
    order: (orderId) => data('get', 'order', orderSchema, { search: { orderId } }),
    async orderComments(orderId) {
      return (await data('get', 'order-comment', orderCommentsSchema, { search: { orderId } })).items;
    },
    addOrderComment: (orderId, comment, status) => data('post', 'order-comment', doneSchema, { json: { orderId, comment, ...(status ? { status } : {}) } }),
  };
}
