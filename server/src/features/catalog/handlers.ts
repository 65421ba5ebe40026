import type { Handlers } from '../../api/handler';
import type { Clock } from '../../lib/clock';
import { notFound } from '../../lib/errors';
import { toProduct, toProvider } from './mappers';
import { quoteBasketLines } from './pricing';
import type { CatalogRepository } from './repository';

export function createCatalogHandlers({
  repository,
  clock,
}: {
  repository: CatalogRepository;
  /** Decides "open now". */
  clock: Clock;
}): Handlers<'listProviders' | 'getProvider' | 'listProducts' | 'getProduct' | 'quoteBasket'> {
  async function requireProvider(providerId: string) {
    const provider = await repository.findProvider(providerId);
    if (!provider) throw notFound('Provider not found');
    return provider;
  }

  return {
    async listProviders(request) {
      const { search } = request.query;
      const rows = await repository.listProviders(search);
      const at = clock();
      return { data: rows.map((row) => toProvider(row, at)) };
    },

    async getProvider(request) {
      const { providerId } = request.params;
      return { data: toProvider(await requireProvider(providerId), clock()) };
    },

    async listProducts(request) {
      const { providerId } = request.params;
      await requireProvider(providerId);
      const rows = await repository.listProducts(providerId);
      return { data: rows.map(toProduct) };
    },

    async getProduct(request) {
      const { providerId, productId } = request.params;
      await requireProvider(providerId);
      const row = await repository.findProduct(providerId, productId);
      if (!row) throw notFound('Product not found');
      return { data: toProduct(row) };
    },

    async quoteBasket(request) {
      const { providerId, items } = request.body;
      const provider = await requireProvider(providerId);
      const productIds = [...new Set(items.map((item) => item.productId))];
      const products = (await repository.findProductsByIds(productIds)).map(toProduct);
      const productsById = new Map(products.map((product) => [product.productId, product]));
      return { data: quoteBasketLines({ providerId, currency: provider.currency }, items, productsById) };
    },
  };
}
