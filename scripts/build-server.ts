// Builds the server into one file, dist-server/main.js (what `npm start` runs), with esbuild.
// npm packages are bundled with the app: finding and loading each of their files one by one at a start
// cost more than their code (fastify, ajv and kysely are hundreds of files; jose is ESM, loaded through
// require(esm)); bundled, they are one file, compiled lazily as the app's own code is (0.3 s less CPU at
// a start). Those in EXTERNAL stay in node_modules, required from there at run time: native addons and
// WASM (PGlite, argon2, sharp), packages that read files by their own path (swagger-ui's assets), and
// those the app loads only when a setting asks for them (Redis, PostgreSQL, mail, push, Google).
import { build, type Plugin } from 'esbuild';

const EXTERNAL = new Set([
  '@electric-sql/pglite',
  '@node-rs/argon2',
  '@fastify/swagger-ui',
  'ioredis',
  'web-push',
  'openid-client',
  'nodemailer',
  'pg',
  'sharp',
]);

/** A bare import's package: `kysely/helpers/postgres` → `kysely`, `@fastify/static` → `@fastify/static`. */
function packageOf(importPath: string): string {
  const parts = importPath.split('/');
  return importPath.startsWith('@') ? parts.slice(0, 2).join('/') : (parts[0] ?? importPath);
}

/** Every bare import is external (required at run time from node_modules), but the BUNDLED packages'. */
const externalPackages: Plugin = {
  name: 'external-packages',
  setup(builder) {
    builder.onResolve({ filter: /^[^./]/ }, (args) =>
      EXTERNAL.has(packageOf(args.path)) ? { path: args.path, external: true } : undefined,
    );
  },
};

build({
  entryPoints: ['server/src/main.ts'],
  bundle: true,
  platform: 'node',
  target: 'node20.19',
  format: 'cjs',
  sourcemap: true,
  logLevel: 'warning',
  outfile: 'dist-server/main.js',
  plugins: [externalPackages],
}).catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
