import type { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';
import type { Handlers } from '../../api/handler';
import type { Clock } from '../../lib/clock';
import { notFound } from '../../lib/errors';
import { ledgerCsv, ordersCsv } from './exports';
import { type RangeQuery, reportRange } from './range';
import type { ReportScope, ReportsRepository } from './repository';

// Who may call these is the contract's `x-back-office` (plugins/back-office.ts checks it before a
// handler runs): a place's reports for its managers and the owners, all places' for owners.

export function createReportsHandlers({
  repository,
  clock,
}: {
  repository: ReportsRepository;
  clock: Clock;
}): Handlers<
  | 'getPlaceReport'
  | 'getAllPlacesReport'
  | 'exportPlaceOrders'
  | 'exportPlacePointsLedger'
  | 'exportAllOrders'
  | 'exportAllPointsLedger'
> {
  async function scopeOf(providerId: string | null, query: RangeQuery): Promise<ReportScope> {
    const range = reportRange(query);
    if (providerId !== null && !(await repository.placeExists(providerId))) throw notFound('Place not found');
    return { providerId, range, now: clock() };
  }

  function sendCsv(reply: FastifyReply, name: string, body: Readable): FastifyReply {
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="${name}.csv"`)
      .header('cache-control', 'no-store')
      .send(body);
  }

  const fileName = (kind: string, scope: ReportScope) =>
    `${kind}-${scope.providerId ?? 'all-places'}-${
      scope.range.kind === 'dates'
        ? `${scope.range.from}-to-${scope.range.to}`
        : `last-${scope.range.days}-days`
    }`;

  return {
    async getPlaceReport(request) {
      return { data: await repository.report(await scopeOf(request.params.providerId, request.query)) };
    },
    async getAllPlacesReport(request) {
      return { data: await repository.report(await scopeOf(null, request.query)) };
    },
    async exportPlaceOrders(request, reply) {
      const scope = await scopeOf(request.params.providerId, request.query);
      return sendCsv(reply, fileName('orders', scope), ordersCsv(repository, scope));
    },
    async exportPlacePointsLedger(request, reply) {
      const scope = await scopeOf(request.params.providerId, request.query);
      return sendCsv(reply, fileName('points-ledger', scope), ledgerCsv(repository, scope));
    },
    async exportAllOrders(request, reply) {
      const scope = await scopeOf(null, request.query);
      return sendCsv(reply, fileName('orders', scope), ordersCsv(repository, scope));
    },
    async exportAllPointsLedger(request, reply) {
      const scope = await scopeOf(null, request.query);
      return sendCsv(reply, fileName('points-ledger', scope), ledgerCsv(repository, scope));
    },
  };
}
