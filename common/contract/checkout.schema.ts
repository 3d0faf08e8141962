// The checkout's answers (spec §7): shipping regions, saving the shipping address (payment methods and totals),
// the Mollie payment's steps and what stands behind a cart whose payment may still be under way (issue 16), built
// by server/api/cart.router.ts, checkout.router.ts and payment-state.ts.
import { z } from '../zod-mini';
import { totalsSchema } from './totals.schema';

export const paymentMethodSchema = z.object({ code: z.string(), title: z.string() });
export type PaymentMethod = z.infer<typeof paymentMethodSchema>;
export const paymentMethodsSchema = z.array(paymentMethodSchema);

export const regionSchema = z.object({ id: z.string(), code: z.string(), name: z.string() });
export type Region = z.infer<typeof regionSchema>;

/** GET shipping-regions: Magento's country, its regions empty where it has none (contract B §5.7). */
export const countryRegionsSchema = z.object({
  country_id: z.string(),
  full_name_locale: z.nullable(z.string()),
  available_regions: z.array(regionSchema),
});
export type CountryRegions = z.infer<typeof countryRegionsSchema>;

/** POST cart/shipping (Magento's PaymentDetailsInterface) and the shipping method the server chose. */
export const paymentDetailsSchema = z.object({
  payment_methods: z.array(paymentMethodSchema),
  totals: totalsSchema,
  shipping_method: z.object({ carrier_code: z.string(), method_code: z.string() }),
});
export type PaymentDetails = z.infer<typeof paymentDetailsSchema>;

/** GET cart/payment-token, POST cart/payment-information (the order token) and cart/start-transaction (Mollie's URL). */
export const tokenSchema = z.string();

const orderOutcome = { orderToken: z.string(), orderNumber: z.string() };

/**
 * POST cart/reset-cart and cart/abandon-payment: the cart is open again, its order is paid (show the confirmation),
 * or its order still waits for the Mollie payment.
 */
export const cartPaymentOutcomeSchema = z.discriminatedUnion('outcome', [
  z.object({ outcome: z.literal('restored') }),
  z.object({ outcome: z.literal('paid'), ...orderOutcome }),
  z.object({ outcome: z.literal('open'), ...orderOutcome }),
]);
export type CartPaymentOutcome = z.infer<typeof cartPaymentOutcomeSchema>;
export type OpenPaymentOutcome = Extract<CartPaymentOutcome, { outcome: 'open' }>;

/**
 * POST cart/process-payment's data.mollieProcessTransaction (contract §8.4). A payment still open at Mollie also
 * carries reset-cart's open outcome: the order that waits for it, not a payable cart.
 */
export const paymentProcessResultSchema = z.object({
  paymentStatus: z.nullable(z.string()),
  redirect_to_success_page: z.boolean(),
  redirect_to_cart: z.boolean(),
  outcome: z.optional(z.literal('open')),
  orderToken: z.optional(z.string()),
  orderNumber: z.optional(z.string()),
});
export type PaymentProcessResult = z.infer<typeof paymentProcessResultSchema>;

export const processPaymentSchema = z.object({ mollieProcessTransaction: paymentProcessResultSchema });
