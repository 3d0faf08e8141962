// Small selectors for views reading a product-loading actor with useSelector.
import type { SnapshotFrom } from 'xstate';
import type { Product } from '../../../common/contract/product.schema';
import type { ShopError } from '../shop-error';
import type { productLoadingMachine } from './product-loading.machine';
import { withLinkedProducts } from './products';

type ProductLoadingSnapshot = SnapshotFrom<typeof productLoadingMachine>;

export const selectProducts = (snapshot: ProductLoadingSnapshot): Product[] => snapshot.context.products;
export const selectIsLoading = (snapshot: ProductLoadingSnapshot): boolean => snapshot.hasTag('busy');
export const selectError = (snapshot: ProductLoadingSnapshot): ShopError | null => (snapshot.matches('failure') ? snapshot.context.error : null);

/** The product of a detail page (first match), with related and cross-sell products from the same list. */
export const selectProduct = (snapshot: ProductLoadingSnapshot): Product | null => {
  const [first] = snapshot.context.products;
  return first ? withLinkedProducts(first, snapshot.context.products) : null;
};

/** The products arrived (an empty list included). */
export const selectIsLoaded = (snapshot: ProductLoadingSnapshot): boolean => snapshot.matches('success');
