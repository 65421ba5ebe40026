import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { PlaceSettings } from '../../../api';
import {
  manageApi,
  useGetManagedPlaceQuery,
  useManageDispatch,
  useSetCounterSettingsMutation,
  useSetOrderingPauseMutation,
  useSetPickupSettingsMutation,
  useSetPlaceHoursMutation,
  useUpdateManagedPlaceMutation,
} from '../../../api/manage';
import { ErrorState } from '../../../components/ErrorState';
import { LoadingState } from '../../../components/LoadingState';
import { CounterSettingsForm } from './CounterSettingsForm';
import { HoursEditor } from './HoursEditor';
import { PauseSwitch } from './PauseSwitch';
import { PickupSettingsForm } from './PickupSettingsForm';
import { detailsOf, PlaceDetailsForm } from './PlaceDetailsForm';

/**
 * One place in the back office: the pause switch first (what a rush needs), then its details, opening
 * hours and closed dates, pickup settings, the staff console's settings and the link to its printable
 * QR sign. Each part saves on its
 * own against the place's version; a refused save shows the other change.
 */
export function PlaceEditor({ providerId, signHref }: { providerId: string; signHref: string }) {
  const { t } = useTranslation('manage-places');
  const dispatch = useManageDispatch();
  const query = useGetManagedPlaceQuery({ providerId });
  const [updateDetails] = useUpdateManagedPlaceMutation();
  const [setHours] = useSetPlaceHoursMutation();
  const [setPickup] = useSetPickupSettingsMutation();
  const [setPause] = useSetOrderingPauseMutation();
  const [setCounter] = useSetCounterSettingsMutation();
  const place = query.data?.data;

  if (query.isLoading) return <LoadingState label={t('loading')} />;
  if (!place) return <ErrorState message={t('loadError')} onRetry={() => void query.refetch()} />;

  // The other change, as the refusal carried it, replaces what this screen holds of the place.
  const showCurrent = (current: PlaceSettings) =>
    dispatch(manageApi.util.upsertQueryData('getManagedPlace', { providerId }, { data: current }));

  return (
    <div className="place-editor">
      <section className="place-editor__section place-editor__pause" aria-labelledby="place-pause">
        <h2 id="place-pause">{t('sections.pause')}</h2>
        <PauseSwitch
          key={`${place.orderingPaused?.since ?? 'open'}`}
          place={place}
          onChange={(change) => setPause({ providerId, orderingPauseChange: change }).unwrap()}
        />
      </section>
      <section className="place-editor__section card" aria-labelledby="place-details">
        <h2 id="place-details">{t('sections.details')}</h2>
        <PlaceDetailsForm
          providerId={providerId}
          initial={detailsOf(place)}
          onConflict={showCurrent}
          onSave={(details) =>
            updateDetails({
              providerId,
              placeDetailsUpdate: { ...details, code: details.code ?? '', version: place.version },
            }).unwrap()
          }
        />
      </section>
      <section className="place-editor__section card" aria-labelledby="place-hours">
        <h2 id="place-hours">{t('sections.hours')}</h2>
        <HoursEditor
          place={place}
          onConflict={showCurrent}
          onSave={(hours) => setHours({ providerId, placeHoursUpdate: hours }).unwrap()}
        />
      </section>
      <section className="place-editor__section card" aria-labelledby="place-pickup">
        <h2 id="place-pickup">{t('sections.pickup')}</h2>
        <PickupSettingsForm
          place={place}
          onConflict={showCurrent}
          onSave={(settings) => setPickup({ providerId, pickupSettingsUpdate: settings }).unwrap()}
        />
      </section>
      <section className="place-editor__section card" aria-labelledby="place-counter">
        <h2 id="place-counter">{t('sections.counter')}</h2>
        <CounterSettingsForm
          place={place}
          onConflict={showCurrent}
          onSave={(settings) => setCounter({ providerId, counterSettingsUpdate: settings }).unwrap()}
        />
      </section>
      <section className="place-editor__section card" aria-labelledby="place-sign">
        <h2 id="place-sign">{t('sections.sign')}</h2>
        <p className="muted">{t('sign.linkIntro')}</p>
        {/* A route link: resolved from the places' route (…/places/sign), where a plain relative href
            resolved from the address would leave the section. */}
        <Link className="btn btn--secondary" to={signHref}>
          {t('sign.open')}
        </Link>
      </section>
    </div>
  );
}
