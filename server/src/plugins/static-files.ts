import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { apiNotFound } from './error-handler';

const NOT_BUILT_MESSAGE = 'The web app is not built yet. Run `npm run build`, then reload this page.\n';
const NO_CACHE = 'no-cache';
const IMMUTABLE = 'public, max-age=31536000, immutable';

/** What the browser may cache: the app shell and service worker must be revalidated, hashed assets never change. */
function cacheControlFor(filePath: string): string {
  const name = path.basename(filePath);
  if (name === 'index.html' || name === 'sw.js') return NO_CACHE;
  if (filePath.includes(`${path.sep}assets${path.sep}`)) return IMMUTABLE;
  return 'public, max-age=3600';
}

/**
 * Serves the built front end from staticDir, uploads under /uploads, and falls back to index.html for
 * any other GET outside /api and /uploads so client-side routes survive a reload.
 */
export async function registerStaticFiles(
  app: FastifyInstance,
  { staticDir, uploadsDir }: { staticDir: string; uploadsDir: string },
): Promise<void> {
  const hasBuiltApp = existsSync(path.join(staticDir, 'index.html'));
  if (hasBuiltApp) {
    await app.register(fastifyStatic, {
      root: staticDir,
      prefix: '/',
      cacheControl: false,
      setHeaders: (reply, filePath) => reply.header('cache-control', cacheControlFor(filePath)),
    });
  }
  if (existsSync(uploadsDir)) {
    await app.register(fastifyStatic, {
      root: uploadsDir,
      prefix: '/uploads/',
      decorateReply: !hasBuiltApp,
      maxAge: '1d',
    });
  }

  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0] ?? '';
    if (pathname === '/api' || pathname.startsWith('/api/')) {
      return reply.code(404).send(apiNotFound(request.method, request.url));
    }
    const isPageRequest = request.method === 'GET' || request.method === 'HEAD';
    if (!isPageRequest || pathname.startsWith('/uploads/')) {
      return reply.code(404).type('text/plain').send('Not found\n');
    }
    if (!hasBuiltApp) {
      return reply
        .code(pathname === '/' ? 200 : 404)
        .type('text/plain')
        .send(NOT_BUILT_MESSAGE);
    }
    reply.header('cache-control', NO_CACHE);
    return reply.sendFile('index.html', staticDir, { cacheControl: false });
  });
}
