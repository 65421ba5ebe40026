import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
import { PageLoading } from '../components/LoadingState';
import { paths } from '../config/paths';
import { ConsentGate, RedirectSignedIn, RequireAuth, RequireConsents, SignOutLandsHome } from './guards';

// Every screen is its own chunk, loaded when its route is first visited.
const LoginScreen = lazy(() => import('../features/auth/LoginScreen'));
const SettingsScreen = lazy(() => import('../features/settings/SettingsScreen'));
const RegisterScreen = lazy(() => import('../features/auth/RegisterScreen'));
const PrivacyPolicyScreen = lazy(() => import('../features/privacy/PrivacyPolicyScreen'));
const RequestPasswordRestoreScreen = lazy(() => import('../features/auth/RequestPasswordRestoreScreen'));
const RestorePasswordScreen = lazy(() => import('../features/auth/RestorePasswordScreen'));
const AuthCallbackScreen = lazy(() => import('../features/auth/AuthCallbackScreen'));
const SelectRestaurantScreen = lazy(() => import('../features/catalog/SelectRestaurantScreen'));
const ScanQrScreen = lazy(() => import('../features/catalog/ScanQrScreen'));
const ProfileScreen = lazy(() => import('../features/profile/ProfileScreen'));
const FeedbackScreen = lazy(() => import('../features/feedback/FeedbackScreen'));
const ConsentManagementScreen = lazy(() => import('../features/consents/ConsentManagementScreen'));
const CheckoutScreen = lazy(() => import('../features/checkout/CheckoutScreen'));
const BasketScreen = lazy(() => import('../features/basket/BasketScreen'));
const ProductsScreen = lazy(() => import('../features/catalog/ProductsScreen'));
const CustomizeProductScreen = lazy(() => import('../features/catalog/CustomizeProductScreen'));
const NotFoundScreen = lazy(() => import('./NotFoundScreen'));

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
          <Route path={paths.passwordRestore.path} element={<RequestPasswordRestoreScreen />} />
          <Route path={paths.passwordRestoreToken.path} element={<RestorePasswordScreen />} />
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
            </Route>
          </Route>
          <Route path="*" element={<NotFoundScreen />} />
        </Route>
      </Routes>
    </Suspense>
  );
}
