import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
import { PageLoading } from '../components/LoadingState';
import { RequireAuth, RequireConsents } from './guards';
import { paths } from './routes';

// Every screen is its own chunk, loaded when its route is first visited.
const LoginScreen = lazy(() => import('../features/home/LoginScreen'));
const SettingsScreen = lazy(() => import('../features/settings/SettingsScreen'));
const RegisterScreen = lazy(() => import('../features/auth/RegisterScreen'));
const PrivacyPolicyScreen = lazy(() => import('../features/privacy/PrivacyPolicyScreen'));
const PasswordRestoreScreen = lazy(() => import('../features/auth/PasswordRestoreScreen'));
const PasswordResetScreen = lazy(() => import('../features/auth/PasswordResetScreen'));
const AuthCallbackScreen = lazy(() => import('../features/auth/AuthCallbackScreen'));
const SelectRestaurantScreen = lazy(() => import('../features/providers/SelectRestaurantScreen'));
const ScanQrScreen = lazy(() => import('../features/providers/ScanQrScreen'));
const ProfileScreen = lazy(() => import('../features/profile/ProfileScreen'));
const FeedbackScreen = lazy(() => import('../features/feedback/FeedbackScreen'));
const ConsentManagementScreen = lazy(() => import('../features/consents/ConsentManagementScreen'));
const CheckoutScreen = lazy(() => import('../features/checkout/CheckoutScreen'));
const BasketScreen = lazy(() => import('../features/basket/BasketScreen'));
const ProductsScreen = lazy(() => import('../features/products/ProductsScreen'));
const CustomizeProductScreen = lazy(() => import('../features/products/CustomizeProductScreen'));
const NotFoundScreen = lazy(() => import('./NotFoundScreen'));

export function AppRoutes() {
  return (
    <Suspense fallback={<PageLoading />}>
      <Routes>
        <Route path={paths.home} element={<LoginScreen />} />
        <Route path={paths.settings} element={<SettingsScreen />} />
        <Route path={paths.register} element={<RegisterScreen />} />
        <Route path={paths.privacyPolicy} element={<PrivacyPolicyScreen />} />
        <Route path={paths.passwordRestore} element={<PasswordRestoreScreen />} />
        <Route path={paths.passwordRestoreToken} element={<PasswordResetScreen />} />
        <Route path={paths.authCallback} element={<AuthCallbackScreen />} />
        <Route element={<RequireAuth />}>
          <Route path={paths.consentManagement} element={<ConsentManagementScreen />} />
          <Route element={<RequireConsents />}>
            <Route path={paths.selectRestaurant} element={<SelectRestaurantScreen />} />
            <Route path={paths.scanQr} element={<ScanQrScreen />} />
            <Route path={paths.profile} element={<ProfileScreen />} />
            <Route path={paths.feedback} element={<FeedbackScreen />} />
            <Route path={paths.checkout} element={<CheckoutScreen />} />
            <Route path={paths.basket} element={<BasketScreen />} />
            <Route path={paths.products} element={<ProductsScreen />} />
            <Route path={paths.customize} element={<CustomizeProductScreen />} />
          </Route>
        </Route>
        <Route path="*" element={<NotFoundScreen />} />
      </Routes>
    </Suspense>
  );
}
