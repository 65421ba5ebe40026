import { cafeOlivera } from './menus/cafe-olivera';
import { kawiarniaPodLipa } from './menus/kawiarnia-pod-lipa';
import { laTaulaDeGracia } from './menus/la-taula-de-gracia';
import type { SeedProvider } from './seed-types';

/** The demo catalogue, in the order providers are listed. */
export const seedProviders: SeedProvider[] = [cafeOlivera, laTaulaDeGracia, kawiarniaPodLipa];
