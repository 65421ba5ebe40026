import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

const ROOT = resolve(__dirname, '..', '..');

/**
 * A route as fastify-openapi-glue's parser makes it, as the server registers it (routes.gen.ts): without
 * the parser's `openapiPath` and `openapiSource`, which the glue never passes to a route.
 */
export interface GlueRoute {
  method: string;
  url: string;
  schema: Record<string, unknown>;
  operationId: string;
  security?: Record<string, string[]>[];
  config?: unknown;
}

/**
 * The routes fastify-openapi-glue makes of a contract document, through its own parser (which validates
 * the contract first), with the server's options: bodiless responses keep an empty schema. The parser is
 * not among the package's exports, so it is loaded by its file. `npm run api:generate` writes them out;
 * server/test/contract-routes.test.ts holds routes.gen.ts to them.
 */
export async function glueRoutes(document: unknown): Promise<GlueRoute[]> {
  const file = pathToFileURL(resolve(ROOT, 'node_modules/fastify-openapi-glue/lib/Parser.js')).href;
  const { Parser } = (await import(file)) as {
    Parser: new () => {
      parse(
        spec: unknown,
        options: object,
      ): Promise<{ routes: (GlueRoute & { openapiPath: string; openapiSource: unknown })[] }>;
    };
  };
  const { routes } = await new Parser().parse(document, { addEmptySchema: true });
  return routes.map(({ openapiPath: _path, openapiSource: _source, ...route }) => route);
}
