// Import boundaries of the React app (src/), checked by `npm run lint` (see README):
//
//   app/  ->  features/  ->  shared: components/ hooks/ stores/ api/ lib/ config/ i18n/ (and test/)
//
// app/ composes features; a feature imports the shared layers but never another feature or
// app/; shared code never imports a feature or app/. Something two features need moves down
// into a shared folder. Within the shared layers, api/, lib/, config/ and i18n/ are the
// bottom: they do not reach up to stores/, hooks/ or components/.
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      comment:
        'Import cycles make load order matter and hide which module owns what. A cycle closed only by type-only imports is allowed: those are erased at build time.',
      severity: 'error',
      from: {},
      to: { circular: true, viaOnly: { dependencyTypesNot: ['type-only'] } },
    },
    {
      name: 'features-stay-apart',
      comment:
        'A feature does not import another feature: move what both need down into components/, hooks/, stores/, lib/ or config/, or compose them in app/.',
      severity: 'error',
      from: { path: '^src/features/([^/]+)/' },
      to: { path: '^src/features/', pathNot: '^src/features/$1/' },
    },
    {
      name: 'features-do-not-import-app',
      comment: 'app/ composes the features, not the other way round. Route paths live in config/paths.ts.',
      severity: 'error',
      from: { path: '^src/features/' },
      to: { path: '^src/app/' },
    },
    {
      name: 'shared-does-not-import-features-or-app',
      comment: 'Shared code is used by features and app/, so it cannot depend on them.',
      severity: 'error',
      from: { path: '^src/(api|components|config|hooks|i18n|lib|stores|test)/' },
      to: { path: '^src/(app|features)/' },
    },
    {
      name: 'bottom-layers-stay-low',
      comment: 'api/, lib/, config/ and i18n/ sit below stores/, hooks/ and components/.',
      severity: 'error',
      // Their tests may build a real store to test against.
      from: { path: '^src/(api|lib|config|i18n)/', pathNot: '\\.test\\.tsx?$' },
      to: { path: '^src/(stores|hooks|components)/' },
    },
    {
      name: 'generated-client-through-api',
      comment:
        "Import the API from src/api (index.ts applies the areas' cache tags) or the back office's from src/api/manage.ts and the console's from src/api/staff.ts, never a generated file itself.",
      severity: 'error',
      from: { path: '^src/', pathNot: '^src/api/' },
      to: { path: '^src/api/(generated|manage|staff)\\.gen\\.ts$' },
    },
    {
      name: 'back-office-api-only-in-back-office',
      comment:
        "The back office's endpoints (src/api/manage.ts, openapi.yaml's x-back-office operations) load only with its lazy screens (src/features/manage): the customers' first screen never carries them (e2e/budget.spec.ts).",
      severity: 'error',
      from: { path: '^src/', pathNot: ['^src/features/manage/', '^src/api/', '\\.test\\.tsx?$'] },
      to: { path: '^src/api/manage(\\.gen)?\\.ts$' },
    },
    {
      name: 'staff-api-only-in-the-console',
      comment:
        "The counter console's endpoints (src/api/staff.ts, openapi.yaml's staff operations) load only with its lazy screen (src/features/staff): the customers' first screen never carries them (e2e/budget.spec.ts).",
      severity: 'error',
      from: { path: '^src/', pathNot: ['^src/features/staff/', '^src/api/', '\\.test\\.tsx?$'] },
      to: { path: '^src/api/staff(\\.gen)?\\.ts$' },
    },
    {
      name: 'api-areas-stay-apart',
      comment:
        "A client API area (src/api/areas/<tag>.ts) sets its own tag's endpoints and imports no other area: the cache tags they share are declared in base-api.ts.",
      severity: 'error',
      from: { path: '^src/api/areas/([^/]+)\\.ts$', pathNot: '^src/api/areas/(index|[^/]+\\.test)\\.ts$' },
      to: { path: '^src/api/areas/', pathNot: '^src/api/areas/(area|$1)\\.ts$' },
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
      extensions: ['.ts', '.tsx', '.js', '.json'],
      mainFields: ['module', 'main', 'types', 'typings'],
    },
  },
};
