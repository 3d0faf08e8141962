// Shared set-up of the contract suites: one target per test file, either a fresh emulator (default) or a real Magento
// when MAGENTO_URL and MAGENTO_TOKEN are set, plus a small REST/GraphQL client that keeps status and raw body.
import { startEmulator, type RunningEmulator } from '../start';

export interface ContractTarget {
  url: string;
  /** Integration/admin token with Magento_Catalog::products and Magento_Sales::sales. */
  token: string;
  /** True when the target is our emulator: emulator-only checks (fault switches, clock, seed data) run only then. */
  isEmulator: boolean;
  emulator: RunningEmulator | null;
  customer: { email: string; password: string };
  admin: { username: string; password: string };
  close(): Promise<void>;
}

/**
 * Against a real Magento, the data-dependent checks need SKUs that exist there; they default to the emulator's seed.
 * MAGENTO_TEST_SIMPLE_SKU / MAGENTO_TEST_BUNDLE_SKU / MAGENTO_CUSTOMER_EMAIL / MAGENTO_CUSTOMER_PASSWORD override them,
 * MAGENTO_TEST_COUPON / MAGENTO_TEST_SECOND_COUPON name two specific coupon codes of different rules.
 */
export const FIXTURES = {
  simpleSku: process.env.MAGENTO_TEST_SIMPLE_SKU ?? 'FOLT-LOCK-FOLD',
  secondSimpleSku: process.env.MAGENTO_TEST_SECOND_SKU ?? 'FOLT-BELL',
  bundleSku: process.env.MAGENTO_TEST_BUNDLE_SKU ?? 'FOLT Classic',
  couponCode: process.env.MAGENTO_TEST_COUPON ?? 'FOLT-WELKOM',
  secondCouponCode: process.env.MAGENTO_TEST_SECOND_COUPON ?? 'HERFST50',
};

export async function openTarget(): Promise<ContractTarget> {
  const externalUrl = process.env.MAGENTO_URL;
  const externalToken = process.env.MAGENTO_TOKEN;
  if (externalUrl && externalToken) {
    return {
      url: externalUrl.replace(/\/$/, ''),
      token: externalToken,
      isEmulator: false,
      emulator: null,
      customer: { email: process.env.MAGENTO_CUSTOMER_EMAIL ?? '', password: process.env.MAGENTO_CUSTOMER_PASSWORD ?? '' },
      admin: { username: process.env.MAGENTO_ADMIN_USER ?? '', password: process.env.MAGENTO_ADMIN_PASSWORD ?? '' },
      close: async () => {},
    };
  }
  const emulator = await startEmulator({ port: 0, dataDir: null, faults: true });
  return {
    url: emulator.url,
    token: emulator.integrationToken,
    isEmulator: true,
    emulator,
    customer: emulator.customer,
    admin: emulator.admin,
    close: () => emulator.close(),
  };
}

export interface Answer<T = any> {
  status: number;
  body: T;
  text: string;
  headers: Headers;
}

export interface CallOptions {
  body?: unknown;
  rawBody?: string;
  token?: string;
  contentType?: string | null;
  headers?: Record<string, string>;
}

export async function call<T = any>(target: ContractTarget, method: string, path: string, options: CallOptions = {}): Promise<Answer<T>> {
  const headers: Record<string, string> = { ...(options.headers ?? {}) };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  const hasBody = options.body !== undefined || options.rawBody !== undefined;
  if (hasBody && options.contentType !== null) headers['content-type'] = options.contentType ?? 'application/json';
  const response = await fetch(`${target.url}${path}`, {
    method,
    headers,
    redirect: 'manual',
    body: options.rawBody ?? (options.body === undefined ? undefined : JSON.stringify(options.body)),
  });
  const text = await response.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    // Not JSON (HTML page, image, malformed-JSON fault): the test looks at `text`.
  }
  return { status: response.status, body: body as T, text, headers: response.headers };
}

export async function graphql<T = any>(
  target: ContractTarget,
  query: string,
  variables?: Record<string, unknown>,
  options: { token?: string; store?: string } = {},
): Promise<Answer<T>> {
  const headers: Record<string, string> = {};
  if (options.store) headers.Store = options.store;
  return call<T>(target, 'POST', '/graphql', { body: { query, variables }, token: options.token, headers });
}

/** `searchCriteria[...]` query string from a plain description. */
export function searchQuery(
  groups: Array<Array<{ field: string; value: string; condition_type?: string }>>,
  extra: { pageSize?: number; currentPage?: number; sort?: Array<{ field: string; direction: 'ASC' | 'DESC' }> } = {},
): string {
  const parts: string[] = [];
  groups.forEach((filters, g) =>
    filters.forEach((filter, f) => {
      const prefix = `searchCriteria[filter_groups][${g}][filters][${f}]`;
      parts.push(`${prefix}[field]=${encodeURIComponent(filter.field)}`, `${prefix}[value]=${encodeURIComponent(filter.value)}`);
      if (filter.condition_type) parts.push(`${prefix}[condition_type]=${filter.condition_type}`);
    }),
  );
  (extra.sort ?? []).forEach((order, i) =>
    parts.push(`searchCriteria[sortOrders][${i}][field]=${order.field}`, `searchCriteria[sortOrders][${i}][direction]=${order.direction}`),
  );
  if (extra.pageSize !== undefined) parts.push(`searchCriteria[pageSize]=${extra.pageSize}`);
  parts.push(`searchCriteria[currentPage]=${extra.currentPage ?? 1}`);
  return parts.join('&');
}

export const NL_ADDRESS = {
  firstname: 'Anna',
  lastname: 'Bakker',
  street: ['Oudegracht 1'],
  city: 'Utrecht',
  postcode: '3511 AA',
  country_id: 'NL',
  telephone: '0612345678',
  email: 'anna@example.nl',
};

/** A bundle cartItem body choosing the default selection of every required option, read from the product itself. */
export function defaultBundleItem(
  product: {
    sku: string;
    extension_attributes: {
      bundle_product_options: Array<{ option_id: number; required: boolean; product_links: Array<{ id: string; is_default: boolean }> }>;
    };
  },
  cartId: string,
  qty = 1,
) {
  const options = product.extension_attributes.bundle_product_options
    .filter((option) => option.required)
    .map((option) => ({
      option_id: option.option_id,
      option_qty: 1,
      option_selections: [Number((option.product_links.find((link) => link.is_default) ?? option.product_links[0]!).id)],
    }));
  return { cartItem: { sku: product.sku, qty, quote_id: cartId, product_option: { extension_attributes: { bundle_options: options } } } };
}

/** Creates a cart with one simple item, shipping set, ready for payment-information. */
export async function readyCart(target: ContractTarget, store = 'nl', sku = FIXTURES.simpleSku): Promise<string> {
  const cartId = (await call<string>(target, 'POST', `/rest/${store}/V1/guest-carts`)).body;
  await call(target, 'POST', `/rest/${store}/V1/guest-carts/${cartId}/items`, { body: { cartItem: { sku, qty: 1, quote_id: cartId } } });
  const methods = await call<Array<{ carrier_code: string; method_code: string }>>(
    target,
    'POST',
    `/rest/${store}/V1/guest-carts/${cartId}/estimate-shipping-methods`,
    { body: { address: { country_id: 'NL', postcode: '3511 AA' } } },
  );
  const method = methods.body[0]!;
  await call(target, 'POST', `/rest/${store}/V1/guest-carts/${cartId}/shipping-information`, {
    body: {
      addressInformation: {
        shipping_address: NL_ADDRESS,
        billing_address: NL_ADDRESS,
        shipping_carrier_code: method.carrier_code,
        shipping_method_code: method.method_code,
      },
    },
  });
  return cartId;
}

export function placeOrderBody(method = 'mollie_methods_ideal') {
  return { email: NL_ADDRESS.email, paymentMethod: { method }, billingAddress: NL_ADDRESS };
}
