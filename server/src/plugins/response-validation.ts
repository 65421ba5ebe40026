import type { ValidateFunction } from 'ajv';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { onFirstUse } from '../lib/on-first-use';
import { createOpenApiAjv } from './request-validation';

/** A route's `schema.response` as routes.gen.ts gives it: openapi.yaml's responses, by status. */
type ResponseDeclarations = Record<string, { content?: Record<string, { schema?: object }> } | undefined>;

interface RouteContract {
  /** Every status openapi.yaml declares for the operation (with or without a body). */
  statuses: Set<string>;
  /** A validator per status that declares an application/json body, compiled on first use. */
  bodyValidators: Map<string, () => ValidateFunction>;
}

const GENERIC_FAILURE = { error: { message: 'Something went wrong. Please try again.', code: 'INTERNAL' } };
const GENERIC_FAILURE_JSON = JSON.stringify(GENERIC_FAILURE);

/**
 * Holds every route to its contract: a response is sent only if openapi.yaml declares its status for that
 * operation and, when it has a JSON body, the body matches the schema declared for that status. Anything
 * else is a contract violation: logged at error level and answered 500 INTERNAL in the error envelope
 * instead, so a client never sees an answer the contract does not promise. There is no fallback: a
 * `default` response is not a wildcard, each status must be declared. Routes without a response schema
 * (docs, static files) are not checked. Each validator is compiled once, when its status is first answered.
 * A frozen answer a handler keeps and gives again (lib/kept-answers.ts) is checked the first time only.
 */
export function installResponseValidation(app: FastifyInstance): void {
  // Formats by shape (ajv-formats' fast mode): the answers are the server's own, and checking each
  // date-time against the calendar was a sixth of listPickupTimes's CPU (some 190 times per answer).
  const ajv = createOpenApiAjv({}, 'fast');
  const contractsByRoute = new Map<string, RouteContract>();
  const routeKey = (method: string, url: string) => `${method} ${url}`;
  const contractOf = (request: FastifyRequest) =>
    contractsByRoute.get(routeKey(request.method, request.routeOptions.url ?? ''));
  // Per validator, the frozen answers it passed (lib/kept-answers.ts): they cannot have changed since.
  const passed = new WeakMap<ValidateFunction, WeakSet<object>>();
  const passedOf = (validate: ValidateFunction) => {
    let answers = passed.get(validate);
    if (!answers) {
      answers = new WeakSet();
      passed.set(validate, answers);
    }
    return answers;
  };
  // Requests already answered 500 for a violation, so that onSend does not report them a second time.
  const replaced = new WeakSet<FastifyRequest>();

  function reportViolation(request: FastifyRequest, reply: FastifyReply, problem: string, details = {}) {
    request.log.error(
      {
        statusCode: reply.statusCode,
        route: routeKey(request.method, request.routeOptions.url ?? ''),
        ...details,
      },
      `Response breaks openapi.yaml (${problem}); sent 500 instead`,
    );
    replaced.add(request);
    reply.code(500);
  }

  app.addHook('onRoute', (route) => {
    const responses = (route.schema as { response?: ResponseDeclarations } | undefined)?.response;
    if (!responses) return;
    const contract: RouteContract = { statuses: new Set(Object.keys(responses)), bodyValidators: new Map() };
    for (const [status, response] of Object.entries(responses)) {
      const schema = response?.content?.['application/json']?.schema;
      if (schema)
        contract.bodyValidators.set(
          status,
          onFirstUse(() => ajv.compile(schema)),
        );
    }
    for (const method of [route.method].flat()) contractsByRoute.set(routeKey(method, route.url), contract);
  });

  // Object bodies, before serialization: the status, then the body.
  app.addHook('preSerialization', async (request, reply, payload) => {
    const contract = contractOf(request);
    if (!contract) return payload;
    const status = String(reply.statusCode);
    if (!contract.statuses.has(status)) {
      reportViolation(request, reply, `status ${status} is not declared for this operation`);
      return GENERIC_FAILURE;
    }
    const validate = contract.bodyValidators.get(status)?.();
    if (!validate) {
      reportViolation(request, reply, `status ${status} is declared without a JSON body`);
      return GENERIC_FAILURE;
    }
    // A frozen answer given again (lib/kept-answers.ts) was checked the first time it was sent.
    const frozen = typeof payload === 'object' && payload !== null && Object.isFrozen(payload);
    if (frozen && passedOf(validate).has(payload)) return payload;
    if (validate(payload)) {
      if (frozen) passedOf(validate).add(payload);
      return payload;
    }
    reportViolation(request, reply, `body does not match the schema of status ${status}`, {
      errors: validate.errors,
    });
    return GENERIC_FAILURE;
  });

  // Every answer, bodiless or not (redirects, empty replies, strings): the status must be declared.
  app.addHook('onSend', async (request, reply, payload) => {
    const contract = contractOf(request);
    if (!contract || replaced.has(request)) return payload;
    const status = String(reply.statusCode);
    if (contract.statuses.has(status)) return payload;
    reportViolation(request, reply, `status ${status} is not declared for this operation`);
    reply.removeHeader('location');
    reply.header('content-type', 'application/json; charset=utf-8');
    return GENERIC_FAILURE_JSON;
  });
}
