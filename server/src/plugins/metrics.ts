import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ServerMetrics } from '../lib/metrics';

/** The contract's operationId of the request's route: `none` outside the API (static files, 404s). */
export function operationOf(request: FastifyRequest): string {
  const schema = request.routeOptions.schema as { operationId?: string } | undefined;
  return schema?.operationId ?? 'none';
}

/** Times every answered request into the metrics, by operationId (never the raw URL: unbounded series). */
export function installRequestMetrics(app: FastifyInstance, metrics: ServerMetrics): void {
  app.addHook('onResponse', async (request, reply) => {
    metrics.observeRequest({
      operation: operationOf(request),
      method: request.method,
      status: reply.statusCode,
      seconds: reply.elapsedTime / 1000,
    });
  });
}

export interface MetricsServer {
  /** http://host:port of the listener. */
  url: string;
  close(): Promise<void>;
}

/**
 * The metrics at `GET /metrics` on a listener of their own (METRICS_PORT, bound to METRICS_HOST,
 * 127.0.0.1 by default): the public port never serves them, so a deployment exposes them to its
 * scraper only.
 */
export async function startMetricsServer(
  metrics: ServerMetrics,
  where: { port: number; host: string },
  onError: (error: unknown) => void,
): Promise<MetricsServer> {
  const server: Server = createServer((request, response) => {
    if (request.method !== 'GET' || request.url?.split('?')[0] !== '/metrics') {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('Not found\n');
      return;
    }
    metrics.registry
      .metrics()
      .then((text) => {
        response.writeHead(200, { 'content-type': metrics.registry.contentType }).end(text);
      })
      .catch((error: unknown) => {
        onError(error);
        response.writeHead(500, { 'content-type': 'text/plain' }).end('Metrics failed\n');
      });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(where.port, where.host, () => resolve());
  });
  const { address, port } = server.address() as AddressInfo;
  const host = address.includes(':') ? `[${address}]` : address;
  return {
    url: `http://${host}:${port}`,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      }),
  };
}
