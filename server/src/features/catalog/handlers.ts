import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { notFound } from '../../lib/errors';
import { asCatalogDb } from './catalog-db';
import { toProduct, toProvider } from './mappers';
import { quoteBasketLines } from './pricing';
import { createCatalogRepository } from './repository';
import type { CatalogTables } from './tables';
import type { BasketItemRequest, BasketQuote, Product, Provider } from './types';

// Params, query and body are validated against openapi.yaml by the glue before these run.
type ProviderParams = { Params: { providerId: string } };
type ProductParams = { Params: { providerId: string; productId: string } };
type ProviderSearch = { Querystring: { search?: string } };
type QuoteBody = { Body: { providerId: string; items: BasketItemRequest[] } };

export interface CatalogHandlerDeps<D extends CatalogTables> {
  db: Kysely<D>;
  /** The clock for "open now"; tests pin it. */
  now?: () => Date;
}

export function createCatalogHandlers<D extends CatalogTables>(deps: CatalogHandlerDeps<D>) {
  const repository = createCatalogRepository(asCatalogDb(deps.db));
  const now = deps.now ?? (() => new Date());

  async function requireProvider(providerId: string) {
    const provider = await repository.findProvider(providerId);
    if (!provider) throw notFound('Provider not found');
    return provider;
  }

  return {
    async listProviders(request: FastifyRequest, _reply: FastifyReply): Promise<{ data: Provider[] }> {
      const { search } = request.query as ProviderSearch['Querystring'];
      const rows = await repository.listProviders(search);
      const at = now();
      return { data: rows.map((row) => toProvider(row, at)) };
    },

    async getProvider(request: FastifyRequest, _reply: FastifyReply): Promise<{ data: Provider }> {
      const { providerId } = request.params as ProviderParams['Params'];
      return { data: toProvider(await requireProvider(providerId), now()) };
    },

    async listProducts(request: FastifyRequest, _reply: FastifyReply): Promise<{ data: Product[] }> {
      const { providerId } = request.params as ProviderParams['Params'];
      await requireProvider(providerId);
      const rows = await repository.listProducts(providerId);
      return { data: rows.map(toProduct) };
    },

    async getProduct(request: FastifyRequest, _reply: FastifyReply): Promise<{ data: Product }> {
      const { providerId, productId } = request.params as ProductParams['Params'];
      await requireProvider(providerId);
      const row = await repository.findProduct(providerId, productId);
      if (!row) throw notFound('Product not found');
      return { data: toProduct(row) };
    },

    async quoteBasket(request: FastifyRequest, _reply: FastifyReply): Promise<{ data: BasketQuote }> {
      const { providerId, items } = request.body as QuoteBody['Body'];
      const provider = await requireProvider(providerId);
      const productIds = [...new Set(items.map((item) => item.productId))];
      const products = (await repository.findProductsByIds(productIds)).map(toProduct);
      const productsById = new Map(products.map((product) => [product.productId, product]));
      return { data: quoteBasketLines({ providerId, currency: provider.currency }, items, productsById) };
    },
  };
}

export type CatalogHandlers = ReturnType<typeof createCatalogHandlers>;
