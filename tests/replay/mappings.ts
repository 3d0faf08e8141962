// Every machine's replay mapping: the browser replays and the test plan's plain words come from these. Adding a
// machine's replay is writing its mapping (see docs/qa-test-plan.md) and adding it here.
import { adminOrderViewMapping } from './admin-order-view.mapping';
import { cartOperationMapping } from './cart-operation.mapping';
import { cartMapping } from './cart.mapping';
import { checkoutMapping } from './checkout.mapping';
import { configuratorMapping } from './configurator.mapping';
import { couponMapping } from './coupon.mapping';
import type { ReplayMapping } from './mapping';
import { paymentReturnMapping } from './payment-return.mapping';
import { productLoadingMapping } from './product-loading.mapping';

export const mappings: ReplayMapping[] = [
  checkoutMapping,
  paymentReturnMapping,
  productLoadingMapping,
  configuratorMapping,
  cartMapping,
  cartOperationMapping,
  couponMapping,
  adminOrderViewMapping,
];
