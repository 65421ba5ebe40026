import type { ApiArea } from './area';

// The server's health and the sign-in methods it offers: read once, nothing invalidates them.
export const systemArea: ApiArea = {};
