import type { Options } from 'dataloader';

/**
 * How the busy reads (getMyUser, a customer's orders and lists of orders) are batched with DataLoader:
 * what is asked for while the event loop takes in requests is read in one statement once those requests
 * are in (`setImmediate`), so each read still starts after its request arrived and a customer sees their
 * own last change; nothing is remembered between batches (`cache: false`); at most 100 in a statement.
 */
export function batchedReads<K, V>(): Options<K, V, K> {
  return { cache: false, batchScheduleFn: (dispatch) => setImmediate(dispatch), maxBatchSize: 100 };
}
