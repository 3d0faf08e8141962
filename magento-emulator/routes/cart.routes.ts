// Cart routes (Magento_Quote, Magento_Checkout, Mollie's payment token): `/V1/guest-carts/:cartId/...` (anonymous) and
// the customer's own `/V1/carts/mine/...` (resource self, the cart is the token's customer's active quote).
import { Router } from 'express';
import { MagentoError, invalidCoupon, required } from '../lib/magento.errors';
import { asNumber, asString, dataObject, isObject, param, requireParam, type Json } from '../lib/magento.input';
import { handle, principalOf, requireResource, scopeOf } from '../lib/route.helpers';
import { pathParam } from '../lib/route.helpers';
import { activeCartOfCustomer, assignCustomer, createCartForCustomer, mineCart, saveQuoteAddressesInBook } from '../domain/cart-customer.service';
import { addressProblem, checkShippingInformationAddresses, completeRegion, isEmail, readAddress } from '../domain/address.rules';
import {
  addItem,
  applyCoupon,
  cartTotals,
  createCart,
  deleteItem,
  getActiveCart,
  getCart,
  missingItem,
  readCartItem,
  removeCoupon,
  revalidateCart,
  saveCart,
  scopeOf as cartScope,
  updateItem,
} from '../domain/cart.service';
import { renderCart, renderCartItem, renderPaymentMethods, renderShippingMethods, renderTotals } from '../domain/cart.render';
import type { EmulatorContext } from '../domain/emulator.context';
import { placeOrder, type OrderDoc } from '../domain/order.service';
import { sendOrderConfirmation } from '../domain/mail.service';
import { isMollieMethod } from '../domain/mollie.service';
import type { Queryable } from '../db/emulator.store';
import type { Request, Response, NextFunction } from 'express';
import { createPaymentToken } from '../domain/mollie.service';
import { shippingRate } from '../domain/pricing.rules';
import { pricedLines } from '../domain/cart.service';

/** Item ids in the path are ints; anything else cannot be an item of this cart. */
function itemIdOf(raw: string | undefined): number {
  const id = Number(raw);
  return Number.isInteger(id) && id > 0 && id <= 2_147_483_647 ? id : -1;
}

function readPayment(raw: Json): Record<string, Json> {
  return dataObject(raw, 'Magento\\Quote\\Api\\Data\\PaymentInterface', ['method', 'po_number', 'additional_data', 'extension_attributes']);
}

export function cartRoutes(ctx: EmulatorContext): Router {
  const router = Router();
  const now = () => ctx.clock.now();
  /**
   * The cart a route works on: the masked id's guest cart, or on `carts/mine/…` (Quote/etc/webapi.xml and
   * Checkout/etc/webapi.xml, resource self, `%cart_id%` forced from the token) the customer's active quote
   * (QuoteRepository::getActiveForCustomer; none → 404 "No such entity with customerId = …").
   */
  const activeCart = (q: Queryable, req: Request, res: Response) =>
    req.params.cartId === undefined ? mineCart(q, customerOf(res)) : getActiveCart(q, pathParam(req, 'cartId'));
  const selfOnMine = (req: Request, res: Response, next: NextFunction) => (req.params.cartId === undefined ? requireResource('self')(req, res, next) : next());
  /**
   * QuoteManagement::submit → OrderSender::send: the order confirmation goes out with the order (same transaction),
   * unless the payment method turned it off: the Mollie module's methods call setCanSendNewEmailFlag(false)
   * (mollie/magento2 Model/Mollie.php, Gateway/Handler/OrderHandler.php) and send it once the payment succeeds
   * (Model/Client/Payments/Processors/SuccessfulPayment.php → Service/Order/SendOrderEmails::sendOrderConfirmation).
   */
  const orderMailed = async (q: Queryable, order: OrderDoc): Promise<OrderDoc> => {
    if (!isMollieMethod(order.payment_method)) await sendOrderConfirmation(q, ctx.settings, order, now());
    return order;
  };

  router.post(
    '/guest-carts',
    handle(async (_req, res) => {
      const { storeId } = scopeOf(res);
      const cart = await ctx.store.tx((q) => createCart(q, storeId === 0 ? 1 : storeId, now()));
      return cart.masked_id;
    }),
  );

  router.get(
    '/guest-carts/:cartId',
    handle(async (req) => renderCart(ctx.catalog, await getCart(ctx.store, pathParam(req, 'cartId')))),
  );

  // CartManagementInterface::createEmptyCartForCustomer (`POST /V1/carts/mine`, resource self): the customer's active
  // cart or a new one; the answer is the numeric quote id (QuoteManagement.php).
  router.post(
    '/carts/mine',
    requireResource('self'),
    handle(async (_req, res) => {
      const { storeId } = scopeOf(res);
      return ctx.store.tx((q) => createCartForCustomer(q, customerOf(res), storeId === 0 ? 1 : storeId, now()));
    }),
  );

  // CartManagementInterface::getCartForCustomer (`GET /V1/carts/mine`): QuoteRepository::getActiveForCustomer, so no
  // active cart is 404 "No such entity with customerId = …" (this route takes %customer_id%, not the cart overrider).
  router.get(
    '/carts/mine',
    requireResource('self'),
    handle(async (_req, res) => renderCart(ctx.catalog, await activeCartOfCustomer(ctx.store, customerOf(res)))),
  );

  // GuestCartManagementInterface::assignCustomer (Quote/etc/webapi.xml, resource anonymous; the Authorization plugin lets
  // only the customer themself through). See domain/cart-customer.service.ts.
  router.put(
    '/guest-carts/:cartId',
    handle(async (req, res) => {
      const customerId = asNumber(requireParam(req.body, 'customerId'), 'int');
      const storeId = asNumber(requireParam(req.body, 'storeId'), 'int');
      const principal = principalOf(res);
      const caller = principal?.kind === 'customer' ? principal.customerId : undefined;
      return ctx.store.tx((q) => assignCustomer(q, pathParam(req, 'cartId'), caller, customerId ?? Number.NaN, storeId ?? Number.NaN, now()));
    }),
  );

  router.get(
    ['/guest-carts/:cartId/items', '/carts/mine/items'],
    selfOnMine,
    handle(async (req, res) => {
      const row = await activeCart(ctx.store, req, res);
      // GuestCartItemRepository sets quote_id back to the masked id; the customer's list keeps the numeric one.
      return row.doc.items.map((item) =>
        renderCartItem(ctx.catalog, row, item, req.params.cartId === undefined ? String(row.entity_id) : pathParam(req, 'cartId')),
      );
    }),
  );

  router.post(
    ['/guest-carts/:cartId/items', '/carts/mine/items'],
    selfOnMine,
    handle(async (req, res) => {
      const input = readCartItem(requireParam(req.body, 'cartItem'));
      return ctx.store.tx(async (q) => {
        const row = await activeCart(q, req, res);
        // CartItemPersister::save: a cartItem with an item_id updates that item (its qty, or its options when sent).
        const item =
          input.item_id === undefined ? await addItem(q, ctx.catalog, row, input, now()) : await updateItem(q, ctx.catalog, row, input.item_id, input, now());
        return renderCartItem(ctx.catalog, row, item, String(row.entity_id));
      });
    }),
  );

  router.put(
    ['/guest-carts/:cartId/items/:itemId', '/carts/mine/items/:itemId'],
    selfOnMine,
    handle(async (req, res) => {
      const input = readCartItem(requireParam(req.body, 'cartItem'));
      return ctx.store.tx(async (q) => {
        const row = await activeCart(q, req, res);
        const itemId = itemIdOf(pathParam(req, 'itemId'));
        if (itemId < 0) throw missingItem(row, pathParam(req, 'itemId'));
        const item = await updateItem(q, ctx.catalog, row, itemId, input, now());
        return renderCartItem(ctx.catalog, row, item, String(row.entity_id));
      });
    }),
  );

  router.delete(
    ['/guest-carts/:cartId/items/:itemId', '/carts/mine/items/:itemId'],
    selfOnMine,
    handle(async (req, res) =>
      ctx.store.tx(async (q) => {
        const row = await activeCart(q, req, res);
        const itemId = itemIdOf(pathParam(req, 'itemId'));
        if (itemId < 0) throw missingItem(row, pathParam(req, 'itemId'));
        await deleteItem(q, ctx.catalog, row, itemId, now());
        return true;
      }),
    ),
  );

  router.get(
    ['/guest-carts/:cartId/totals', '/carts/mine/totals'],
    selfOnMine,
    handle(async (req, res) => {
      const row = await activeCart(ctx.store, req, res);
      const { totals } = await cartTotals(ctx.store, ctx.catalog, row.doc, now());
      return renderTotals(ctx.catalog, row.doc, totals, cartScope(row.doc.store_id));
    }),
  );

  router.get(
    ['/guest-carts/:cartId/coupons', '/carts/mine/coupons'],
    selfOnMine,
    handle(async (req, res) => {
      const row = await activeCart(ctx.store, req, res);
      if (!row.doc.coupon_code) return null;
      const { totals } = await cartTotals(ctx.store, ctx.catalog, row.doc, now());
      return totals.couponApplied ? row.doc.coupon_code : null;
    }),
  );

  router.put(
    ['/guest-carts/:cartId/coupons/:couponCode', '/carts/mine/coupons/:couponCode'],
    selfOnMine,
    handle(async (req, res) => {
      const rejected = ctx.faults?.take('rejectCoupon', req.method, req.originalUrl) ?? false;
      const applied = await ctx.store.tx(async (q) => {
        const row = await activeCart(q, req, res);
        return applyCoupon(q, ctx.catalog, row, String(req.params.couponCode ?? ''), now(), rejected);
      });
      // Thrown after the transaction: the cart is saved without its earlier coupon, as Magento saves the quote.
      if (!applied) throw invalidCoupon();
      return true;
    }),
  );

  router.delete(
    ['/guest-carts/:cartId/coupons', '/carts/mine/coupons'],
    selfOnMine,
    handle(async (req, res) =>
      ctx.store.tx(async (q) => {
        const row = await activeCart(q, req, res);
        await removeCoupon(q, row, now());
        return true;
      }),
    ),
  );

  router.post(
    ['/guest-carts/:cartId/estimate-shipping-methods', '/carts/mine/estimate-shipping-methods'],
    selfOnMine,
    handle(async (req, res) => {
      const address = readAddress(requireParam(req.body, 'address'));
      const row = await activeCart(ctx.store, req, res);
      if (
        !address.country_id ||
        addressProblem({ firstname: 'x', lastname: 'x', street: ['x'], city: 'x', telephone: 'x', postcode: 'x', country_id: address.country_id }) !== null
      )
        return [];
      const { totals } = await cartTotals(ctx.store, ctx.catalog, { ...row.doc, shipping_address: address }, now());
      return renderShippingMethods(ctx.catalog, row.doc, address.country_id, cartScope(row.doc.store_id), totals.discount);
    }),
  );

  router.post(
    ['/guest-carts/:cartId/shipping-information', '/carts/mine/shipping-information'],
    selfOnMine,
    handle(async (req, res) => {
      const info = dataObject(requireParam(req.body, 'addressInformation'), 'Magento\\Checkout\\Api\\Data\\ShippingInformationInterface', [
        'shipping_address',
        'billing_address',
        'shipping_method_code',
        'shipping_carrier_code',
        'extension_attributes',
        'custom_attributes',
      ]);
      if (info.shipping_address === undefined || info.shipping_address === null) {
        // Reading the body is finished before the cart is touched, so a bad body never half-writes the cart.
        throw new MagentoError(400, 'The shipping address is missing. Set the address and try again.');
      }
      const shipping = completeRegion(readAddress(info.shipping_address));
      const billing = info.billing_address === undefined || info.billing_address === null ? undefined : completeRegion(readAddress(info.billing_address));
      const carrier = asString(info.shipping_carrier_code) ?? '';
      const method = asString(info.shipping_method_code) ?? '';
      return ctx.store.tx(async (q) => {
        const row = await activeCart(q, req, res);
        if (row.doc.items.length === 0) throw new MagentoError(400, "The shipping method can't be set for an empty cart. Add an item to cart and try again.");
        if (!carrier || !method) throw new MagentoError(400, 'The shipping method is missing. Select the shipping method and try again.');
        checkShippingInformationAddresses(shipping, billing);
        const { totals: before } = await cartTotals(q, ctx.catalog, { ...row.doc, shipping_address: shipping }, now());
        const rate = shippingRate(pricedLines(ctx.catalog, row.doc), before.discount);
        if (!rate || rate.carrierCode !== carrier || rate.methodCode !== method)
          throw new MagentoError(404, 'Carrier with such method not found: %1, %2', [carrier, method]);
        row.doc.shipping_address = shipping;
        if (billing) row.doc.billing_address = billing;
        const book = { shipping: savesInBook(info.shipping_address), billing: savesInBook(info.billing_address) };
        if (book.shipping || book.billing) row.doc.save_in_address_book = book;
        else delete row.doc.save_in_address_book;
        if (shipping.email) row.doc.email = shipping.email;
        row.doc.shipping_method = { carrier_code: carrier, method_code: method };
        await revalidateCart(q, ctx.catalog, row.doc, now());
        await saveCart(q, row, now());
        const { totals } = await cartTotals(q, ctx.catalog, row.doc, now());
        return { payment_methods: renderPaymentMethods(), totals: renderTotals(ctx.catalog, row.doc, totals, cartScope(row.doc.store_id)) };
      });
    }),
  );

  // PaymentMethodManagement::getList reads the cart with get() (an ordered guest cart answers too); carts/mine goes
  // through ParamOverriderCartId, which needs the active cart.
  router.get(
    ['/guest-carts/:cartId/payment-methods', '/carts/mine/payment-methods'],
    selfOnMine,
    handle(async (req, res) => {
      if (req.params.cartId === undefined) await mineCart(ctx.store, customerOf(res));
      else await getCart(ctx.store, pathParam(req, 'cartId'));
      return renderPaymentMethods();
    }),
  );

  // GuestPaymentInformationManagement::getPaymentInformation: PaymentDetailsInterface without placing anything.
  router.get(
    ['/guest-carts/:cartId/payment-information', '/carts/mine/payment-information'],
    selfOnMine,
    handle(async (req, res) => {
      const row = await activeCart(ctx.store, req, res);
      const { totals } = await cartTotals(ctx.store, ctx.catalog, row.doc, now());
      return { payment_methods: renderPaymentMethods(), totals: renderTotals(ctx.catalog, row.doc, totals, cartScope(row.doc.store_id)) };
    }),
  );

  // GuestCartManagementInterface::placeOrder (Quote/etc/webapi.xml, Quote/Model/QuoteManagement::placeOrder): the payment
  // method from the body (the emulator keeps none on the quote, so without one it is Magento's "Enter a valid payment
  // method"), the guest's e-mail from the billing address; the answer is the order id as a string, as payment-information.
  router.put(
    '/guest-carts/:cartId/order',
    handle(async (req) => {
      const raw = param(req.body, 'paymentMethod');
      const payment = raw === undefined || raw === null ? undefined : readPayment(raw);
      const method = payment ? asString(payment.method) : undefined;
      if (!method) throw new MagentoError(400, 'Enter a valid payment method and try again.');
      const order = await ctx.store.tx(async (q) => {
        const row = await getActiveCart(q, pathParam(req, 'cartId'));
        const email = row.doc.billing_address?.email ?? row.doc.email ?? '';
        return orderMailed(q, await placeOrder(q, ctx.catalog, row, { email, method }, now()));
      });
      ctx.log(`order ${order.increment_id} placed (entity ${order.entity_id}, ${method}, PUT order)`);
      return String(order.entity_id);
    }),
  );

  router.get(
    '/guest-carts/:cartId/mollie/payment-token',
    handle(async (req) => ctx.store.tx((q) => createPaymentToken(q, pathParam(req, 'cartId'), now()))),
  );

  router.post(
    '/guest-carts/:cartId/payment-information',
    handle(async (req) => {
      const emailRaw = param(req.body, 'email');
      if (emailRaw === undefined || emailRaw === null) throw required('email');
      const email = asString(emailRaw)!.trim();
      if (!isEmail(email)) throw new MagentoError(400, 'Invalid value of "%value" provided for the %fieldName field.', { value: email, fieldName: 'email' });
      const payment = readPayment(requireParam(req.body, 'paymentMethod'));
      const method = asString(payment.method);
      if (!method) throw required('method');
      if (
        payment.additional_data !== undefined &&
        payment.additional_data !== null &&
        !isObject(payment.additional_data) &&
        !Array.isArray(payment.additional_data)
      ) {
        throw new MagentoError(400, 'The "%value" value\'s type is invalid. The "%type" type was expected. Verify and try again.', {
          value: String(payment.additional_data as Json),
          type: 'string[]',
        });
      }
      const billingRaw = param(req.body, 'billingAddress');
      const billingAddress = billingRaw === undefined || billingRaw === null ? undefined : completeRegion(readAddress(billingRaw));
      const order = await ctx.store.tx(async (q) =>
        orderMailed(q, await placeOrder(q, ctx.catalog, pathParam(req, 'cartId'), { email, method, ...(billingAddress ? { billingAddress } : {}) }, now())),
      );
      ctx.log(`order ${order.increment_id} placed (entity ${order.entity_id}, ${method})`);
      return String(order.entity_id);
    }),
  );

  // Mollie's `GET /V1/carts/mine/mollie/payment-token` (etc/webapi.xml, resource self): the token for the customer's active cart.
  router.get(
    '/carts/mine/mollie/payment-token',
    requireResource('self'),
    handle(async (_req, res) =>
      ctx.store.tx(async (q) => {
        const row = await mineCart(q, customerOf(res));
        return createPaymentToken(q, row, now());
      }),
    ),
  );

  // PaymentInformationManagementInterface::savePaymentInformationAndPlaceOrder (Checkout/etc/webapi.xml, resource self,
  // cartId forced to the customer's active cart): the order carries the customer's id, e-mail and names.
  router.post(
    '/carts/mine/payment-information',
    requireResource('self'),
    handle(async (req, res) => {
      const payment = readPayment(requireParam(req.body, 'paymentMethod'));
      const method = asString(payment.method);
      if (!method) throw required('method');
      const billingRaw = param(req.body, 'billingAddress');
      const billingAddress = billingRaw === undefined || billingRaw === null ? undefined : completeRegion(readAddress(billingRaw));
      const order = await ctx.store.tx(async (q) => {
        const row = await mineCart(q, customerOf(res));
        if (billingAddress) row.doc.billing_address = billingAddress;
        if (savesInBook(billingRaw)) row.doc.save_in_address_book = { ...row.doc.save_in_address_book, billing: true };
        await saveQuoteAddressesInBook(q, customerOf(res), row);
        return orderMailed(
          q,
          await placeOrder(q, ctx.catalog, row, { email: row.doc.customer_email ?? '', method, ...(billingAddress ? { billingAddress } : {}) }, now()),
        );
      });
      ctx.log(`order ${order.increment_id} placed (entity ${order.entity_id}, ${method}, carts/mine)`);
      return String(order.entity_id);
    }),
  );

  return router;
}

/** An address's `save_in_address_book` (Quote\\Api\\Data\\AddressInterface, int 0/1 or bool). */
function savesInBook(raw: Json | undefined): boolean {
  if (!isObject(raw)) return false;
  const flag = raw.save_in_address_book ?? raw.saveInAddressBook;
  return flag === true || flag === 1 || flag === '1';
}

function customerOf(res: Parameters<typeof principalOf>[0]): number {
  const principal = principalOf(res);
  return principal?.kind === 'customer' ? principal.customerId : -1;
}
