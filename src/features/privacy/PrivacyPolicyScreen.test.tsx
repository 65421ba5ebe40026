import { screen, within } from '@testing-library/react';
import { loggedOutState } from '../../test/fixtures';
import { renderWithProviders } from '../../test/render';
import { testI18n } from '../../test/test-i18n';
import PrivacyPolicyScreen from './PrivacyPolicyScreen';

const SECTION_HEADINGS = [
  'What we collect',
  'Consents',
  'How we use your data',
  'How long we keep it',
  'Your rights and erasure',
  'Contact',
];

describe('PrivacyPolicyScreen', () => {
  it('renders every section with its text, readable without logging in', () => {
    renderWithProviders(<PrivacyPolicyScreen />, {
      route: '/privacy-policy',
      preloadedState: loggedOutState(),
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Privacy policy' })).toBeInTheDocument();
    const headings = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    expect(headings).toEqual(SECTION_HEADINGS);
    expect(screen.getByText(/Account data: your name, email address, birthdate/)).toBeInTheDocument();
    expect(screen.getByText(/Password reset links expire after one hour/)).toBeInTheDocument();
    expect(screen.getByText(/delete your account in Settings/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Back' })).toBeInTheDocument();
  });

  it('is translated', async () => {
    await testI18n.changeLanguage('fr');
    renderWithProviders(<PrivacyPolicyScreen />, {
      route: '/privacy-policy',
      preloadedState: loggedOutState(),
    });
    const article = screen.getByRole('article');
    expect(within(article).getAllByRole('heading', { level: 2 })).toHaveLength(SECTION_HEADINGS.length);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(testI18n.t('account:privacy.title'));
    expect(screen.queryByText('What we collect')).not.toBeInTheDocument();
  });
});
