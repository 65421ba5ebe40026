/** @jest-config-loader esbuild-register */
import type { Config } from 'jest';

// Component and unit tests of the React app. Server tests run on node:test
// (npm run test:server) and browser tests in e2e/ (npm run test:e2e).
const config: Config = {
  roots: ['<rootDir>/src'],
  // jsdom with Node's fetch, streams and TextEncoder, which msw needs.
  testEnvironment: 'jest-fixed-jsdom',
  transform: {
    '^.+\\.(t|j)sx?$': ['@swc/jest', { jsc: { transform: { react: { runtime: 'automatic' } } } }],
  },
  // msw 2 depends on until-async, which ships ES modules only: let swc compile it.
  transformIgnorePatterns: ['/node_modules/(?!until-async/)'],
  moduleNameMapper: {
    '\\.(css)$': '<rootDir>/src/test/style-mock.ts',
    '\\.(png|svg|jpg|webp)$': '<rootDir>/src/test/file-mock.ts',
  },
  setupFilesAfterEnv: ['<rootDir>/src/test/setup.ts'],
  testEnvironmentOptions: { customExportConditions: [''] },
  clearMocks: true,
  // Whole sign-in flows type into several fields; a shared 2-core machine needs the headroom.
  testTimeout: 15_000,
};

export default config;
