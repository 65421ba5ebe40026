import { soldOutKindValues } from '../../../api/contract.gen';
import type { Schema } from '../../../api/handler';
import { notFound } from '../../../lib/errors';
import { createSoldOutRepository } from '../sold-out';
import type { CommandContext, SoldOutCommand } from './types';
import { checker } from './validation';
import { bump } from './write-repository';

/** The day's sold-out marks. */
export function soldOutCommands(context: CommandContext) {
  const { run, outbox } = context;
  return {
    /**
     * Marks a product, or an extra option for every product offering it, sold out for the place's current
     * day, or takes the mark back (idempotent). Tells the catalogue's followers and the place's staff.
     */
    async setSoldOut(input: SoldOutCommand): Promise<Schema<'SoldOutState'>> {
      const check = checker();
      check.id('providerId', input.providerId);
      check.id('itemId', input.itemId);
      if (!soldOutKindValues.includes(input.kind))
        check.fail('kind', `must be ${soldOutKindValues.join(' or ')}`);
      if (typeof input.soldOut !== 'boolean') check.fail('soldOut', 'must be true or false');
      check.done();
      return run(async (trx) => {
        await bump(trx, input.providerId);
        const soldOut = createSoldOutRepository(trx);
        if (!(await soldOut.isItemOf(input.providerId, input.kind, input.itemId)))
          throw notFound('No such product or extra at this place');
        const businessDate = await soldOut.set(input);
        const change = { kind: input.kind, itemId: input.itemId, soldOut: input.soldOut, businessDate };
        const event = { type: 'soldout.changed', providerId: input.providerId, change } as const;
        // Every instance refreshes its in-memory catalogue, then tells its customers' streams (menus and
        // baskets refetch); the place's staff streams hear of it too.
        await outbox.append(trx, { topic: 'catalog' }, event);
        await outbox.append(trx, { providerId: input.providerId }, event);
        return change;
      });
    },
  };
}
