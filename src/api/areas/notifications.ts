import type { ApiArea } from './area';

// The notification settings (order mails, how many devices get Web Push) change with each of the tag's
// writes; the settings screen reads them.
export const notificationsArea: ApiArea = {
  getNotificationSettings: { providesTags: ['NotificationSettings'] },
  updateNotificationSettings: { invalidatesTags: ['NotificationSettings'] },
  savePushSubscription: { invalidatesTags: ['NotificationSettings'] },
  deletePushSubscription: { invalidatesTags: ['NotificationSettings'] },
};
