import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import type { Trx } from '../../../db/schema';
import {
  checkClosedDates,
  checkCounter,
  checkDetails,
  checkOpeningHours,
  checkPickup,
  codeTaken,
  freeCode,
  freeSlug,
  normalClosedDates,
  PlaceVersionConflict,
} from './place-rules';
import type {
  ClosedDate,
  CommandContext,
  CounterSettings,
  NewPlace,
  OpeningHours,
  PickupSettings,
  PlaceDetails,
  PlaceRecord,
} from './types';
import { checker, KEY } from './validation';
import { bump, json } from './write-repository';

/** What an edit of the place's own settings is based on: its `place_version` (absent: not checked). */
interface Versioned {
  providerId: string;
  version?: number;
}

const hoursOf = (hours: OpeningHours[]) => hours.map(({ day, opens, closes }) => ({ day, opens, closes }));

/**
 * Bumps the place's catalogue version (locking its row) and, for an edit of its own settings, its
 * `place_version`: a `version` that is not the current one is refused with the place as it is.
 */
async function bumpPlace(trx: Trx, input: Versioned, settings: boolean): Promise<number> {
  const version = await bump(trx, input.providerId);
  if (!settings) return version;
  const current = await trx
    .selectFrom('providers')
    .selectAll()
    .where('id', '=', input.providerId)
    .executeTakeFirstOrThrow();
  if (input.version !== undefined && input.version !== current.place_version)
    throw new PlaceVersionConflict(current);
  await trx
    .updateTable('providers')
    .set({ place_version: sql`place_version + 1` })
    .where('id', '=', input.providerId)
    .execute();
  return version;
}

async function codeIsFree(trx: Trx, code: string, except?: string): Promise<boolean> {
  let query = trx.selectFrom('providers').select('id').where('code', '=', code);
  if (except) query = query.where('id', '<>', except);
  return (await query.executeTakeFirst()) === undefined;
}

/**
 * Places: their details, opening hours and closed dates, pickup settings, the staff console's settings and
 * the pause of online orders.
 */
export function placeCommands(context: CommandContext) {
  const { run, changed } = context;

  /** The place's row after `work` wrote it, with its event in the same transaction. */
  const edit = (input: Versioned, settings: boolean, work: (trx: Trx) => Promise<unknown>) =>
    run(async (trx) => {
      const version = await bumpPlace(trx, input, settings);
      await work(trx);
      const place = await trx
        .selectFrom('providers')
        .selectAll()
        .where('id', '=', input.providerId)
        .executeTakeFirstOrThrow();
      await changed(trx, input.providerId, version);
      return place;
    });

  return {
    /** The place's row, locked until the transaction ends (what a change was made from); undefined when unknown. */
    lockPlace(providerId: string): Promise<PlaceRecord | undefined> {
      return run((trx) =>
        trx.selectFrom('providers').selectAll().where('id', '=', providerId).forUpdate().executeTakeFirst(),
      );
    },

    /**
     * A new place with an empty menu (the demo seed's places, and the back office's). Its slug and code
     * are derived from the name when left out; a code another place has is 409 PLACE_CODE_TAKEN.
     */
    async createPlace(input: NewPlace): Promise<PlaceRecord> {
      const check = checker();
      check.optionalId('id', input.id);
      if (input.slug !== undefined && (typeof input.slug !== 'string' || !KEY.test(input.slug)))
        check.fail('slug', 'must be lower case words and dashes');
      checkDetails(check, input, { codeRequired: false });
      if (input.sortOrder !== undefined) check.integer('sortOrder', input.sortOrder, 0, 1_000_000);
      if (input.openingHours !== undefined) checkOpeningHours(check, 'openingHours', input.openingHours);
      if (input.closedDates !== undefined) checkClosedDates(check, 'closedDates', input.closedDates);
      if (input.pickup !== undefined) checkPickup(check, input.pickup);
      check.done();
      return run(async (trx) => {
        if (input.slug !== undefined) {
          const slugTaken = await trx
            .selectFrom('providers')
            .select('id')
            .where('slug', '=', input.slug)
            .executeTakeFirst();
          if (slugTaken) {
            const conflict = checker();
            conflict.fail('slug', 'is taken');
            conflict.done();
          }
        }
        if (input.code !== undefined && !(await codeIsFree(trx, input.code))) throw codeTaken();
        const place = await trx
          .insertInto('providers')
          .values({
            id: input.id ?? randomUUID(),
            slug: input.slug ?? (await freeSlug(trx, input.name)),
            code: input.code ?? (await freeCode(trx, input.name)),
            name: input.name.trim(),
            kind: input.kind,
            address: input.address.trim(),
            country: input.country,
            language: input.language,
            timezone: input.timezone,
            currency: input.currency,
            logo_url: input.logoUrl,
            sort_order: input.sortOrder ?? 0,
            opening_hours: json(hoursOf(input.openingHours ?? [])),
            closed_dates: json(normalClosedDates(input.closedDates ?? [])),
            ...(input.pickup
              ? {
                  prep_minutes: input.pickup.prepMinutes,
                  slot_minutes: input.pickup.slotMinutes,
                  max_orders_per_slot: input.pickup.maxOrdersPerSlot,
                }
              : {}),
            catalog_version: 1,
          })
          .returningAll()
          .executeTakeFirstOrThrow();
        await changed(trx, place.id, 1);
        return place;
      });
    },

    /** The place's name, kind, address, country, language, time zone, currency, logo and code. */
    async updatePlaceDetails(input: Versioned & PlaceDetails): Promise<PlaceRecord> {
      const check = checker();
      check.id('providerId', input.providerId);
      checkDetails(check, input);
      check.done();
      return edit(input, true, async (trx) => {
        if (!(await codeIsFree(trx, input.code, input.providerId))) throw codeTaken();
        await trx
          .updateTable('providers')
          .set({
            name: input.name.trim(),
            kind: input.kind,
            address: input.address.trim(),
            country: input.country,
            language: input.language,
            timezone: input.timezone,
            currency: input.currency,
            logo_url: input.logoUrl,
            code: input.code,
          })
          .where('id', '=', input.providerId)
          .execute();
      });
    },

    /**
     * Replaces the place's opening hours (a window closing at or before it opens runs past midnight;
     * windows must not overlap) and, when given, its closed dates.
     */
    async setOpeningHours(
      input: Versioned & { openingHours: OpeningHours[]; closedDates?: ClosedDate[] },
    ): Promise<PlaceRecord> {
      const check = checker();
      check.id('providerId', input.providerId);
      checkOpeningHours(check, 'openingHours', input.openingHours);
      if (input.closedDates !== undefined) checkClosedDates(check, 'closedDates', input.closedDates);
      check.done();
      return edit(input, true, (trx) =>
        trx
          .updateTable('providers')
          .set({
            opening_hours: json(hoursOf(input.openingHours)),
            ...(input.closedDates ? { closed_dates: json(normalClosedDates(input.closedDates)) } : {}),
          })
          .where('id', '=', input.providerId)
          .execute(),
      );
    },

    /** Preparation minutes (the earliest pickup), slot length, and most orders per slot (null: no limit). */
    async setPickupSettings(input: Versioned & PickupSettings): Promise<PlaceRecord> {
      const check = checker();
      check.id('providerId', input.providerId);
      checkPickup(check, input, '');
      check.done();
      return edit(input, true, (trx) =>
        trx
          .updateTable('providers')
          .set({
            prep_minutes: input.prepMinutes,
            slot_minutes: input.slotMinutes,
            max_orders_per_slot: input.maxOrdersPerSlot,
          })
          .where('id', '=', input.providerId)
          .execute(),
      );
    },

    /**
     * Pauses online orders now (with a reason customers see), or takes them again. Not checked against a
     * version: it is the switch for a rush. Pausing a paused place keeps when it started, with the new reason.
     */
    async setOrderingPause(input: {
      providerId: string;
      paused: boolean;
      reason?: string;
    }): Promise<PlaceRecord> {
      const check = checker();
      check.id('providerId', input.providerId);
      if (typeof input.paused !== 'boolean') check.fail('paused', 'must be true or false');
      if (input.reason !== undefined) check.text('reason', input.reason, { required: false, max: 200 });
      check.done();
      return edit(input, false, (trx) =>
        trx
          .updateTable('providers')
          .set(
            input.paused
              ? {
                  ordering_paused_at: sql`coalesce(ordering_paused_at, now())`,
                  ordering_pause_reason: input.reason?.trim() ?? '',
                }
              : { ordering_paused_at: null, ordering_pause_reason: null },
          )
          .where('id', '=', input.providerId)
          .execute(),
      );
    },

    /**
     * The staff console's settings: when a ticket's age turns amber and red (defaults 5 and 10 minutes,
     * red after amber, at most 240), and how long after its pickup time an order still pending is
     * flagged in the staff queue, then cancelled as not collected (defaults 15 and 60 minutes, the
     * cancel after the flag, at most a week). The table's CHECKs say the same.
     */
    async setCounterSettings(input: Versioned & CounterSettings): Promise<PlaceRecord> {
      const check = checker();
      check.id('providerId', input.providerId);
      checkCounter(check, input);
      check.done();
      return edit(input, true, (trx) =>
        trx
          .updateTable('providers')
          .set({
            age_amber_minutes: input.ageAmberMinutes,
            age_red_minutes: input.ageRedMinutes,
            pending_flag_minutes: input.pendingFlagMinutes,
            pending_cancel_minutes: input.pendingCancelMinutes,
          })
          .where('id', '=', input.providerId)
          .execute(),
      );
    },
  };
}
