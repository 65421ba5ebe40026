import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { describe, test } from 'node:test';
import {
  createLocalListeners,
  type PublishedEvent,
  type StreamFollowing,
} from '../src/features/events/publisher';
import { createQueueFollower } from '../src/features/orders/queue-followers';

// Which places' queue moves a customer's stream hears (orders/queue-followers.ts), with the app's own
// in-process listeners and a read of the customer's queued orders that the test answers when it likes.

const USER = '0c7d2b1e-7c1a-4f49-9d51-3e0f4b6a8c01';
const CAFE = '5b0f3c2d-1111-4a2b-8c3d-000000000001';
const BAR = '5b0f3c2d-2222-4a2b-8c3d-000000000002';
const ELSEWHERE = '5b0f3c2d-3333-4a2b-8c3d-000000000003';

function setup() {
  const listeners = createLocalListeners((error) => {
    throw error;
  });
  let answerRead: (orders: { id: string; providerId: string; updatedAt: string }[]) => void = () => {};
  const follow = createQueueFollower({
    subscriptions: listeners,
    queuedOrdersOf: async (userId) => {
      assert.equal(userId, USER);
      return new Promise((resolve) => {
        answerRead = resolve;
      });
    },
  });
  const publish = (event: Omit<PublishedEvent, 'id'>) => listeners.deliver({ id: randomUUID(), ...event });
  const orderUpdated = (orderId: string, providerId: string, status: string, updatedAt: string) =>
    publish({
      audience: { userId: USER },
      data: { type: 'order.updated', order: { orderId, providerId, status, updatedAt } },
    } as unknown as Omit<PublishedEvent, 'id'>);
  const queueMoved = (providerId: string) =>
    publish({ audience: { topic: 'queues' }, data: { type: 'queue.moved', providerId } });
  return {
    follow,
    answer: (orders: Parameters<typeof answerRead>[0]) => answerRead(orders),
    orderUpdated,
    queueMoved,
  };
}

const heardPlaces = (heard: PublishedEvent[]) =>
  heard.map((event) => (event.data.type === 'queue.moved' ? event.data.providerId : event.data.type));

/** The stream's listener on what `following` resolves to: what it heard, and its stop. */
async function listen(following: Promise<StreamFollowing>) {
  const heard: PublishedEvent[] = [];
  const stop = (await following).subscribe((event) => heard.push(event));
  return { heard, stop };
}

describe('the queue moves a customer’s stream follows', () => {
  test('the places of their queued orders: read at the start, and as their orders change', async () => {
    const { follow, answer, orderUpdated, queueMoved } = setup();
    const following = follow(USER);
    // An order placed while the queued ones are read is followed too.
    orderUpdated('o2', BAR, 'pending', '2026-11-28T09:00:02.000Z');
    answer([{ id: 'o1', providerId: CAFE, updatedAt: '2026-11-28T09:00:01.000Z' }]);
    const { heard, stop } = await listen(following);

    queueMoved(CAFE);
    queueMoved(BAR);
    queueMoved(ELSEWHERE);
    assert.deepEqual(heardPlaces(heard), [CAFE, BAR]);

    // The café's order is made: its moves are no longer theirs. Still preparing at the bar: followed.
    orderUpdated('o1', CAFE, 'ready', '2026-11-28T09:05:00.000Z');
    orderUpdated('o2', BAR, 'preparing', '2026-11-28T09:05:01.000Z');
    queueMoved(CAFE);
    queueMoved(BAR);
    assert.deepEqual(heardPlaces(heard), [CAFE, BAR, BAR]);

    // An event older than what is known of its order changes nothing (a late copy of 'pending').
    orderUpdated('o1', CAFE, 'pending', '2026-11-28T09:00:01.000Z');
    queueMoved(CAFE);
    assert.deepEqual(heardPlaces(heard), [CAFE, BAR, BAR]);

    // Closed: nothing more, and a new order of theirs no longer subscribes anything.
    stop();
    orderUpdated('o3', ELSEWHERE, 'pending', '2026-11-28T09:06:00.000Z');
    queueMoved(BAR);
    queueMoved(ELSEWHERE);
    assert.deepEqual(heardPlaces(heard), [CAFE, BAR, BAR]);
  });

  test('an order read as queued stays followed when a late event of its earlier state arrives', async () => {
    const { follow, answer, orderUpdated, queueMoved } = setup();
    const following = follow(USER);
    // Read as preparing again (the staff took it back from ready) after a late 'ready' event of before.
    orderUpdated('o1', CAFE, 'ready', '2026-11-28T09:03:00.000Z');
    answer([{ id: 'o1', providerId: CAFE, updatedAt: '2026-11-28T09:04:00.000Z' }]);
    const { heard } = await listen(following);
    queueMoved(CAFE);
    assert.deepEqual(heardPlaces(heard), [CAFE]);
  });

  test('a place stays followed while any of their orders there is queued', async () => {
    const { follow, answer, orderUpdated, queueMoved } = setup();
    const following = follow(USER);
    answer([
      { id: 'o1', providerId: CAFE, updatedAt: '2026-11-28T09:00:01.000Z' },
      { id: 'o2', providerId: CAFE, updatedAt: '2026-11-28T09:00:02.000Z' },
    ]);
    const { heard } = await listen(following);
    orderUpdated('o1', CAFE, 'cancelled', '2026-11-28T09:01:00.000Z');
    queueMoved(CAFE);
    orderUpdated('o2', CAFE, 'ready', '2026-11-28T09:02:00.000Z');
    queueMoved(CAFE);
    assert.deepEqual(heardPlaces(heard), [CAFE]);
  });
});
