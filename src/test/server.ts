import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';

// One msw server for all component tests. Tests add handlers with server.use(...);
// any request without a handler fails the test. The one handler always there: the notification
// settings the settings screen of every signed-in customer reads (issue 29).
export const server = setupServer(
  http.get(new URL('/api/notifications/settings', window.location.origin).toString(), () =>
    HttpResponse.json({
      data: { orderMails: true, pushDevices: 0, vapidPublicKey: `B${'A'.repeat(86)}` },
    }),
  ),
);

/** Absolute URL of an API path as the app calls it (baseUrl '/api' on the jsdom origin). */
export const apiUrl = (path: string) => new URL(`/api${path}`, window.location.origin).toString();
