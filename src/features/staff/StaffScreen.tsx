import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, NavLink, Outlet, Route, Routes, useParams } from 'react-router-dom';
import { useListStaffOrdersQuery } from '../../api/staff';
import { Alert } from '../../components/Alert';
import { Layout } from '../../components/Layout';
import { paths } from '../../config/paths';
import { useCurrentUser } from '../../hooks/use-current-user';
import { useOnline, useWakeLock } from './console-hooks';
import { StaffCounter } from './StaffCounter';
import { StaffMenu } from './StaffMenu';
import { StaffOrders } from './StaffOrders';
import { StaffSign } from './StaffSign';
import { StaffSoldOut } from './StaffSoldOut';
import { stillUnseen } from './staff-alerts';
import { useStaffLiveQuery } from './staff-live';
import './staff.css';

/**
 * The staff console (/staff/*): one lazy chunk with its own routes. /staff chooses the place (at once
 * when there is one); each place has its order queue, counter, sold-out marks and printable QR sign,
 * under a shell that
 * holds the place's live stream, shows the count of new orders whichever tab is open, keeps the
 * screen awake and has the staff menu.
 */
export default function StaffScreen() {
  return (
    <Routes>
      <Route index element={<ChoosePlace />} />
      <Route path=":providerId" element={<PlaceShell />}>
        <Route index element={<Navigate to="orders" replace />} />
        <Route path="orders" element={<StaffOrders />} />
        <Route path="counter" element={<StaffCounter />} />
        <Route path="sold-out" element={<StaffSoldOut />} />
        <Route path="sign" element={<StaffSign />} />
      </Route>
    </Routes>
  );
}

function ChoosePlace() {
  const { t } = useTranslation('staff');
  const user = useCurrentUser();
  const places = user?.staffOf ?? [];
  const only = places.length === 1 ? places[0] : undefined;
  if (only) return <Navigate to={paths.staffOrders.getHref(only.providerId)} replace />;
  return (
    <Layout title={places.length === 0 ? t('title') : t('choosePlace')} showFooter={false}>
      {places.length === 0 ? (
        <Alert tone="info">{t('notStaff')}</Alert>
      ) : (
        <div className="stack">
          <p>{t('choosePlaceIntro')}</p>
          <ul className="staff-places">
            {places.map((place) => (
              <li key={place.providerId}>
                <Link className="staff-places__link" to={paths.staffOrders.getHref(place.providerId)}>
                  {place.providerName}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      )}
    </Layout>
  );
}

function PlaceShell() {
  const { t } = useTranslation('staff');
  const { providerId = '' } = useParams();
  const user = useCurrentUser();
  const place = user?.staffOf.find((membership) => membership.providerId === providerId);
  // Staff of the place a moment ago, and no longer: removed from its team while the console was open.
  const wasStaff = useRef<string | undefined>(undefined);
  if (place) wasStaff.current = providerId;
  const accessLost = !place && wasStaff.current === providerId;
  const live = useStaffLiveQuery(providerId, { skip: !place });
  const queue = useListStaffOrdersQuery({ providerId }, { skip: !place });
  const online = useOnline();
  useWakeLock();

  if (!place) {
    return (
      <Layout title={t('title')} showFooter={false}>
        <Alert tone="error">{t(accessLost ? 'accessLost' : 'notStaff')}</Alert>
      </Layout>
    );
  }
  const connection = online ? (live.data?.connection ?? 'connecting') : 'offline';
  const unseen = stillUnseen(live.data?.unseen ?? [], queue.data?.data ?? []).length;
  return (
    <Layout title={place.providerName} showFooter={false}>
      <div className="staff">
        <nav className="staff-nav" aria-label={t('nav.label')}>
          <NavLink to={paths.staffOrders.getHref(providerId)}>{t('nav.orders')}</NavLink>
          <NavLink to={paths.staffCounter.getHref(providerId)}>{t('nav.counter')}</NavLink>
          <NavLink to={paths.staffSoldOut.getHref(providerId)}>{t('nav.soldOut')}</NavLink>
          <NavLink to={paths.staffSign.getHref(providerId)}>{t('nav.sign')}</NavLink>
          {(user?.staffOf.length ?? 0) > 1 && (
            <NavLink to={paths.staff.getHref()} end>
              {t('nav.places')}
            </NavLink>
          )}
          <span className="staff-new" role="status" data-testid="staff-new-count">
            {unseen > 0 ? t('orders.newCount', { count: unseen }) : ''}
          </span>
          <span className={`staff-live staff-live--${connection}`} role="status">
            {t(`live.${connection}`)}
          </span>
          <StaffMenu />
        </nav>
        <Outlet />
      </div>
    </Layout>
  );
}
