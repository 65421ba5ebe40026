import type { ConfigFile } from '@rtk-query/codegen-openapi';

// Generates src/api/generated.gen.ts from the contract (openapi.yaml bundled into openapi.gen.json; the
// generator hands it the fresh bundle). Run `npm run api:generate` after changing the contract;
// `npm run api:check` fails when a generated file is stale.
const config = {
  schemaFile: './openapi.gen.json',
  apiFile: './src/api/base-api.ts',
  apiImport: 'baseApi',
  outputFile: './src/api/generated.gen.ts',
  exportName: 'generatedApi',
  hooks: true,
  tag: false,
  // Never fetched by the app, so left out of the first screen's code: browser redirects (the app links
  // to them), photos (<img>) and the probes of operators and load balancers. The event streams stay:
  // EventSource reads them, but their events' types come from here.
  filterEndpoints: (name) =>
    ![
      'startGoogleLogin',
      'finishGoogleLogin',
      'getImage',
      'getHealth',
      'getLiveness',
      'getReadiness',
    ].includes(name),
  // Pricing a basket is a POST only because its argument is a body: it changes nothing, so it
  // is a query (useQuoteBasketQuery), cached per basket and refetched when the basket changes.
  // Checking a reset link is a POST only so that its token travels in a body, not a URL: it changes
  // nothing, so it is a query too (useCheckPasswordRestoreQuery). Reading an invitation, likewise.
  endpointOverrides: [{ pattern: ['quoteBasket', 'checkPasswordRestore', 'readInvitation'], type: 'query' }],
} satisfies ConfigFile;

export default config;
