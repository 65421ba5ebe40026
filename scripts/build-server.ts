// Builds the server into one file, dist-server/main.js (what `npm start` runs), with esbuild.
// Packages stay in node_modules and are required from there (native addons, WASM and files they read by
// their own path), except those listed in BUNDLED: plain JavaScript that reads no file of its own and
// is loaded at every start, where Node's work to find and load each of its files cost more than the code
// (kysely is 262 files; jose is ESM, loaded through require(esm)). Bundled, they are parsed with the app.
import { build, type Plugin } from 'esbuild';

const BUNDLED = new Set(['jose', 'kysely', 'kysely-pglite-dialect']);

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
      BUNDLED.has(packageOf(args.path)) ? undefined : { path: args.path, external: true },
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
