import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useGetNotificationSettingsQuery, useUpdateNotificationSettingsMutation } from '../../api';
import { CheckboxField } from '../../components/CheckboxField';
import { useAppDispatch } from '../../stores/hooks';
import {
  isPushSubscribed,
  type PushOutcome,
  pushRegistration,
  subscribePush,
  unsubscribePush,
} from '../../stores/push-subscription';

type PushState = 'loading' | 'unsupported' | 'on' | 'off';

/**
 * Two switches (issue 29): Web Push on this device (an order is ready, a café cancelled it), and order
 * mails (the receipt of each order, a cancellation). Each says what went wrong next to it.
 */
export function NotificationSettings() {
  const { t } = useTranslation('notifications');
  const dispatch = useAppDispatch();
  const settings = useGetNotificationSettingsQuery();
  const [updateSettings, mailsUpdate] = useUpdateNotificationSettingsMutation();
  const [push, setPush] = useState<PushState>('loading');
  const [pushBusy, setPushBusy] = useState(false);
  const [pushProblem, setPushProblem] = useState<Exclude<PushOutcome, 'subscribed'> | undefined>();

  useEffect(() => {
    let current = true;
    void (async () => {
      const supported = Boolean(await pushRegistration());
      const subscribed = supported && (await isPushSubscribed());
      if (current) setPush(!supported ? 'unsupported' : subscribed ? 'on' : 'off');
    })();
    return () => {
      current = false;
    };
  }, []);

  const togglePush = async (on: boolean) => {
    setPushBusy(true);
    setPushProblem(undefined);
    if (on) {
      const outcome = await subscribePush(dispatch);
      if (outcome === 'subscribed') setPush('on');
      else setPushProblem(outcome);
    } else if (await unsubscribePush(dispatch)) {
      setPush('off');
    } else {
      setPushProblem('failed');
    }
    setPushBusy(false);
  };

  const pushMessage =
    pushProblem === 'blocked' ? t('settings.pushBlocked') : pushProblem ? t('settings.failed') : undefined;
  const orderMails = settings.data?.data.orderMails;

  return (
    <section className="card stack" aria-labelledby="notifications-section">
      <h2 id="notifications-section">{t('settings.title')}</h2>
      {push === 'unsupported' ? (
        <p>{t('settings.pushUnsupported')}</p>
      ) : (
        <CheckboxField
          name="push"
          role="switch"
          label={t('settings.push')}
          description={t('settings.pushHint')}
          error={pushMessage}
          checked={push === 'on'}
          disabled={push === 'loading' || pushBusy}
          onChange={(event) => void togglePush(event.target.checked)}
        />
      )}
      <CheckboxField
        name="orderMails"
        role="switch"
        label={t('settings.orderMails')}
        error={mailsUpdate.isError || settings.isError ? t('settings.failed') : undefined}
        checked={orderMails ?? false}
        disabled={orderMails === undefined || mailsUpdate.isLoading}
        onChange={(event) => void updateSettings({ body: { orderMails: event.target.checked } })}
      />
    </section>
  );
}
