import '@testing-library/jest-dom';
import { cleanup, configure } from '@testing-library/react';
import { server } from './server';
import { testI18n } from './test-i18n';

// Screens load lazily and CI machines are shared: give findBy/waitFor time to see them.
configure({ asyncUtilTimeout: 3000 });

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
