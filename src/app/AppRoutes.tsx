import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
import { PageLoading } from '../components/LoadingState';
import { paths } from '../config/paths';
import { ConsentGate, RedirectSignedIn, RequireAuth, RequireConsents, SignOutLandsHome } from './guards';
import { screens } from './screens';

// Every screen is its own chunk, loaded when its route is first visited (or at startup,
// for the route the app opens on: boot.ts).
const LoginScreen = lazy(screens.login.load);
const SettingsScreen = lazy(screens.settings.load);
const RegisterScreen = lazy(screens.register.load);
const PrivacyPolicyScreen = lazy(screens.privacyPolicy.load);
const TermsScreen = lazy(screens.terms.load);
const RequestPasswordRestoreScreen = lazy(screens.passwordRestore.load);
const RestorePasswordScreen = lazy(screens.passwordRestoreToken.load);
const AuthCallbackScreen = lazy(screens.authCallback.load);
const ConfirmEmailScreen = lazy(screens.confirmEmail.load);
const SelectRestaurantScreen = lazy(screens.selectRestaurant.load);
const ScanQrScreen = lazy(screens.scanQr.load);
const ProfileScreen = lazy(screens.profile.load);
const FeedbackScreen = lazy(screens.feedback.load);
const ConsentManagementScreen = lazy(screens.consentManagement.load);
const CheckoutScreen = lazy(screens.checkout.load);
const BasketScreen = lazy(screens.basket.load);
const ProductsScreen = lazy(screens.products.load);
const CustomizeProductScreen = lazy(screens.customize.load);
const StaffScreen = lazy(screens.staff.load);
const ManageScreen = lazy(screens.manage.load);
const NotFoundScreen = lazy(() => import(/* webpackChunkName: "not-found" */ './NotFoundScreen'));

export function AppRoutes() {
  return (
    <Suspense fallback={<PageLoading />}>
      <Routes>
        <Route element={<SignOutLandsHome />}>
          <Route element={<RedirectSignedIn />}>
            <Route path={paths.home.path} element={<LoginScreen />} />
            <Route path={paths.register.path} element={<RegisterScreen />} />
            <Route path={paths.authCallback.path} element={<AuthCallbackScreen />} />
          </Route>
          <Route path={paths.settings.path} element={<SettingsScreen />} />
          <Route path={paths.privacyPolicy.path} element={<PrivacyPolicyScreen />} />
          <Route path={paths.terms.path} element={<TermsScreen />} />
          <Route path={paths.passwordRestore.path} element={<RequestPasswordRestoreScreen />} />
          <Route path={paths.passwordRestoreToken.path} element={<RestorePasswordScreen />} />
          <Route path={paths.confirmEmail.path} element={<ConfirmEmailScreen />} />
          <Route element={<RequireAuth />}>
            <Route element={<ConsentGate />}>
              <Route path={paths.consentManagement.path} element={<ConsentManagementScreen />} />
            </Route>
            <Route element={<RequireConsents />}>
              <Route path={paths.selectRestaurant.path} element={<SelectRestaurantScreen />} />
              <Route path={paths.scanQr.path} element={<ScanQrScreen />} />
              <Route path={paths.profile.path} element={<ProfileScreen />} />
              <Route path={paths.feedback.path} element={<FeedbackScreen />} />
              <Route path={paths.checkout.path} element={<CheckoutScreen />} />
              <Route path={paths.basket.path} element={<BasketScreen />} />
              <Route path={paths.products.path} element={<ProductsScreen />} />
              <Route path={paths.customize.path} element={<CustomizeProductScreen />} />
              <Route path={screens.staff.path} element={<StaffScreen />} />
              <Route path={screens.manage.path} element={<ManageScreen />} />
            </Route>
          </Route>
          <Route path="*" element={<NotFoundScreen />} />
        </Route>
      </Routes>
    </Suspense>
  );
}
