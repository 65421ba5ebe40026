import { useTranslation } from 'react-i18next';
import { Link, Navigate, NavLink, Outlet, Route, Routes, useParams } from 'react-router-dom';
import { Alert } from '../../components/Alert';
import { Button } from '../../components/Button';
import { Layout } from '../../components/Layout';
import { paths } from '../../config/paths';
import { useCurrentUser } from '../../hooks/use-current-user';
import { useAppDispatch } from '../../stores/hooks';
import { StaffCounter } from './StaffCounter';
import { StaffOrders } from './StaffOrders';
import { StaffSign } from './StaffSign';
import { StaffSoldOut } from './StaffSoldOut';
import { dismissArrival, useStaffLiveQuery } from './staff-live';
import './staff.css';

/**
 * The staff console (/staff/*): one lazy chunk with its own routes. /staff chooses the place (at once
 * when there is one); each place has its order queue, counter, sold-out marks and printable QR sign,
 * under a shell that
 * holds the place's live stream and shows new-order alerts whichever tab is open.
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
  const live = useStaffLiveQuery(providerId, { skip: !place });
  const dispatch = useAppDispatch();

  if (!place) {
    return (
      <Layout title={t('title')} showFooter={false}>
        <Alert tone="error">{t('notStaff')}</Alert>
      </Layout>
    );
  }
  const connection = live.data?.connection ?? 'connecting';
  const arrivals = live.data?.arrivals ?? [];
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
          <span className={`staff-live staff-live--${connection}`} role="status">
            {t(`live.${connection}`)}
          </span>
        </nav>
        {arrivals.length > 0 && (
          <div className="staff-arrivals" role="alert">
            {arrivals.map((arrival) => (
              <div key={arrival.orderId} className="staff-arrivals__item">
                <strong>{t('orders.newOrder', { number: arrival.number })}</strong>
                <Button
                  variant="secondary"
                  onClick={() => dispatch(dismissArrival(providerId, arrival.orderId))}
                >
                  {t('orders.dismiss')}
                </Button>
              </div>
            ))}
          </div>
        )}
        <Outlet />
      </div>
    </Layout>
  );
}
