import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyCompress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { apiNotFound } from './error-handler';

const NOT_BUILT_MESSAGE = 'The web app is not built yet. Run `npm run build`, then reload this page.\n';
const NO_CACHE = 'no-cache';
const IMMUTABLE = 'public, max-age=31536000, immutable';
/**
 * Uploaded images keep their names when replaced, so they are not immutable: cached for 30 days,
 * then revalidated with their ETag (a 304 when unchanged).
 */
const UPLOADS_CACHE = 'public, max-age=2592000';
const OTHER_FILES_CACHE = 'public, max-age=86400';

/** Files the app shell is made of: always revalidated (ETag), so a deployment shows at once. */
const REVALIDATED = new Set(['index.html', 'sw.js', 'manifest.webmanifest']);

/** What the browser may cache: the app shell must be revalidated, hashed assets never change. */
function cacheControlFor(filePath: string): string {
  const name = path.basename(filePath).replace(/\.(br|gz)$/, '');
  if (REVALIDATED.has(name)) return NO_CACHE;
  if (filePath.includes(`${path.sep}assets${path.sep}`)) return IMMUTABLE;
  return OTHER_FILES_CACHE;
}

/**
 * Never served, though they sit in the build folder: source maps (kept for error reports) and the
 * compressed copies themselves, which are sent only in place of their original (`preCompressed`).
 */
const isServable = (pathname: string) => !/\.(map|br|gz)$/.test(pathname);

/** Paths that name a file, never a client-side route: a miss there is a 404, not the app. */
const isFilePath = (pathname: string) => pathname.startsWith('/assets/') || !isServable(pathname);

/**
 * Serves the built front end from staticDir, uploads under /uploads, and falls back to index.html for
 * any other GET outside /api, /uploads and /assets so client-side routes survive a reload.
 *
 * Text files are sent compressed: the build writes brotli and gzip copies beside them (`.br`, `.gz`)
 * and those are sent as they are; @fastify/compress compresses only what has no such copy (a
 * response that already has a Content-Encoding is left alone). Both apply to this plugin's routes
 * only, never to the API. Every file gets an ETag and Last-Modified, so revalidation is a 304.
 */
export async function registerStaticFiles(
  app: FastifyInstance,
  { staticDir, uploadsDir }: { staticDir: string; uploadsDir: string },
): Promise<void> {
  await app.register(async (scope) => {
    await scope.register(fastifyCompress, { encodings: ['br', 'gzip'], threshold: 1024 });
    const hasBuiltApp = existsSync(path.join(staticDir, 'index.html'));
    if (hasBuiltApp) {
      await scope.register(fastifyStatic, {
        root: staticDir,
        prefix: '/',
        preCompressed: true,
        allowedPath: isServable,
        cacheControl: false,
        setHeaders: (reply, filePath) => reply.header('cache-control', cacheControlFor(filePath)),
      });
    }
    if (existsSync(uploadsDir)) {
      await scope.register(fastifyStatic, {
        root: uploadsDir,
        prefix: '/uploads/',
        decorateReply: !hasBuiltApp,
        preCompressed: true,
        allowedPath: isServable,
        cacheControl: false,
        setHeaders: (reply) => reply.header('cache-control', UPLOADS_CACHE),
      });
    }

    scope.setNotFoundHandler((request, reply) => {
      const pathname = request.url.split('?')[0] ?? '';
      if (pathname === '/api' || pathname.startsWith('/api/')) {
        return reply.code(404).send(apiNotFound(request.method, request.url, request.id));
      }
      const isPageRequest = request.method === 'GET' || request.method === 'HEAD';
      if (!isPageRequest || pathname.startsWith('/uploads/') || isFilePath(pathname)) {
        return reply.code(404).type('text/plain').send('Not found\n');
      }
      if (!hasBuiltApp) {
        return reply
          .code(pathname === '/' ? 200 : 404)
          .type('text/plain')
          .send(NOT_BUILT_MESSAGE);
      }
      return reply.sendFile('index.html', staticDir);
    });
  });
}
