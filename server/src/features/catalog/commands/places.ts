import { randomUUID } from 'node:crypto';
import { languageValues, providerKindValues } from '../../../api/contract.gen';
import type { CommandContext, NewPlace, OpeningHours, PlaceRecord } from './types';
import { checker, checkOpeningHours, KEY } from './validation';
import { bump, json } from './write-repository';

/** Places and their opening hours. */
export function placeCommands(context: CommandContext) {
  const { run, changed } = context;
  return {
    /** A new place with an empty menu (the demo seed's places; the back office's later). */
    async createPlace(input: NewPlace): Promise<PlaceRecord> {
      const check = checker();
      check.optionalId('id', input.id);
      if (typeof input.slug !== 'string' || !KEY.test(input.slug))
        check.fail('slug', 'must be lower case words and dashes');
      if (typeof input.code !== 'string' || !/^[A-Z]{2,8}-[0-9]{2,4}$/.test(input.code))
        check.fail('code', 'must be like OLIV-42');
      check.text('name', input.name, { max: 200 });
      if (!providerKindValues.includes(input.kind))
        check.fail('kind', `must be ${providerKindValues.join(' or ')}`);
      check.text('address', input.address, { max: 500 });
      if (typeof input.country !== 'string' || !/^[A-Z]{2}$/.test(input.country))
        check.fail('country', 'must be an ISO 3166 alpha-2 code');
      if (!languageValues.includes(input.language)) check.fail('language', 'must be a language of the app');
      try {
        new Intl.DateTimeFormat('en', { timeZone: input.timezone });
      } catch {
        check.fail('timezone', 'must be an IANA time zone');
      }
      if (typeof input.currency !== 'string' || !/^[A-Z]{3}$/.test(input.currency))
        check.fail('currency', 'must be an ISO 4217 code');
      check.text('logoUrl', input.logoUrl, { max: 500 });
      if (input.sortOrder !== undefined) check.integer('sortOrder', input.sortOrder, 0, 1_000_000);
      if (input.openingHours !== undefined) checkOpeningHours(check, 'openingHours', input.openingHours);
      check.done();
      return run(async (trx) => {
        const taken = await trx
          .selectFrom('providers')
          .select(['slug', 'code'])
          .where((eb) => eb.or([eb('slug', '=', input.slug), eb('code', '=', input.code)]))
          .execute();
        if (taken.length > 0) {
          const conflict = checker();
          if (taken.some((row) => row.slug === input.slug)) conflict.fail('slug', 'is taken');
          if (taken.some((row) => row.code === input.code)) conflict.fail('code', 'is taken');
          conflict.done();
        }
        const place = await trx
          .insertInto('providers')
          .values({
            id: input.id ?? randomUUID(),
            slug: input.slug,
            code: input.code,
            name: input.name,
            kind: input.kind,
            address: input.address,
            country: input.country,
            language: input.language,
            timezone: input.timezone,
            currency: input.currency,
            logo_url: input.logoUrl,
            sort_order: input.sortOrder ?? 0,
            opening_hours: json(input.openingHours ?? []),
            catalog_version: 1,
          })
          .returningAll()
          .executeTakeFirstOrThrow();
        await changed(trx, place.id, 1);
        return place;
      });
    },

    /** Replaces the place's opening hours (a window closing at or before it opens runs past midnight). */
    async setOpeningHours(input: { providerId: string; openingHours: OpeningHours[] }): Promise<PlaceRecord> {
      const check = checker();
      check.id('providerId', input.providerId);
      checkOpeningHours(check, 'openingHours', input.openingHours);
      check.done();
      return run(async (trx) => {
        const version = await bump(trx, input.providerId);
        const place = await trx
          .updateTable('providers')
          .set({
            opening_hours: json(input.openingHours.map(({ day, opens, closes }) => ({ day, opens, closes }))),
          })
          .where('id', '=', input.providerId)
          .returningAll()
          .executeTakeFirstOrThrow();
        await changed(trx, input.providerId, version);
        return place;
      });
    },

    /**
     * How long after its pickup time an order still pending is flagged in the staff queue, and how long
     * until it is cancelled as not collected (defaults 15 and 60 minutes; the cancel after the flag, at
     * most a week: the table's CHECK says the same).
     */
    async setPendingLimits(input: {
      providerId: string;
      flagMinutes: number;
      cancelMinutes: number;
    }): Promise<PlaceRecord> {
      const check = checker();
      check.id('providerId', input.providerId);
      check.integer('flagMinutes', input.flagMinutes, 1, 10_079);
      check.integer('cancelMinutes', input.cancelMinutes, 2, 10_080);
      if (Number.isInteger(input.flagMinutes) && input.cancelMinutes <= input.flagMinutes)
        check.fail('cancelMinutes', 'must be more than flagMinutes');
      check.done();
      return run(async (trx) => {
        const version = await bump(trx, input.providerId);
        const place = await trx
          .updateTable('providers')
          .set({ pending_flag_minutes: input.flagMinutes, pending_cancel_minutes: input.cancelMinutes })
          .where('id', '=', input.providerId)
          .returningAll()
          .executeTakeFirstOrThrow();
        await changed(trx, input.providerId, version);
        return place;
      });
    },
  };
}
