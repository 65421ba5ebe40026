import type { Consents } from '../api';

/** Essential and data-processing consents are required to use the app (SPEC 5). */
export const hasRequiredConsents = (consents: Consents | undefined): boolean =>
  Boolean(consents?.essential.granted && consents.dataProcessing.granted);
