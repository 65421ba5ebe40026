import type { Config } from '../../config';
import type { Db } from '../../db/schema';
import type { Clock } from '../../lib/clock';
import { defineFeature } from '../../lib/features';
import type { Mailer } from '../../lib/mailer';
import type { AuditFeature } from '../audit';
import type { CatalogFeature } from '../catalog';
import type { EventOutbox, EventsFeature } from '../events';
import type { UsersFeature } from '../users';
import { createAuditReader } from './audit-reader';
import { createAuditRetention } from './audit-retention';
import { createTeamHandlers } from './handlers';
import { createInvitationsRepository } from './invitations-repository';
import { createMembersRepository } from './members-repository';
import { createTeamService, type TeamAuditLog } from './service';

/**
 * The back office's team: owners, each place's managers and staff, invitations by e-mail with
 * single-use links, role changes and removals (the removed person's staff streams end at once), and the
 * audit log's reading and retention.
 */
export function createTeamFeature(deps: {
  db: Db;
  clock: Clock;
  config: Pick<Config, 'publicUrl' | 'invitationTtlDays' | 'auditRetentionDays' | 'auditRetentionSweepMs'>;
  mailer: Mailer;
  outbox: EventOutbox;
  audit: TeamAuditLog;
  users: Parameters<typeof createTeamService>[0]['users'];
  places: Parameters<typeof createTeamService>[0]['places'];
  onError: (error: unknown) => void;
}) {
  const service = createTeamService({
    db: deps.db,
    clock: deps.clock,
    invitations: createInvitationsRepository(deps.db),
    members: createMembersRepository(deps.db),
    audit: deps.audit,
    users: deps.users,
    places: deps.places,
    outbox: deps.outbox,
    mailer: deps.mailer,
    publicUrl: deps.config.publicUrl,
    invitationTtlDays: deps.config.invitationTtlDays,
  });
  return {
    service,
    /** Deletes audit rows past AUDIT_RETENTION_DAYS; app.ts starts it after the migrations. */
    auditRetention: createAuditRetention({
      db: deps.db,
      retentionDays: deps.config.auditRetentionDays,
      intervalMs: deps.config.auditRetentionSweepMs,
      onError: deps.onError,
    }),
    handlers: createTeamHandlers({ service, auditReader: createAuditReader(deps.db) }),
  };
}

export const teamFeature = defineFeature({
  name: 'team',
  dependencies: ['users', 'catalog', 'events', 'audit'],
  build: (
    { db, clock, config, mailer, log },
    needs: {
      users: Pick<UsersFeature, 'repository'>;
      catalog: Pick<CatalogFeature, 'repository'>;
      events: Pick<EventsFeature, 'outbox'>;
      audit: Pick<AuditFeature, 'log'>;
    },
  ) =>
    createTeamFeature({
      db,
      clock,
      config,
      mailer,
      outbox: needs.events.outbox,
      audit: needs.audit.log,
      users: needs.users.repository,
      places: needs.catalog.repository,
      onError: (error) => log.error({ err: error }, 'The audit log retention sweep failed'),
    }),
});
