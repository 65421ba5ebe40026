// The client API areas: one per contract tag (openapi/<tag>.yaml, server/src/features/<tag>/), each
// setting only its own tag's operations. ../index.ts applies them all to the generated endpoints.
import { accountArea } from './account';
import type { ApiArea } from './area';
import { authArea } from './auth';
import { catalogArea } from './catalog';
import { consentsArea } from './consents';
import { counterTokenArea } from './counter-token';
import { eventsArea } from './events';
import { feedbackArea } from './feedback';
import { googleArea } from './google';
import { imagesArea } from './images';
import { manageMenuArea } from './manage-menu';
import { myUserArea } from './my-user';
import { notificationsArea } from './notifications';
import { ordersArea } from './orders';
import { passwordRestoreArea } from './password-restore';
import { placesArea } from './places';
import { pointsArea } from './points';
import { reportsArea } from './reports';
import { rolesArea } from './roles';
import { staffArea } from './staff';
import { systemArea } from './system';
import { teamArea } from './team';

export type { ApiArea } from './area';

/** Every area; its contract tag is the name of its file (areas.test.ts checks that every tag has one). */
export const apiAreas: readonly ApiArea[] = [
  authArea,
  googleArea,
  passwordRestoreArea,
  accountArea,
  myUserArea,
  consentsArea,
  feedbackArea,
  catalogArea,
  ordersArea,
  pointsArea,
  counterTokenArea,
  eventsArea,
  staffArea,
  systemArea,
  reportsArea,
  manageMenuArea,
  imagesArea,
  rolesArea,
  teamArea,
  notificationsArea,
  placesArea,
];
