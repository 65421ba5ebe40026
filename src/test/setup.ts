import '@testing-library/jest-dom';
import { cleanup, configure } from '@testing-library/react';
import { server } from './server';
import { testI18n } from './test-i18n';

// Screens load lazily and CI machines are shared (a 2-core machine running the server suite beside
// Jest): give findBy/waitFor time to see them. A bound for a broken screen, never a pace: a passing
// test does not wait it out (jest.config's testTimeout stays above it).
configure({ asyncUtilTimeout: 10_000 });

beforeAll(() => {
  server.listen({ onUnhandledRequest: 'error' });
});

afterEach(async () => {
  // Unmount first, so the language reset below re-renders nothing outside act().
  cleanup();
  server.resetHandlers();
  localStorage.clear();
  sessionStorage.clear();
  await testI18n.changeLanguage('en');
});

afterAll(() => {
  server.close();
});
