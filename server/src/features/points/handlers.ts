import type { Handlers } from '../../api/handler';
import { decodeCursor } from '../../lib/cursor';
import { callerId } from '../../plugins/authentication';
import type { LedgerRepository } from './repository';

const DEFAULT_PAGE_SIZE = 20;

export function createLedgerHandlers(deps: {
  repository: Pick<LedgerRepository, 'balance' | 'historyPage'>;
}): Handlers<'listMyPointsHistory'> {
  return {
    async listMyPointsHistory(request) {
      const userId = callerId(request);
      const { cursor, limit = DEFAULT_PAGE_SIZE } = request.query;
      const after = cursor === undefined ? undefined : decodeCursor(cursor);
      const [page, balance] = await Promise.all([
        deps.repository.historyPage(userId, limit, after),
        deps.repository.balance(userId),
      ]);
      return {
        data: {
          balance,
          entries: page.rows.map((row) => ({
            entryId: row.id,
            delta: row.delta,
            reason: row.reason,
            orderId: row.order_id,
            orderNumber: row.order_number,
            providerId: row.provider_id,
            providerName: row.provider_name,
            note: row.note,
            createdAt: row.created_at.toISOString(),
          })),
          nextCursor: page.nextCursor,
        },
      };
    },
  };
}
