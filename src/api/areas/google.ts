import type { ApiArea } from './area';

// Google's sign-in is two browser redirects, not fetch calls: openapi-config.ts leaves them out of
// the generated endpoints, so there is nothing to set.
export const googleArea: ApiArea = {};
