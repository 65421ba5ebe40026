import { screen, within } from '@testing-library/react';
import { loggedOutState } from '../../test/fixtures';
import { renderWithProviders } from '../../test/render';
import { testI18n } from '../../test/test-i18n';
import TermsScreen from './TermsScreen';

const SECTION_HEADINGS = [
  'Your account',
  'Orders and payment',
  'Loyalty points',
  'Fair use',
  'Changes and contact',
];

describe('TermsScreen', () => {
  it('renders every section, readable without logging in, and links the privacy policy', () => {
    renderWithProviders(<TermsScreen />, { route: '/terms', preloadedState: loggedOutState() });
    expect(screen.getByRole('heading', { level: 1, name: 'Terms of use' })).toBeInTheDocument();
    const headings = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    expect(headings).toEqual(SECTION_HEADINGS);
    expect(screen.getByText(/Points have no cash value/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Privacy policy' })).toHaveAttribute('href', '/privacy-policy');
  });

  it.each(['sr', 'pl', 'ca'])('is translated (%s)', async (language) => {
    await testI18n.changeLanguage(language);
    renderWithProviders(<TermsScreen />, { route: '/terms', preloadedState: loggedOutState() });
    const article = screen.getByRole('article');
    expect(within(article).getAllByRole('heading', { level: 2 })).toHaveLength(SECTION_HEADINGS.length);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(testI18n.t('account:terms.title'));
    expect(screen.queryByText('Your account')).not.toBeInTheDocument();
  });
});
