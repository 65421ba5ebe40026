import type { Handlers } from '../../api/handler';
import { badRequest } from '../../lib/errors';
import { callerId } from '../../plugins/authentication';
import { isPushServiceEndpoint } from './push-services';
import type { NotificationsRepository } from './repository';

export function createNotificationsHandlers({
  repository,
  vapidPublicKey,
  extraServiceOrigins,
}: {
  repository: NotificationsRepository;
  vapidPublicKey: string;
  extraServiceOrigins: readonly string[];
}): Handlers<
  'getNotificationSettings' | 'updateNotificationSettings' | 'savePushSubscription' | 'deletePushSubscription'
> {
  const settingsOf = async (userId: string) => ({
    data: {
      orderMails: await repository.orderMails(userId),
      pushDevices: await repository.countSubscriptions(userId),
      vapidPublicKey,
    },
  });
  return {
    async getNotificationSettings(request) {
      return settingsOf(callerId(request));
    },

    async updateNotificationSettings(request) {
      const userId = callerId(request);
      await repository.setOrderMails(userId, request.body.orderMails);
      return settingsOf(userId);
    },

    async savePushSubscription(request) {
      const { endpoint, keys } = request.body;
      if (!isPushServiceEndpoint(endpoint, extraServiceOrigins)) {
        throw badRequest('This address is not a push service', [
          { field: 'endpoint', message: 'is not a push service' },
        ]);
      }
      const p256dh = Buffer.from(keys.p256dh, 'base64url');
      const auth = Buffer.from(keys.auth, 'base64url');
      const invalid = [
        ...(p256dh.length === 65 && p256dh[0] === 4
          ? []
          : [{ field: 'keys.p256dh', message: 'is not a P-256 public key' }]),
        ...(auth.length === 16 ? [] : [{ field: 'keys.auth', message: 'is not a 16-byte secret' }]),
      ];
      if (invalid.length > 0) throw badRequest('These subscription keys cannot be used', invalid);
      await repository.saveSubscription(callerId(request), {
        endpoint,
        p256dh: p256dh.toString('base64url'),
        auth: auth.toString('base64url'),
      });
      return { data: { ok: true as const } };
    },

    async deletePushSubscription(request) {
      await repository.deleteSubscription(callerId(request), request.query.endpoint);
      return { data: { ok: true as const } };
    },
  };
}
