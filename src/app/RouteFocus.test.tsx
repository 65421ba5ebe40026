import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import { Link, MemoryRouter, Route, Routes, useSearchParams } from 'react-router-dom';
import { Layout } from '../components/Layout';
import { setupStore } from '../stores/store';
import { loggedOutState } from '../test/fixtures';
import { testI18n } from '../test/test-i18n';
import { RouteFocus } from './RouteFocus';

function SearchPage() {
  const [, setSearchParams] = useSearchParams();
  return (
    <Layout title="Search">
      <label>
        Query
        <input onChange={(event) => setSearchParams({ q: event.target.value }, { replace: true })} />
      </label>
      <Link to="/other">Other page</Link>
    </Layout>
  );
}

function renderPages() {
  render(
    <Provider store={setupStore(loggedOutState())}>
      <I18nextProvider i18n={testI18n}>
        <MemoryRouter initialEntries={['/search']}>
          <RouteFocus />
          <Routes>
            <Route path="/search" element={<SearchPage />} />
            <Route path="/other" element={<Layout title="Other page">Content</Layout>} />
          </Routes>
        </MemoryRouter>
      </I18nextProvider>
    </Provider>,
  );
}

describe('focus after a route change', () => {
  it('moves to the new page’s heading, which announces it', async () => {
    renderPages();
    // The first page keeps the browser's own start.
    expect(screen.getByRole('heading', { level: 1, name: 'Search' })).not.toHaveFocus();
    await userEvent.click(screen.getByRole('link', { name: 'Other page' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Other page' })).toHaveFocus();
  });

  it('stays where the customer types when only the query string changes', async () => {
    renderPages();
    const query = screen.getByRole('textbox', { name: 'Query' });
    await userEvent.type(query, 'olivera');
    expect(query).toHaveFocus();
    expect(query).toHaveValue('olivera');
  });
});
