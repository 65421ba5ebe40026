import type { Schema } from '../../api/handler';
import { type PlaceRecord, toCounterSettings } from '../catalog';

type ManagedPlace = Schema<'PlaceSettings'>;

/** The place as the back office edits it (and as the audit log records it). */
export function toManagedPlace(row: PlaceRecord): ManagedPlace {
  return {
    providerId: row.id,
    code: row.code,
    name: row.name,
    kind: row.kind,
    address: row.address,
    country: row.country,
    language: row.language,
    timezone: row.timezone,
    currency: row.currency,
    logoUrl: row.logo_url,
    openingHours: row.opening_hours,
    closedDates: row.closed_dates,
    pickup: {
      prepMinutes: row.prep_minutes,
      slotMinutes: row.slot_minutes as Schema<'SlotMinutes'>,
      maxOrdersPerSlot: row.max_orders_per_slot,
    },
    counter: toCounterSettings(row),
    orderingPaused: row.ordering_paused_at
      ? { since: new Date(row.ordering_paused_at).toISOString(), reason: row.ordering_pause_reason ?? '' }
      : null,
    version: row.place_version,
  };
}
