import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../lib/errors';

/**
 * Who may call a back-office operation, as the contract marks it (`x-back-office`, openapi/roles.yaml):
 * `owner`, the deployment's owners; `manager`, owners and managers of the place the path's `providerId`
 * names; `any`, owners and managers of any place.
 */
export type BackOfficeLevel = 'owner' | 'manager' | 'any';

const LEVELS: readonly string[] = ['owner', 'manager', 'any'] satisfies BackOfficeLevel[];

/** What the guard asks of the roles (the roles feature answers; declared here, so this plugin imports no feature). */
export interface BackOfficeRoles {
  isOwner(userId: string): Promise<boolean>;
  managesPlace(userId: string, providerId: string): Promise<boolean>;
  managedPlaceIds(userId: string): Promise<'all' | string[]>;
}

export const backOfficeForbidden = () =>
  new AppError(403, 'BACK_OFFICE_FORBIDDEN', "Only the place's managers and the owners may do this.");

/** The operation's `x-back-office` (the parser behind routes.gen.ts copies an operation's `x-` properties into its route's schema). */
function levelOf(schema: unknown): BackOfficeLevel | undefined {
  const level = (schema as Record<string, unknown> | undefined)?.['x-back-office'];
  if (level === undefined) return undefined;
  if (typeof level !== 'string' || !LEVELS.includes(level)) {
    throw new Error(`x-back-office must be one of ${LEVELS.join(', ')}, not ${String(level)}`);
  }
  return level as BackOfficeLevel;
}

async function allowed(
  roles: BackOfficeRoles,
  userId: string,
  level: BackOfficeLevel,
  request: FastifyRequest,
) {
  switch (level) {
    case 'owner':
      return roles.isOwner(userId);
    case 'manager': {
      const { providerId } = (request.params ?? {}) as { providerId?: unknown };
      // A manager operation names its place; the path's providerId is checked as a uuid afterwards, by
      // the route's validation, so an unknown or malformed id is simply not a place the caller manages.
      if (typeof providerId !== 'string') return false;
      return roles.managesPlace(userId, providerId);
    }
    case 'any': {
      const places = await roles.managedPlaceIds(userId);
      return places === 'all' || places.length > 0;
    }
  }
}

/**
 * Checks every back-office operation's caller before the request is validated (preValidation): the
 * access token (the `accessToken` security handler, which also runs again as usual before the handler),
 * then the role the contract asks for. A caller without the role learns nothing of the request's
 * validity: 403 `BACK_OFFICE_FORBIDDEN` whatever the body. Roles are read from the database each time,
 * so a removed role counts at the next request, on every instance.
 */
export function installBackOfficeGuard(
  app: FastifyInstance,
  deps: {
    authenticate: (request: FastifyRequest) => Promise<void>;
    roles: () => BackOfficeRoles;
  },
): void {
  app.addHook('onRoute', (route) => {
    const level = levelOf(route.schema);
    if (!level) return;
    const guard = async (request: FastifyRequest) => {
      await deps.authenticate(request);
      const userId = request.userId;
      if (!userId || !(await allowed(deps.roles(), userId, level, request))) throw backOfficeForbidden();
    };
    const existing = route.preValidation;
    route.preValidation =
      existing === undefined ? [guard] : [guard, ...(Array.isArray(existing) ? existing : [existing])];
  });
}
