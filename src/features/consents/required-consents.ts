import type { Consents } from '../../api/generated.gen';

/** Essential and data-processing consents are required to use the app (SPEC 5). */
export const hasRequiredConsents = (consents: Consents | undefined): boolean =>
  Boolean(consents?.essential.granted && consents.dataProcessing.granted);
