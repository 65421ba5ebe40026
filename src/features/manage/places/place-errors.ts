import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { apiErrorCode, apiErrorDetails, type PlaceSettings } from '../../../api';

/** The place as it now is, when a save was refused as based on an older version (409 VERSION_CONFLICT). */
export function conflictOf(error: unknown): PlaceSettings | undefined {
  if (apiErrorCode(error) !== 'VERSION_CONFLICT') return undefined;
  return apiErrorDetails(error).currentPlace;
}

/** Which translation (`errors.*`) a refused field gets: the server's words are for developers. */
const FIELD_KEYS: Record<string, string> = {
  name: 'errors.required',
  address: 'errors.required',
  country: 'errors.country',
  currency: 'errors.currency',
  timezone: 'errors.timezone',
  code: 'errors.code',
  logoUrl: 'errors.logoUrl',
};

/**
 * The fields a save was refused for (400 VALIDATION_ERROR, 409 PLACE_CODE_TAKEN), as translation keys of
 * the `manage-places` namespace by field path (`openingHours.1.opens`).
 */
export function fieldErrorsOf(error: unknown): Record<string, string> {
  const code = apiErrorCode(error);
  const fields =
    (
      (error as FetchBaseQueryError | undefined)?.data as {
        error?: { fields?: { field: string; message: string }[] };
      }
    )?.error?.fields ?? [];
  const errors: Record<string, string> = {};
  for (const { field, message } of fields) {
    if (code === 'PLACE_CODE_TAKEN' && field === 'code') errors.code = 'errors.codeTaken';
    else if (/overlaps/.test(message)) errors[field] = 'errors.overlap';
    else if (/must differ/.test(message)) errors[field] = 'errors.sameTime';
    else if (/before the first/.test(message)) errors[field] = 'errors.dateOrder';
    else errors[field] = FIELD_KEYS[field] ?? 'errors.invalid';
  }
  return errors;
}
