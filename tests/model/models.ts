// Every machine model, for the QA flow writer (the tests import their model directly).
import { adminBikeEditModel } from './admin-bike-edit.model.ts';
import { cartOperationModel } from './cart-operation.model.ts';
import { cartModel } from './cart.model.ts';
import { checkoutModel } from './checkout.model.ts';
import { configuratorModel } from './configurator.model.ts';
import { couponModel } from './coupon.model.ts';
import { leadFormModel } from './lead-form.model.ts';
import { loginModel } from './login.model.ts';
import { logoutModel } from './logout.model.ts';
import type { ModelSpec } from './model-runner.ts';
import { orderConfirmationModel } from './order-confirmation.model.ts';
import { paymentReturnModel } from './payment-return.model.ts';
import { placeOrderModel } from './place-order.model.ts';
import { productLoadingModel } from './product-loading.model.ts';
import { selectionGuideModel } from './selection-guide.model.ts';

export const models: ModelSpec[] = [
  productLoadingModel,
  cartModel,
  cartOperationModel,
  couponModel,
  checkoutModel,
  placeOrderModel,
  paymentReturnModel,
  leadFormModel,
  orderConfirmationModel,
  configuratorModel,
  selectionGuideModel,
  loginModel,
  logoutModel,
  adminBikeEditModel,
];
