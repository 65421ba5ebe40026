import { setupServer } from 'msw/node';

// One msw server for all component tests. Tests add handlers with server.use(...);
// any request without a handler fails the test.
export const server = setupServer();

/** Absolute URL of an API path as the app calls it (baseUrl '/api' on the jsdom origin). */
export const apiUrl = (path: string) => new URL(`/api${path}`, window.location.origin).toString();
