// The product-loading machine bound to the shop API. The request is aborted when the machine gives up (15 s
// timeout or a newer load), so a late answer never lands.
import { fromPromise } from 'xstate';
import type { Envelope } from '../../../common/contract/envelope.schema';
import type { ProductList } from '../../../common/contract/product.schema';
import type { ShopEffects } from '../shop-effects';
import { productLoadingMachine, type LoadProductsInput } from './product-loading.machine';

export function provideProductLoadingMachine(effects: Pick<ShopEffects, 'api'>) {
  return productLoadingMachine.provide({
    actors: {
      loadProducts: fromPromise<Envelope<ProductList>, LoadProductsInput>(({ input, signal }) =>
        effects.api.products(input.filters, { signal, ...(input.pageSize ? { pageSize: input.pageSize } : {}) }),
      ),
    },
  });
}
