import type { Consents } from '../api';

/** Essential and data-processing consents are required to use the app (SPEC 5). */
export const REQUIRED_CONSENTS = [
  'essential',
  'dataProcessing',
] as const satisfies readonly (keyof Consents)[];

export const hasRequiredConsents = (consents: Consents | undefined): boolean =>
  REQUIRED_CONSENTS.every((kind) => consents?.[kind].granted === true);
