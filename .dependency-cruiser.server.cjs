// Import boundaries of the server (server/src/), checked by `npm run lint` (lint:boundaries):
//
//   app.ts, read-models/, demo-data.ts, cli/, main.ts  ->  features/  ->  plugins/ lib/ db/ api/ config.ts paths.ts
//
// The composition layer (app.ts, read-models/) builds the features and joins them; a feature imports
// another feature only through that feature's index.ts (what it exports is all others may use);
// plugins/, lib/, db/ and api/ sit below the features and never import one. No import cycles.
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      comment:
        'Import cycles make load order matter and hide which module owns what (type-only imports count too).',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    {
      name: 'features-meet-through-index',
      comment:
        "A feature imports another feature only through its index.ts: re-export there what others may use (types, errors, functions), and nothing else of the feature's is anyone else's business.",
      severity: 'error',
      from: { path: '^server/src/features/([^/]+)/' },
      to: {
        path: '^server/src/features/',
        pathNot: ['^server/src/features/$1/', '^server/src/features/[^/]+/index\\.ts$'],
      },
    },
    {
      name: 'composition-meets-features-through-index',
      comment:
        "app.ts, read-models/ and cli/ use a feature through its index.ts too. demo-data.ts (the demo seed) is exempt: it writes the catalogue's and staff's seed rows with their own modules.",
      severity: 'error',
      from: { path: '^server/src/(app\\.ts|main\\.ts|read-models/|cli/)' },
      to: { path: '^server/src/features/', pathNot: '^server/src/features/[^/]+/index\\.ts$' },
    },
    {
      name: 'features-do-not-import-the-composition',
      comment:
        'app.ts, read-models/, demo-data.ts, cli/ and main.ts compose the features; a feature never reaches up to them.',
      severity: 'error',
      from: { path: '^server/src/features/' },
      to: { path: '^server/src/(app\\.ts|main\\.ts|demo-data\\.ts|read-models/|cli/)' },
    },
    {
      name: 'lower-layers-do-not-import-features',
      comment:
        "plugins/, lib/, db/ and api/ (and config.ts, paths.ts) are used by the features, so they never import one (nor the composition): a type they need is declared on their side, and the feature's satisfies it. Hence no feature imports a plugin that imports features.",
      severity: 'error',
      from: { path: '^server/src/(plugins|lib|db|api)/|^server/src/(config|paths)\\.ts$' },
      to: { path: '^server/src/(features/|read-models/|cli/|app\\.ts|main\\.ts|demo-data\\.ts)' },
    },
    {
      name: 'not-to-unresolvable',
      comment: 'An import that resolves to nothing.',
      severity: 'error',
      from: {},
      to: { couldNotResolve: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    // Type-only imports count too: they tie modules together just the same.
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.js', '.json'],
      mainFields: ['module', 'main', 'types', 'typings'],
    },
  },
};
