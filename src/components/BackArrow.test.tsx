import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import { BrowserRouter, Link } from 'react-router-dom';
import { paths } from '../config/paths';
import { setupStore } from '../stores/store';
import { CAFE_ID, LATTE_ID } from '../test/catalog-fixtures';
import { loggedOutState } from '../test/fixtures';
import { LocationDisplay } from '../test/render';
import { testI18n } from '../test/test-i18n';
import { Layout } from './Layout';
import { parentRoute } from './parent-route';

// The layout's back arrow, in a real browser history (BrowserRouter on jsdom's history):
// back within the app, and up to the parent on a page opened directly, never out of the app.

function openDirectly(url: string) {
  // A fresh entry without React Router's state: as when a QR link or a bookmark opens the app.
  window.history.replaceState(null, '', url);
  render(
    <Provider store={setupStore(loggedOutState())}>
      <I18nextProvider i18n={testI18n}>
        <BrowserRouter>
          <Layout title="Page" showBack>
            <Link to={paths.products.getHref(CAFE_ID)}>Menu</Link>
          </Layout>
          <LocationDisplay />
        </BrowserRouter>
      </I18nextProvider>
    </Provider>,
  );
}

const location = () => screen.getByTestId('location').textContent;

describe('the back arrow', () => {
  it('on a page opened directly goes to its parent, without leaving the app or adding history', async () => {
    openDirectly(paths.customize.getHref(CAFE_ID, LATTE_ID));
    const entries = window.history.length;
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(location()).toBe(paths.products.getHref(CAFE_ID));
    expect(window.history.length).toBe(entries);

    // The parent was opened "directly" too: its arrow goes further up, not back down.
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(location()).toBe(paths.selectRestaurant.getHref());
  });

  it('after moving within the app goes back to the previous page', async () => {
    openDirectly(paths.selectRestaurant.getHref());
    await userEvent.click(screen.getByRole('link', { name: 'Menu' }));
    expect(location()).toBe(paths.products.getHref(CAFE_ID));
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    await screen.findByText(paths.selectRestaurant.getHref());
    expect(location()).toBe(paths.selectRestaurant.getHref());
  });
});

describe('parentRoute', () => {
  it.each([
    [paths.customize.getHref(CAFE_ID, LATTE_ID), paths.products.getHref(CAFE_ID)],
    [paths.products.getHref(CAFE_ID), paths.selectRestaurant.getHref()],
    [paths.scanQr.getHref(), paths.selectRestaurant.getHref()],
    [paths.basket.getHref(), paths.selectRestaurant.getHref()],
    [paths.checkout.getHref(), paths.basket.getHref()],
    [paths.consentManagement.getHref(), paths.settings.getHref()],
    [paths.passwordRestoreToken.getHref('abc'), paths.passwordRestore.getHref()],
    [paths.register.getHref(), paths.home.getHref()],
    [paths.privacyPolicy.getHref(), paths.home.getHref()],
  ])('of %s is %s', (page, parent) => {
    expect(parentRoute(page)).toBe(parent);
  });
});
