// Issue 10: object-level authorisation, proven for every operation of openapi.yaml. Each operation is
// classified below; one that is not fails the first test, so a new endpoint cannot ship without saying
// who may call it. Every operation that takes an id of someone's data, or acts for a place, is called
// with customer A's data (and Café Olivera's) by another customer and by staff of another place: each
// answer is a 403 or 404, and not a single row of the database changes.
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, test } from 'node:test';
import type { LightMyRequestResponse } from 'fastify';
import { authHeaders, buildTestApp, registerUser, type TestApp, type TestUser } from './helper';
import { databaseDigest as digestTables } from './support/database-digest';
import { examplesOf, isSecured, loadContract, operationsOf, resolve } from './support/openapi';
import { OLIVERA, OPEN_AT_OLIVERA, placeOrder, qrToken, registerStaff, TAULA } from './support/staff';

/** No token, no one's data: anyone may call it. */
type Public = { kind: 'public'; why: string };
/** The caller's own data, found from the access token alone: there is no id to point elsewhere. */
type Own = { kind: 'own' };
/** Takes an id of someone's data, or acts for a place: probed below by another user. */
type Foreign = {
  kind: 'foreign';
  probe: (ctx: ProbeContext, caller: TestUser) => Promise<LightMyRequestResponse>;
  /** Tables where the caller's own single-use credential may be spent by the refused call. */
  spends?: string[];
};
/**
 * A back-office operation (`x-back-office` in the contract): the role guard checks the caller's role and
 * place before anything else, and back-office-roles.test.ts calls each one as a customer, as staff, as a
 * manager of another place, as a manager and as an owner.
 */
type BackOffice = { kind: 'back-office' };
type Classification = Public | Own | Foreign | BackOffice;

interface ProbeContext {
  t: TestApp;
  owner: TestUser;
  ownerOrderId: string;
  /** The Idempotency-Key the owner's order was placed with. */
  ownerOrderKey: string;
  ownerQrToken: string;
  /** A ticket of La Taula's staff stream, tried on Café Olivera's. */
  taulaTicket: string;
  example: (operationId: string) => Record<string, unknown>;
}

const call = (
  ctx: ProbeContext,
  caller: TestUser,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: object,
) =>
  ctx.t.app.inject({
    method,
    url,
    headers: authHeaders(caller.accessToken),
    ...(payload ? { payload } : {}),
  });

const staffPath = (rest: string) => `/api/staff/providers/${OLIVERA}${rest}`;

const BACK_OFFICE: BackOffice = { kind: 'back-office' };

const OPERATIONS: Record<string, Classification> = {
  getPlaceReport: BACK_OFFICE,
  exportPlaceOrders: BACK_OFFICE,
  exportPlacePointsLedger: BACK_OFFICE,
  getAllPlacesReport: BACK_OFFICE,
  exportAllOrders: BACK_OFFICE,
  exportAllPointsLedger: BACK_OFFICE,
  getEditableMenu: BACK_OFFICE,
  createMenuCategory: BACK_OFFICE,
  updateMenuCategory: BACK_OFFICE,
  retireMenuCategory: BACK_OFFICE,
  reorderMenuCategories: BACK_OFFICE,
  reorderMenuProducts: BACK_OFFICE,
  createMenuProduct: BACK_OFFICE,
  updateMenuProduct: BACK_OFFICE,
  duplicateMenuProduct: BACK_OFFICE,
  retireMenuProduct: BACK_OFFICE,
  createMenuExtraGroup: BACK_OFFICE,
  updateMenuExtraGroup: BACK_OFFICE,
  retireMenuExtraGroup: BACK_OFFICE,
  uploadImage: BACK_OFFICE,
  listManagedPlaces: BACK_OFFICE,
  createManagedPlace: BACK_OFFICE,
  listOwners: BACK_OFFICE,
  grantOwner: BACK_OFFICE,
  revokeOwner: BACK_OFFICE,
  inviteOwner: BACK_OFFICE,
  revokeOwnerInvitation: BACK_OFFICE,
  resendOwnerInvitation: BACK_OFFICE,
  listPlaceTeam: BACK_OFFICE,
  changeTeamRole: BACK_OFFICE,
  removeTeamMember: BACK_OFFICE,
  invitePlaceMember: BACK_OFFICE,
  revokePlaceInvitation: BACK_OFFICE,
  resendPlaceInvitation: BACK_OFFICE,
  listAuditLog: BACK_OFFICE,
  getManagedPlace: BACK_OFFICE,
  updateManagedPlace: BACK_OFFICE,
  setPlaceHours: BACK_OFFICE,
  setPickupSettings: BACK_OFFICE,
  setCounterSettings: BACK_OFFICE,
  setOrderingPause: BACK_OFFICE,
  getImage: { kind: 'public', why: 'a menu photo or a logo, as public as the menu that shows it' },
  readInvitation: {
    kind: 'public',
    why: 'the mailed single-use token is the credential; it names the invitation only',
  },
  acceptInvitation: { kind: 'own' },
  getNotificationSettings: { kind: 'own' },
  updateNotificationSettings: { kind: 'own' },
  savePushSubscription: { kind: 'own' },
  deletePushSubscription: { kind: 'own' },
  getHealth: { kind: 'public', why: 'liveness' },
  getLiveness: { kind: 'public', why: 'liveness' },
  getReadiness: { kind: 'public', why: 'readiness' },
  login: { kind: 'public', why: 'starts a session from credentials' },
  register: { kind: 'public', why: 'creates a new account' },
  refreshToken: { kind: 'public', why: 'the refresh token is the credential' },
  logout: { kind: 'public', why: 'the refresh token is the credential; revokes only its own family' },
  getAuthMethods: { kind: 'public', why: 'configuration' },
  startGoogleLogin: { kind: 'public', why: 'redirect to the identity provider' },
  finishGoogleLogin: { kind: 'public', why: 'state, PKCE and the ID token are the credentials' },
  requestPasswordRestore: { kind: 'public', why: 'same answer for any email; the link goes to the mailbox' },
  checkPasswordRestore: { kind: 'public', why: 'the mailed token is the credential' },
  restorePassword: { kind: 'public', why: 'the mailed token is the credential' },
  confirmEmailChange: { kind: 'public', why: 'the mailed token is the credential' },
  streamEvents: {
    kind: 'public',
    why: "the single-use ticket is the credential, bound to its user's events",
  },
  listProviders: { kind: 'own' },
  getProvider: { kind: 'own' },
  listProducts: { kind: 'own' },
  getProduct: { kind: 'own' },
  quoteBasket: { kind: 'own' },
  listPickupTimes: { kind: 'own' },
  getMyUser: { kind: 'own' },
  updateMyProfile: { kind: 'own' },
  changePassword: { kind: 'own' },
  addPassword: { kind: 'own' },
  requestEmailChange: { kind: 'own' },
  deleteMyAccount: { kind: 'own' },
  sendFeedback: { kind: 'own' },
  checkout: { kind: 'own' },
  listMyOrders: { kind: 'own' },
  listMyPointsHistory: { kind: 'own' },
  getMyQrToken: { kind: 'own' },
  createEventsTicket: { kind: 'own' },
  getUserConsents: {
    kind: 'foreign',
    probe: (ctx, caller) => call(ctx, caller, 'GET', `/api/user-consents?userId=${ctx.owner.userId}`),
  },
  saveUserConsents: {
    kind: 'foreign',
    probe: (ctx, caller) =>
      call(
        ctx,
        caller,
        'PUT',
        `/api/user-consents?userId=${ctx.owner.userId}`,
        ctx.example('saveUserConsents'),
      ),
  },
  getMyOrder: {
    kind: 'foreign',
    probe: (ctx, caller) => call(ctx, caller, 'GET', `/api/orders/${ctx.ownerOrderId}`),
  },
  getMyOrderAttempt: {
    kind: 'foreign',
    probe: (ctx, caller) => call(ctx, caller, 'GET', `/api/order-attempts/${ctx.ownerOrderKey}`),
  },
  cancelMyOrder: {
    kind: 'foreign',
    probe: (ctx, caller) => call(ctx, caller, 'POST', `/api/orders/${ctx.ownerOrderId}/cancel`),
  },
  // Favourites: a customer's own list and stars (products are on public menus); their orders are theirs.
  listMyFavourites: { kind: 'own' },
  starProduct: { kind: 'own' },
  unstarProduct: { kind: 'own' },
  starOrder: {
    kind: 'foreign',
    probe: (ctx, caller) => call(ctx, caller, 'PUT', `/api/favourites/orders/${ctx.ownerOrderId}`),
  },
  unstarOrder: {
    kind: 'foreign',
    probe: (ctx, caller) => call(ctx, caller, 'DELETE', `/api/favourites/orders/${ctx.ownerOrderId}`),
  },
  listStaffOrders: {
    kind: 'foreign',
    probe: (ctx, caller) => call(ctx, caller, 'GET', staffPath('/orders')),
  },
  moveStaffOrder: {
    kind: 'foreign',
    probe: (ctx, caller) =>
      call(ctx, caller, 'POST', staffPath(`/orders/${ctx.ownerOrderId}/status`), { status: 'preparing' }),
  },
  recallStaffOrder: {
    kind: 'foreign',
    probe: (ctx, caller) => call(ctx, caller, 'POST', staffPath(`/orders/${ctx.ownerOrderId}/recall`)),
  },
  listRecentStaffOrders: {
    kind: 'foreign',
    probe: (ctx, caller) => call(ctx, caller, 'GET', staffPath('/orders/recent')),
  },
  getStaffSettings: {
    kind: 'foreign',
    probe: (ctx, caller) => call(ctx, caller, 'GET', staffPath('/settings')),
  },
  lookupCustomer: {
    kind: 'foreign',
    probe: (ctx, caller) =>
      call(ctx, caller, 'POST', staffPath('/customers/lookup'), { token: ctx.ownerQrToken }),
  },
  awardPoints: {
    kind: 'foreign',
    probe: (ctx, caller) => call(ctx, caller, 'POST', staffPath('/points/award'), ctx.example('awardPoints')),
  },
  redeemPoints: {
    kind: 'foreign',
    probe: (ctx, caller) =>
      call(ctx, caller, 'POST', staffPath('/points/redeem'), ctx.example('redeemPoints')),
  },
  setSoldOut: {
    kind: 'foreign',
    probe: (ctx, caller) => call(ctx, caller, 'PUT', staffPath('/sold-out'), ctx.example('setSoldOut')),
  },
  createStaffEventsTicket: {
    kind: 'foreign',
    probe: (ctx, caller) => call(ctx, caller, 'POST', staffPath('/events/ticket')),
  },
  streamStaffEvents: {
    kind: 'foreign',
    spends: ['events_tickets'],
    // Another place's ticket; streamed, so a wrongly accepted stream does not hang the test.
    probe: (ctx) =>
      ctx.t.app.inject({ url: staffPath(`/events?ticket=${ctx.taulaTicket}`), payloadAsStream: true }),
  },
};

const contract = loadContract();
const operations = operationsOf(contract);

/** Query and path parameters that select the caller's own data or public data, never someone else's. */
const HARMLESS_PARAMETERS = new Set([
  // deletePushSubscription: this device's push service address; only the caller's own row with it is deleted.
  'endpoint',
  'search',
  'scope',
  'cursor',
  'limit',
  'Idempotency-Key',
  'providerId',
  'productId',
  // Catalogue reads: a place's short code, the answer's language, a cache validator.
  'code',
  'Accept-Language',
  'If-None-Match',
]);

describe('object-level authorisation, every operation of openapi.yaml', () => {
  test('every operation is classified (public, own or foreign with a probe)', () => {
    const unclassified = operations
      .map((operation) => operation.operationId)
      .filter((id) => !(id in OPERATIONS));
    assert.deepEqual(
      unclassified,
      [],
      `Classify ${unclassified.join(', ')} in OPERATIONS of server/test/security-authz.test.ts: "public" ` +
        '(no token, nobody\'s data), "own" (the caller\'s data from the token alone) or "foreign" with a probe ' +
        "that calls it on another user's (or place's) data",
    );
    const gone = Object.keys(OPERATIONS).filter(
      (id) => !operations.some((operation) => operation.operationId === id),
    );
    assert.deepEqual(gone, [], 'classified operations that openapi.yaml no longer has');
  });

  test('"public" operations need no token; "own" ones need one and take no id that could name another user', () => {
    for (const operation of operations) {
      const classification = OPERATIONS[operation.operationId];
      if (!classification || classification.kind === 'foreign') continue;
      if (classification.kind === 'back-office') {
        assert.ok(
          (operation as { 'x-back-office'?: string })['x-back-office'],
          `${operation.operationId} is classified back-office: the contract must mark it x-back-office`,
        );
        continue;
      }
      assert.equal(
        isSecured(contract, operation),
        classification.kind === 'own',
        `${operation.operationId}: ${classification.kind} but security is ${JSON.stringify(operation.security)}`,
      );
      if (classification.kind !== 'own') continue;
      const names = (operation.parameters ?? []).map(
        (parameter) => resolve<{ name: string }>(contract, parameter as { name: string }).name,
      );
      const suspicious = names.filter((name) => !HARMLESS_PARAMETERS.has(name));
      assert.deepEqual(
        suspicious,
        [],
        `${operation.operationId} takes ${suspicious.join(', ')}: classify it as foreign`,
      );
    }
  });

  describe('foreign operations, called by another customer and by staff of another place', () => {
    let t: TestApp;
    let ctx: ProbeContext;
    let strangers: { label: string; user: TestUser }[];

    before(async () => {
      t = await buildTestApp({ clock: () => OPEN_AT_OLIVERA });
      const owner = await registerUser(t.app, { name: 'Owner' });
      const ownerOrderKey = randomUUID();
      const order = await placeOrder(t.app, owner, { idempotencyKey: ownerOrderKey });
      const taulaStaff = await registerStaff(t.app, TAULA);
      const ticket = await t.app.inject({
        method: 'POST',
        url: `/api/staff/providers/${TAULA}/events/ticket`,
        headers: authHeaders(taulaStaff.accessToken),
      });
      assert.equal(ticket.statusCode, 201, ticket.body);
      ctx = {
        t,
        owner,
        ownerOrderId: order.orderId,
        ownerOrderKey,
        ownerQrToken: await qrToken(t.app, owner),
        taulaTicket: ticket.json().data.ticket,
        example: (operationId) => {
          const operation = operations.find((candidate) => candidate.operationId === operationId);
          const media = operation?.requestBody?.content['application/json'];
          const [, value] = (media && examplesOf(contract, media)[0]) ?? [];
          assert.ok(value && typeof value === 'object', `${operationId} has a request example`);
          return value as Record<string, unknown>;
        },
      };
      strangers = [
        { label: 'another customer', user: await registerUser(t.app, { name: 'Stranger' }) },
        { label: "La Taula's staff", user: taulaStaff },
      ];
    });
    after(() => t?.close());

    /** A digest of every row of every table (support/database-digest.ts): equal digests, nothing changed. */
    const databaseDigest = () => digestTables(t.app);

    for (const [operationId, classification] of Object.entries(OPERATIONS)) {
      if (classification.kind !== 'foreign') continue;
      test(`${operationId}: 403 or 404, and nothing changes`, async () => {
        for (const { label, user } of strangers) {
          const before = await databaseDigest();
          const response = await classification.probe(ctx, user);
          const status = response.statusCode;
          const streamed = operationId === 'streamStaffEvents';
          if (streamed) response.stream().destroy();
          assert.ok(
            status === 403 || status === 404 || (streamed && status === 401),
            `${operationId} by ${label}: ${status} ${streamed ? '' : response.body}`,
          );
          if (!streamed) assert.ok(response.json().error?.code, `${operationId}: error envelope`);
          const afterwards = await databaseDigest();
          for (const table of classification.spends ?? []) {
            delete before[table];
            delete afterwards[table];
          }
          assert.deepEqual(afterwards, before, `${operationId} by ${label} changed the database`);
        }
      });
    }
  });
});
