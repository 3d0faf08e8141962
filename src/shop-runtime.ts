// Wiring of the shop's root actors (loaded on demand by main.tsx): the cart and coupon actors for the whole tab,
// the cart page's payment return (one per visit of the cart page), the machines views start with their live
// effects, the e-commerce events the machines report, and the links between them (a known cart id attaches the
// coupon; an applied coupon refreshes the cart; a language change reloads the cart in that store view).
import type { I18n } from '@lingui/core';
import type { AnyRouter } from '@tanstack/react-router';
import { createShopApi, type ShopConfig } from './lib/api/shop-api';
import { createShopCookies } from './lib/shop-cookies';
import { langOfPath, resolvePublicPath, toPublicPath } from './locales/paths';
import { provideCartMachine } from './machines/cart/cart.live';
import { provideCouponMachine } from './machines/coupon/coupon.live';
import { providePaymentReturnMachine } from './machines/payment-return/payment-return.live';
import { provideProductLoadingMachine } from './machines/product-loading/product-loading.live';
import type { ShopEffects } from './machines/shop-effects';
import { showToast } from './views/shared/toast';
import { shopErrorText, shopNoticeText, VIEW_CART } from './views/shop/shop-text';
import { setLanguageCookie } from './lib/cookies';
import { replaceUrlInPlace } from './lib/replace-url';
import { loadShopCatalog } from './locales/page-catalogs';
import { selectAppliedCoupon, selectCheckoutReport } from './machines/cart/cart.selectors';
import { cartSeedOf, type ServedCart } from './machines/cart/served-cart';
import { renderedPage } from './views/shared/page-context';
import { createSlot, type PaymentReturnActor, type ShopRuntime } from './views/shared/shop-runtime';
import { trackEcommerce } from './views/shop/ecommerce-events';
// The one way to create an actor: the development inspector is attached (nothing of it in production builds).
import { createInspectedActor } from './lib/inspect/inspected-actor';

export interface ShopRuntimeOptions {
  router: AnyRouter;
  i18n: I18n;
}

const FALLBACK_CONFIG: ShopConfig = { defaultCoupon: null, gtmId: null, mediaBaseUrl: '/media/', productMediaUrl: '/media/catalog/product' };

function currentLang() {
  return langOfPath(window.location.pathname);
}

export async function createShopRuntime({ router, i18n }: ShopRuntimeOptions): Promise<ShopRuntime> {
  const api = createShopApi(currentLang);
  const cookies = createShopCookies();
  // Without the runtime configuration the shop still works, only without a default coupon. The shop's texts
  // (toasts) load with it, whichever page starts the runtime.
  const [config] = await Promise.all([api.config().catch(() => FALLBACK_CONFIG), loadShopCatalog(i18n, currentLang()).catch(() => {})]);

  /** The "added" toast's way to the cart (a client navigation in the page's language). */
  const viewCartAction = () => ({ label: i18n._(VIEW_CART), onClick: () => void router.navigate({ href: toPublicPath('shop-cart', currentLang()) }) });
  let reloadCart = (_cartId?: string) => {};
  let clearStore = () => {};
  const effects: ShopEffects = {
    api,
    cookies,
    toast: (toast) =>
      void showToast(
        toast.type === 'success'
          ? { type: 'success', message: shopNoticeText(i18n, toast.notice), ...(toast.notice === 'cart.item-added' ? { action: viewCartAction() } : {}) }
          : { type: 'error', message: shopErrorText(i18n, toast.error) },
      ),
    warn: (message, details) => console.warn(message, details ?? ''),
    navigation: {
      // The confirmation replaces the page that led to it (the payment return `cart?payment=…`, or the cart that found its
      // order paid): Back from the confirmation never processes a return a second time.
      toConfirmation: (orderToken) =>
        void router.navigate({ href: `${toPublicPath('shop-confirmed', currentLang())}?orderId=${encodeURIComponent(orderToken)}`, replace: true }),
      toProvider: (url) => {
        // The provider returns to the cart of the language remembered here (the server redirects by this cookie). From
        // the checkout its page replaces the checkout in the history: Back from Mollie's page opens the page before it
        // (the cart), which finds the order waiting for its payment (continue or give up) instead of a checkout with
        // nothing left to pay. From the cart ("continue paying") the cart stays, for the same reason.
        const fromCheckout = resolvePublicPath(window.location.pathname)?.id === 'shop-checkout';
        void setLanguageCookie(currentLang()).finally(() => (fromCheckout ? window.location.replace(url) : window.location.assign(url)));
      },
      replaceCouponParam: (coupon) => {
        const url = new URL(window.location.href);
        if (coupon) url.searchParams.set('coupon', coupon);
        else url.searchParams.delete('coupon');
        replaceUrlInPlace(router, `${url.pathname}${url.search}${url.hash}`);
      },
    },
    clearStore: () => clearStore(),
    reloadCart: (cartId) => reloadCart(cartId),
    analytics: {
      checkoutStarted: () => trackEcommerce('begin_checkout', selectCheckoutReport(cart.getSnapshot())),
      purchased: (purchase) => trackEcommerce('purchase', purchase),
    },
  };

  // The cart page and the checkout came with the shopper's cart (decision record 024): the cart starts from it when the
  // cookie still names that cart, without reading it again.
  const shown = renderedPage(router.state.matches);
  const served = shown.pageId === 'shop-cart' || shown.pageId === 'shop-checkout' ? (shown.loaderData as { data?: ServedCart } | null)?.data : null;
  const hydrated = cartSeedOf(served, cookies.readSession());
  const cart = createInspectedActor(provideCartMachine(effects), { input: { hydrated }, systemId: 'cart' });
  const coupon = createInspectedActor(provideCouponMachine(effects), {
    input: {
      urlCoupon: new URL(window.location.href).searchParams.get('coupon'),
      cookieCoupon: cookies.get('couponCode'),
      defaultCoupon: config.defaultCoupon ?? '',
    },
    systemId: 'coupon',
  });
  reloadCart = (cartId) => cart.send(cartId ? { type: 'cart.adopt', cartId } : { type: 'cart.refresh' });
  clearStore = () => cart.send({ type: 'cart.clear' });

  let attachedCartId: string | null = null;
  cart.subscribe((snapshot) => {
    const { cartId } = snapshot.context;
    if (cartId && cartId !== attachedCartId && snapshot.context.cart) {
      attachedCartId = cartId;
      coupon.send({ type: 'cart.attach', cartId, appliedCode: selectAppliedCoupon(snapshot) });
    }
    if (!cartId) attachedCartId = null;
  });

  // Product names, option titles, images and URL keys come from the store view of the language (the server names the
  // lines in it, server/api/store-names.ts): read the cart and its products again when the language changes.
  let lang = currentLang();
  router.subscribe('onResolved', () => {
    const next = currentLang();
    if (next !== lang) {
      lang = next;
      cart.send({ type: 'cart.language' });
    }
  });

  coupon.start();
  cart.start();

  // The cart page's payment return (spec §4: with ?payment= it processes the return, without it it resets the cart):
  // one actor per visit of the cart page, started when the page shows and stopped when the shopper leaves it. A new
  // visit also starts the coupon field afresh.
  const paymentReturnMachine = providePaymentReturnMachine(effects);
  const paymentReturn = createSlot<PaymentReturnActor | null>(null);
  const followCartVisit = () => {
    const onCart = renderedPage(router.state.matches).pageId === 'shop-cart';
    const visit = paymentReturn.getSnapshot();
    if (onCart && !visit) {
      coupon.send({ type: 'code.reset' });
      const input = {
        paymentToken: new URL(window.location.href).searchParams.get('payment'),
        cartId: cookies.get('cartId'),
        orderId: cookies.get('orderId'),
        sessionPaymentToken: cookies.get('paymentToken'),
      };
      paymentReturn.set(createInspectedActor(paymentReturnMachine, { input }).start());
    } else if (!onCart && visit) {
      visit.stop();
      paymentReturn.set(null);
    }
  };
  router.subscribe('onRendered', followCartVisit);
  followCartVisit();

  return {
    cart,
    coupon,
    paymentReturn,
    effects,
    config,
    machines: { productLoading: provideProductLoadingMachine(effects) },
  };
}
