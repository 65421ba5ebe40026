import '@testing-library/jest-dom';
import { server } from './server';
import { testI18n } from './test-i18n';

beforeAll(() => {
  server.listen({ onUnhandledRequest: 'error' });
});

afterEach(async () => {
  server.resetHandlers();
  localStorage.clear();
  await testI18n.changeLanguage('en');
});

afterAll(() => {
  server.close();
});
