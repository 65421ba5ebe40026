import type { ServiceHandlers } from '../api/handler';
import type { Services } from '../services';
import { createAccountHandlers } from './account/handlers';
import { createAuthHandlers } from './auth/handlers';
import { createCatalogHandlers } from './catalog/handlers';
import { createConsentHandlers } from './consents/handlers';
import { createFeedbackHandlers } from './feedback/handlers';
import { createGoogleHandlers } from './google/handlers';
import { createPasswordRestoreHandlers } from './password-restore/handlers';
import { createSystemHandlers } from './system/handlers';
import { createUserHandlers } from './users/handlers';

/** Every operationId of openapi.yaml mapped to its handler (fastify-openapi-glue `serviceHandlers`). */
export function createServiceHandlers(services: Services): ServiceHandlers {
  return {
    ...createSystemHandlers(services),
    ...createAuthHandlers(services),
    ...createUserHandlers(services),
    ...createConsentHandlers(services),
    ...createCatalogHandlers({ db: services.db }),
    ...createAccountHandlers(services),
    ...createPasswordRestoreHandlers(services),
    ...createFeedbackHandlers(services),
    ...createGoogleHandlers(services),
  };
}
