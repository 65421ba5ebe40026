// Builds the server into one file, dist-server/main.js (what `npm start` runs), with esbuild.
// npm packages are bundled with the app: finding and loading each of their files one by one at a start
// cost more than their code (fastify, ajv and kysely are hundreds of files; jose is ESM, loaded through
// require(esm)); bundled, they are one file, compiled lazily as the app's own code is (0.3 s less CPU at
// a start). Those in EXTERNAL stay in node_modules, required from there at run time: native addons and
// WASM (PGlite, argon2, sharp), packages that read files by their own path (swagger-ui's assets), and
// those the app loads only when a setting asks for them (Redis, PostgreSQL, mail, push, Google).
import { readFile, writeFile } from 'node:fs/promises';
import { decode, encode } from '@jridgewell/sourcemap-codec';
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

const OUTFILE = 'dist-server/main.js';

interface SourceMapFile {
  sources: string[];
  sourcesContent?: (string | null)[];
  mappings: string;
}

/**
 * Keeps the app's own code in the source map and leaves the bundled packages out: `--enable-source-maps`
 * makes Node parse the whole map at a start, and the packages' mappings were four in five of them
 * (0.06 s and 34 MiB at every start). A stack frame in a package then shows `dist-server/main.js`'s line;
 * the app's frames keep their TypeScript file and line.
 */
async function keepAppMappingsOnly(mapFile: string): Promise<void> {
  const map = JSON.parse(await readFile(mapFile, 'utf8')) as SourceMapFile;
  const isPackage = map.sources.map((source) => source.includes('node_modules/'));
  const lines = decode(map.mappings).map((segments) =>
    segments.filter((segment) => segment.length > 1 && !isPackage[segment[1] as number]),
  );
  map.mappings = encode(lines);
  map.sourcesContent = map.sourcesContent?.map((content, index) => (isPackage[index] ? null : content));
  await writeFile(mapFile, JSON.stringify(map));
}

build({
  entryPoints: ['server/src/main.ts'],
  bundle: true,
  platform: 'node',
  target: 'node20.19',
  format: 'cjs',
  sourcemap: true,
  logLevel: 'warning',
  outfile: OUTFILE,
  plugins: [externalPackages],
})
  .then(() => keepAppMappingsOnly(`${OUTFILE}.map`))
  .catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
