import type { FastifyInstance, FastifyReply, FastifyRequest, HTTPMethods } from 'fastify';
import { type ContractRoute, contractRoutes } from './routes.gen';

/**
 * A request that passed none of its route's security alternatives, as fastify-openapi-glue names it
 * (`Unauthorized`): what each check threw is in `errors`, for the error handler to answer with.
 */
export class SecurityError extends Error {
  override readonly name = 'Unauthorized';
  constructor(
    message: string,
    readonly statusCode: number,
    readonly errors: unknown[],
  ) {
    super(message);
  }
}

/** An operation's handler. */
export type Operation = (request: FastifyRequest, reply: FastifyReply) => unknown;
/** A security scheme's check (openapi.yaml's securitySchemes): throws when the request does not pass. */
type SecurityCheck = (request: FastifyRequest, reply: FastifyReply, scopes: readonly string[]) => unknown;

/**
 * Registers every operation of the contract under `prefix`, as fastify-openapi-glue does: the route's
 * schemas as the contract gives them, a pre-handler for its security, the operation's handler.
 */
export async function registerContractRoutes(
  app: FastifyInstance,
  options: {
    prefix: string;
    /** The handler of an operation. */
    operation: (operationId: string) => Operation;
    securityHandlers: Record<string, SecurityCheck>;
    routes?: readonly ContractRoute[];
  },
): Promise<void> {
  const routes = options.routes ?? contractRoutes;
  await app.register(
    async (scope) => {
      for (const route of routes) {
        scope.route({
          method: route.method as HTTPMethods,
          url: route.url,
          schema: route.schema,
          config: route.config as object | undefined,
          preHandler: securityCheck(route, options.securityHandlers),
          handler: options.operation(route.operationId),
        });
      }
    },
    { prefix: options.prefix },
  );
}

/**
 * The pre-handler of a route's security requirements, as fastify-openapi-glue builds it (its classes are
 * not among the package's exports): the request passes when every scheme of one alternative passes; else a
 * `SecurityError` (401, or the status of the last failure that had one) carries what each check threw,
 * which the error handler turns into the error envelope. No requirement (`security: []`), no pre-handler.
 */
export function securityCheck(
  route: Pick<ContractRoute, 'operationId' | 'security'>,
  handlers: Record<string, SecurityCheck>,
): ((request: FastifyRequest, reply: FastifyReply) => Promise<void>) | undefined {
  const alternatives = route.security ?? [];
  if (alternatives.length === 0) return undefined;
  for (const alternative of alternatives) {
    for (const name of Object.keys(alternative)) {
      if (!handlers[name]) throw new Error(`${route.operationId}: no handler for security scheme ${name}`);
    }
  }
  return async (request, reply) => {
    const errors: unknown[] = [];
    let statusCode = 401;
    for (const alternative of alternatives) {
      try {
        for (const [name, scopes] of Object.entries(alternative)) {
          await handlers[name]?.(request, reply, scopes);
        }
        return;
      } catch (error) {
        errors.push(error);
        const status = (error as { statusCode?: unknown }).statusCode;
        if (typeof status === 'number') statusCode = status;
      }
    }
    const tried = alternatives.map((alternative) => Object.keys(alternative).join(',')).join(', ');
    throw new SecurityError(
      `None of the security schemes (${tried}) successfully authenticated this request.`,
      statusCode,
      errors,
    );
  };
}
