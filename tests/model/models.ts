// Every machine model, for the QA flow writer (the tests import their model directly).
import { accountSettingsModel } from './account-settings.model';
import { addressBookModel } from './address-book.model';
import { adminBikeEditModel } from './admin-bike-edit.model';
import { adminListModel } from './admin-list.model';
import { adminOrderViewModel } from './admin-order-view.model';
import { cartOperationModel } from './cart-operation.model';
import { cartModel } from './cart.model';
import { checkoutModel } from './checkout.model';
import { configuratorModel } from './configurator.model';
import { couponModel } from './coupon.model';
import { customerOrdersModel } from './customer-orders.model';
import { leadFormModel } from './lead-form.model';
import { loginModel } from './login.model';
import { myBikesModel } from './my-bikes.model';
import { logoutModel } from './logout.model';
import type { ModelSpec } from './model-runner';
import { orderConfirmationModel } from './order-confirmation.model';
import { orderLookupModel } from './order-lookup.model';
import { passwordForgotModel, passwordResetModel } from './password-reset.model';
import { paymentReturnModel } from './payment-return.model';
import { placeOrderModel } from './place-order.model';
import { productLoadingModel } from './product-loading.model';
import { registerModel } from './register.model';
import { saveBuildModel } from './save-build.model';
import { selectionGuideModel } from './selection-guide.model';

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
  orderLookupModel,
  configuratorModel,
  selectionGuideModel,
  loginModel,
  logoutModel,
  registerModel,
  passwordForgotModel,
  passwordResetModel,
  accountSettingsModel,
  addressBookModel,
  adminBikeEditModel,
  adminOrderViewModel,
  adminListModel,
  customerOrdersModel,
  saveBuildModel,
  myBikesModel,
];
