// The client API areas: one per contract tag (openapi/<tag>.yaml, server/src/features/<tag>/), each
// setting only its own tag's operations. ../index.ts applies them all to the generated endpoints.
import { accountArea } from './account';
import type { ApiArea } from './area';
import { authArea } from './auth';
import { catalogArea } from './catalog';
import { consentsArea } from './consents';
import { counterTokenArea } from './counter-token';
import { eventsArea } from './events';
import { favouritesArea } from './favourites';
import { feedbackArea } from './feedback';
import { googleArea } from './google';
import { imagesArea } from './images';
import { myUserArea } from './my-user';
import { notificationsArea } from './notifications';
import { ordersArea } from './orders';
import { passwordRestoreArea } from './password-restore';
import { pointsArea } from './points';
import { systemArea } from './system';
import { teamArea } from './team';

export { type ApiArea, settingsFor } from './area';

/**
 * Every area with an endpoint of the app's; its contract tag is the name of its file (areas.test.ts checks
 * that every tag has one). The areas of the back office's tags alone are applied by src/api/manage.ts,
 * with the back office's endpoints, when its screens load; the staff area by src/api/staff.ts, likewise.
 */
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
  systemArea,
  teamArea,
  notificationsArea,
  imagesArea,
  favouritesArea,
];
