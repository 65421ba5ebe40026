import { readFileSync } from 'node:fs';
import { OPENAPI_PATH } from '../../src/paths';

// Reads the contract for tests that check it: its operations, responses and examples. The bundled
// openapi.gen.json (openapi.yaml and the files of openapi/ in one document, as the server loads it).

export type JsonObject = Record<string, unknown>;

export interface MediaType {
  schema?: JsonObject;
  example?: unknown;
  examples?: Record<string, { summary?: string; value?: unknown; $ref?: string }>;
}

export interface ResponseObject {
  description: string;
  headers?: Record<string, JsonObject>;
  content?: Record<string, MediaType>;
}

export interface Operation {
  operationId: string;
  method: string;
  path: string;
  security?: unknown[];
  parameters?: JsonObject[];
  requestBody?: { content: Record<string, MediaType> };
  /** As written, each response possibly a $ref; resolve with `resolve`. */
  responses: Record<string, ResponseObject | { $ref: string }>;
}

export interface OpenApiDocument {
  paths: Record<string, Record<string, unknown>>;
  components: Record<string, Record<string, unknown>>;
  security?: unknown[];
}

const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'patch', 'options', 'head'];

export function loadContract(path = OPENAPI_PATH): OpenApiDocument {
  return JSON.parse(readFileSync(path, 'utf8')) as OpenApiDocument;
}

/** Follows a local `$ref` ("#/components/...") once; anything else is returned as is. */
export function resolve<T>(document: OpenApiDocument, node: T | { $ref: string }): T {
  if (!node || typeof node !== 'object' || !('$ref' in node)) return node as T;
  const pointer = node.$ref;
  if (!pointer.startsWith('#/')) throw new Error(`Only local references are supported: ${pointer}`);
  let target: unknown = document;
  for (const segment of pointer.slice(2).split('/')) {
    const key = segment.replaceAll('~1', '/').replaceAll('~0', '~');
    target = (target as JsonObject | undefined)?.[key];
  }
  if (target === undefined) throw new Error(`Unresolved reference ${pointer}`);
  return resolve(document, target as T);
}

/** The node with every local `$ref` inside it replaced by its target (openapi.yaml has no cycles). */
export function dereference(document: OpenApiDocument, node: unknown): unknown {
  const resolved = resolve(document, node);
  if (Array.isArray(resolved)) return resolved.map((item) => dereference(document, item));
  if (!resolved || typeof resolved !== 'object') return resolved;
  return Object.fromEntries(
    Object.entries(resolved as JsonObject).map(([key, value]) => [key, dereference(document, value)]),
  );
}

export function operationsOf(document: OpenApiDocument): Operation[] {
  return Object.entries(document.paths).flatMap(([path, item]) =>
    Object.entries(item)
      .filter(([method]) => HTTP_METHODS.includes(method))
      .map(([method, operation]) => ({ ...(operation as Omit<Operation, 'method' | 'path'>), method, path })),
  );
}

/** Whether the operation needs an access token (its own `security`, else the document's). */
export function isSecured(document: OpenApiDocument, operation: Operation): boolean {
  return (operation.security ?? document.security ?? []).length > 0;
}

/** The named examples of a media type, each with its $ref followed. */
export function examplesOf(document: OpenApiDocument, media: MediaType): [string, unknown][] {
  return Object.entries(media.examples ?? {}).map(([name, example]) => [
    name,
    resolve<{ value?: unknown }>(document, example).value,
  ]);
}
