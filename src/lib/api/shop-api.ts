// The browser's calls to the shop endpoints of spec §7 (one function per call), on the one ky client. Every call
// carries the active language as `?locale=`; failures become the machines' RequestFailure ({ message, status? }).
import { HTTPError, NetworkError, TimeoutError } from 'ky';
import type {
  AddressInformation,
  ApiEnvelope,
  Address,
  Cart,
  CartSnapshot,
  Discount,
  Order,
  OrderComment,
  PaymentDetails,
  PaymentMethod,
  PaymentProcessResult,
  CartPaymentOutcome,
  ProductFilters,
  ProductList,
  Region,
  RequestFailure,
  Totals,
} from '../../machines/shop.types';
import type { NewCartItem } from '../../machines/cart/cart-operations';
import { api } from './client';
import { yieldToMain } from '../yield-to-main';

export const TIMEOUT_TEXT = 'Request timed out. Please try again.';
export const INVALID_RESPONSE_TEXT = 'Invalid response format';

/** The runtime configuration of GET /api/config. */
export interface ShopConfig {
  defaultCoupon: string | null;
  gtmId: string | null;
  mediaBaseUrl: string;
  productMediaUrl: string;
}

type Search = Record<string, string>;
type Method = 'get' | 'post' | 'put' | 'delete';

function failure(message: string, status?: number): RequestFailure {
  return status === undefined ? { message } : { message, status };
}

/** The server's error text when it sent an envelope, else the HTTP status text. */
function toFailure(error: unknown): RequestFailure {
  if (error instanceof HTTPError) {
    // ky 2 has already read the body into error.data (the response body itself is consumed).
    const body: unknown = error.data;
    const text = body && typeof body === 'object' && typeof (body as ApiEnvelope<unknown>).error === 'string' ? (body as ApiEnvelope<unknown>).error! : '';
    return failure(text || error.response.statusText || INVALID_RESPONSE_TEXT, error.response.status);
  }
  if (error instanceof TimeoutError) return failure(TIMEOUT_TEXT);
  // The browser's own wording, which the shop translates; ky's message would show the URL and the cart id.
  if (error instanceof NetworkError) return failure('Failed to fetch');
  if (error instanceof Error && error.name === 'AbortError') return failure('Request aborted');
  return failure(error instanceof Error ? error.message : String(error));
}

export interface ShopApi {
  /** The raw envelope: the product-loading machine interprets success, error and emptiness itself. */
  products(filters: ProductFilters, options?: { pageSize?: number; signal?: AbortSignal }): Promise<ApiEnvelope<ProductList>>;
  config(): Promise<ShopConfig>;
  /** GET coupon-discounts: the code as Magento spells it and its discounts. */
  couponDiscounts(code: string): Promise<{ code: string; discounts: Discount[] }>;
  createCart(): Promise<string>;
  loadCart(cartId: string): Promise<CartSnapshot>;
  addItem(cartId: string, item: NewCartItem): Promise<unknown>;
  updateItem(cartId: string, itemId: number, qty: number): Promise<unknown>;
  removeItem(cartId: string, itemId: number): Promise<unknown>;
  applyCoupon(cartId: string, code: string): Promise<unknown>;
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
  addOrderComment(orderToken: string, comment: string, status: string | null): Promise<unknown>;
}

/** A ShopApi speaking in the language `lang()` returns at the time of each call. */
export function createShopApi(lang: () => string): ShopApi {
  async function call<T>(method: Method, path: string, options: { search?: Search; json?: unknown; signal?: AbortSignal } = {}): Promise<ApiEnvelope<T>> {
    // A request starts in a task of its own: setting one up costs a slow phone 10–20 ms, and it is usually started
    // by the machine step that handled the previous answer (DESIGN §11: no long task while adding to cart).
    await yieldToMain();
    try {
      return await api(`magento/${path}`, {
        method,
        searchParams: { locale: lang(), ...options.search },
        ...(options.json !== undefined ? { json: options.json } : {}),
        ...(options.signal ? { signal: options.signal } : {}),
      }).json<ApiEnvelope<T>>();
    } catch (error) {
      throw toFailure(error);
    }
  }

  /** The data of a successful envelope; an unsuccessful one is a failure with its error text. */
  async function data<T>(method: Method, path: string, options?: { search?: Search; json?: unknown }): Promise<T> {
    const answer = await call<T>(method, path, options);
    if (!answer || answer.success !== true || answer.data === undefined) throw failure(answer?.error || INVALID_RESPONSE_TEXT);
    return answer.data;
  }

  return {
    products(filters, options = {}) {
      const search: Search = {};
      for (const [field, values] of Object.entries(filters)) if (values?.length) search[`${field}:in`] = values.join(',');
      if (options.pageSize) search.pageSize = String(options.pageSize);
      return call<ProductList>('get', 'products', { search, ...(options.signal ? { signal: options.signal } : {}) });
    },
    async config() {
      let answer: ApiEnvelope<ShopConfig>;
      try {
        answer = await api.get('config').json<ApiEnvelope<ShopConfig>>();
      } catch (error) {
        throw toFailure(error);
      }
      if (!answer.success || !answer.data) throw failure(answer.error || INVALID_RESPONSE_TEXT);
      return answer.data;
    },
    couponDiscounts: (code) => data<{ code: string; discounts: Discount[] }>('get', 'coupon-discounts', { search: { code } }),
    createCart: () => data<string>('post', 'cart'),
    async loadCart(cartId) {
      const cart = await data<Cart>('get', 'cart', { search: { cartId } });
      // An ordered (inactive) cart has no totals worth loading; the machine clears it.
      if (cart.is_active === false) return { cart, totals: null };
      const totals = await data<Totals>('get', 'cart/totals', { search: { cartId } });
      return { cart, totals };
    },
    addItem: (cartId, item) => data('post', 'cart/items', { search: { cartId }, json: { cartItem: item } }),
    updateItem: (cartId, itemId, qty) => data('put', 'cart/item', { search: { cartId }, json: { cartItem: { item_id: itemId, qty } } }),
    removeItem: (cartId, itemId) => data('delete', 'cart/item', { search: { cartId, itemId: String(itemId) } }),
    applyCoupon: (cartId, code) => data('put', 'cart/coupon', { search: { cartId }, json: { coupon: code } }),
    paymentMethods: (cartId) => data<PaymentMethod[]>('get', 'cart/payment-methods', { search: { cartId } }),
    async shippingRegions(countryId) {
      const answer = await data<{ available_regions?: Region[] }>('get', 'shipping-regions', { search: { countryId } });
      return answer.available_regions ?? [];
    },
    saveShipping: (cartId, addressInformation) => data<PaymentDetails>('post', 'cart/shipping', { search: { cartId }, json: { addressInformation } }),
    paymentToken: (cartId) => data<string>('get', 'cart/payment-token', { search: { cartId } }),
    paymentInformation: (cartId, body) => data<string>('post', 'cart/payment-information', { search: { cartId }, json: body }),
    startTransaction: (token) => data<string>('post', 'cart/start-transaction', { json: { token } }),
    async processPayment(paymentToken) {
      const answer = await data<{ mollieProcessTransaction?: PaymentProcessResult }>('post', 'cart/process-payment', { json: { paymentToken } });
      if (!answer.mollieProcessTransaction) throw failure(INVALID_RESPONSE_TEXT);
      return answer.mollieProcessTransaction;
    },
    resetCart: (cartId) => data<CartPaymentOutcome>('post', 'cart/reset-cart', { json: { cartId } }),
    abandonPayment: (cartId) => data<CartPaymentOutcome>('post', 'cart/abandon-payment', { json: { cartId } }),
    order: (orderId) => data<Order>('get', 'order', { search: { orderId } }),
    async orderComments(orderId) {
      const answer = await data<{ items?: OrderComment[] }>('get', 'order-comment', { search: { orderId } });
      return answer.items ?? [];
    },
    addOrderComment: (orderId, comment, status) =>
      data('post', 'order-comment', { json: { orderId, comment, ...(status ? { status } : {}) } }),
  };
}
