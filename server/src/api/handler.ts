// Handler types derived from the generated contract: a handler is named after its operationId and gets
// its params, query, body and headers, and must answer its success body, exactly as openapi.yaml says.
// The route of each operation (routes.gen.ts, from the same file) validates the request before the handler runs.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { components, operations } from './contract.gen';

export type OperationId = keyof operations;

/** A named schema of openapi.yaml, e.g. `Schema<'User'>`. */
export type Schema<Name extends keyof components['schemas']> = components['schemas'][Name];

type Operation<K extends OperationId> = operations[K];
type Part<K extends OperationId, Where extends 'path' | 'query' | 'header'> = NonNullable<
  Operation<K>['parameters'][Where]
>;
type JsonContent<T> = T extends { content: { 'application/json': infer Body } } ? Body : never;

type SuccessStatus = 200 | 201 | 202 | 204;
type Responses<K extends OperationId> = Operation<K>['responses'];

/** The JSON bodies of the operation's 2xx answers (never when it only redirects). */
export type SuccessBody<K extends OperationId> = JsonContent<
  Responses<K>[SuccessStatus & keyof Responses<K>]
>;

/**
 * Fastify's request generics for the operation. Params, query or body the contract leaves out are
 * typed `never`, so reading them fails tsc; declared headers add to the usual HTTP headers.
 */
export interface RequestOf<K extends OperationId> {
  Params: Part<K, 'path'>;
  Querystring: Part<K, 'query'>;
  Body: JsonContent<NonNullable<Operation<K>['requestBody']>>;
  Headers: [Part<K, 'header'>] extends [never] ? unknown : Part<K, 'header'>;
}

/**
 * The handler of one operation. It returns the success body, or, for an operation without a JSON
 * answer (a redirect), the reply it has sent.
 */
export type Handler<K extends OperationId> = (
  request: FastifyRequest<RequestOf<K>>,
  reply: FastifyReply,
) => Promise<[SuccessBody<K>] extends [never] ? FastifyReply : SuccessBody<K>>;

/** The handlers a feature serves, e.g. `Handlers<'login' | 'register'>`. */
export type Handlers<K extends OperationId> = { [P in K]: Handler<P> };

/** Every operation of openapi.yaml with its handler, as `registerContractRoutes` (contract-routes.ts) takes them. */
export type ServiceHandlers = Handlers<OperationId>;
