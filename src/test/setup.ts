import '@testing-library/jest-dom';
import { cleanup } from '@testing-library/react';
import { server } from './server';
import { testI18n } from './test-i18n';

beforeAll(() => {
  server.listen({ onUnhandledRequest: 'error' });
});

afterEach(async () => {
  // Unmount first, so the language reset below re-renders nothing outside act().
  cleanup();
  server.resetHandlers();
  localStorage.clear();
  await testI18n.changeLanguage('en');
});

afterAll(() => {
  server.close();
});
