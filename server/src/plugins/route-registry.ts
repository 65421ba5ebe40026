import type { FastifyInstance } from 'fastify';

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route registered on the app, as "METHOD /url" (tests compare it with openapi.yaml). */
    registeredRoutes: string[];
  }
}

export function installRouteRegistry(app: FastifyInstance): void {
  const routes: string[] = [];
  app.decorate('registeredRoutes', routes);
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) routes.push(`${method} ${route.url}`);
  });
}
