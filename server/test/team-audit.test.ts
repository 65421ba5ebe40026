// The audit log (issue 24, Audit): every team change writes a record; owners read it newest first,
// filtered and cursor-paged; rows past AUDIT_RETENTION_DAYS are purged by the sweep.
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, test } from 'node:test';
import { sql } from 'kysely';
import { buildTestApp, errorOf, type TestApp, uniqueEmail } from './helper';
import { OLIVERA, TAULA } from './support/staff';
import { registerMember, registerOwner, teamCall } from './support/team';

interface Entry {
  action: string;
  actorUserId: string;
  actorName: string;
  providerId: string | null;
  providerName: string | null;
  entityId: string | null;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
}

describe('audit log', () => {
  let t: TestApp;
  before(async () => {
    t = await buildTestApp({ auditRetentionDays: 30 });
  });
  after(() => t.close());

  const read = async (owner: { accessToken: string }, query: string) => {
    const response = await teamCall(t.app, owner, 'GET', `/api/manage/audit?${query}`);
    assert.equal(response.statusCode, 200, response.body);
    return response.json().data as { entries: Entry[]; nextCursor: string | null };
  };

  test('team changes are recorded with who, where, before and after; filters and pages', async () => {
    const owner = await registerOwner(t.app, 'Audit Owner');
    const barista = await registerMember(t.app, OLIVERA, 'staff', { name: 'Audited Barista' });
    const invited = uniqueEmail('audited');
    assert.equal(
      (
        await teamCall(t.app, owner, 'POST', `/api/manage/places/${TAULA}/invitations`, {
          email: invited,
          role: 'staff',
        })
      ).statusCode,
      201,
    );
    const url = `/api/manage/places/${OLIVERA}/team/${barista.userId}`;
    assert.equal((await teamCall(t.app, owner, 'PUT', url, { role: 'manager' })).statusCode, 200);
    assert.equal((await teamCall(t.app, owner, 'DELETE', url)).statusCode, 200);

    const mine = await read(owner, `actorUserId=${owner.userId}`);
    assert.deepEqual(
      mine.entries.map((entry) => entry.action),
      ['team.remove', 'team.role-change', 'invitation.create'],
    );
    const [removal, change, invitation] = mine.entries as [Entry, Entry, Entry];
    assert.equal(removal.actorName, 'Audit Owner');
    assert.equal(removal.providerName, 'Café Olivera');
    assert.equal(removal.entityId, barista.userId);
    assert.deepEqual([removal.before, removal.after], [{ role: 'manager' }, null]);
    assert.deepEqual([change.before, change.after], [{ role: 'staff' }, { role: 'manager' }]);
    assert.equal(invitation.providerId, TAULA);
    assert.equal(invitation.before, null);
    assert.equal(invitation.after?.email, invited);

    const atTaula = await read(owner, `actorUserId=${owner.userId}&providerId=${TAULA}`);
    assert.deepEqual(
      atTaula.entries.map((entry) => entry.action),
      ['invitation.create'],
    );
    const teamOnly = await read(owner, `actorUserId=${owner.userId}&action=team.`);
    assert.deepEqual(
      teamOnly.entries.map((entry) => entry.action),
      ['team.remove', 'team.role-change'],
    );
    const exact = await read(owner, `actorUserId=${owner.userId}&action=team.remove`);
    assert.deepEqual(
      exact.entries.map((entry) => entry.action),
      ['team.remove'],
    );
    const future = await read(
      owner,
      `actorUserId=${owner.userId}&from=${encodeURIComponent(new Date(Date.now() + 3600_000).toISOString())}`,
    );
    assert.deepEqual(future.entries, []);
    const past = await read(
      owner,
      `actorUserId=${owner.userId}&to=${encodeURIComponent(new Date(Date.now() - 3600_000).toISOString())}`,
    );
    assert.deepEqual(past.entries, []);

    // Two at a time: the same three, newest first, then no cursor.
    const first = await read(owner, `actorUserId=${owner.userId}&limit=2`);
    assert.equal(first.entries.length, 2);
    assert.ok(first.nextCursor);
    const second = await read(owner, `actorUserId=${owner.userId}&limit=2&cursor=${first.nextCursor}`);
    assert.deepEqual(
      second.entries.map((entry) => entry.action),
      ['invitation.create'],
    );
    assert.equal(second.nextCursor, null);

    const badCursor = await teamCall(t.app, owner, 'GET', '/api/manage/audit?cursor=bm90LWEtY3Vyc29y');
    assert.equal(badCursor.statusCode, 400);
    const badAction = await teamCall(t.app, owner, 'GET', '/api/manage/audit?action=DROP%20TABLE');
    assert.equal(badAction.statusCode, 400);
    assert.equal(errorOf(badAction).code, 'VALIDATION_ERROR');
  });

  test('managers cannot read it', async () => {
    const manager = await registerMember(t.app, OLIVERA, 'manager');
    const refused = await teamCall(t.app, manager, 'GET', '/api/manage/audit');
    assert.equal(refused.statusCode, 403);
  });

  test('rows older than AUDIT_RETENTION_DAYS are purged by the sweep, newer ones stay', async () => {
    const owner = await registerOwner(t.app);
    const old = randomUUID();
    const recent = randomUUID();
    for (const [id, days] of [
      [old, 31],
      [recent, 29],
    ] as const) {
      await sql`
        insert into audit_log (at, actor_user_id, provider_id, action, entity_type, entity_id, before, after)
        values (now() - make_interval(days => ${days}), ${owner.userId}, null, 'retention.test', 'test', ${id}, null, null)
      `.execute(t.app.db);
    }
    const purged = await t.app.features.team.auditRetention.purgeOnce();
    assert.ok(purged >= 1);
    const left = await read(owner, 'action=retention.test');
    assert.deepEqual(
      left.entries.map((entry) => entry.entityId),
      [recent],
    );
  });
});
