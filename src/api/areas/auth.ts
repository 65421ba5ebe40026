import type { ApiArea } from './area';

// Signing in and out: nothing is cached. The session (stores/session.ts) starts and ends on their
// answers, and base-query.ts calls refreshToken itself.
export const authArea: ApiArea = {};
