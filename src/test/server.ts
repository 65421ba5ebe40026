import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';

// One msw server for all component tests. Tests add handlers with server.use(...);
// any request without a handler fails the test. The handlers always there: the notification
// settings the settings screen of every signed-in customer reads (issue 29), and the customer's
// favourites, none, which every menu, product, order card and order page reads (issue 26 item 14).
export const server = setupServer(
  http.get(new URL('/api/notifications/settings', window.location.origin).toString(), () =>
    HttpResponse.json({
      data: { orderMails: true, pushDevices: 0, vapidPublicKey: `B${'A'.repeat(86)}` },
    }),
  ),
  http.get(new URL('/api/favourites', window.location.origin).toString(), () =>
    HttpResponse.json({ data: { products: [], orders: [] } }),
  ),
);

/** Absolute URL of an API path as the app calls it (baseUrl '/api' on the jsdom origin). */
export const apiUrl = (path: string) => new URL(`/api${path}`, window.location.origin).toString();
