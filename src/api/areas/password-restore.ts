import type { ApiArea } from './area';

// Restoring a password through an emailed link: each screen reads its own answer, nothing is shared.
export const passwordRestoreArea: ApiArea = {};
