import { render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { formatClockTime } from '../lib/format-date';
import { testI18n } from '../test/test-i18n';
import { ReadyEstimate } from './ReadyEstimate';

/** Rendered with the translations only, so `rerender` keeps the component (and what it last said). */
const withI18n = ({ children }: { children: ReactNode }) => (
  <I18nextProvider i18n={testI18n}>{children}</I18nextProvider>
);

describe('ReadyEstimate', () => {
  it("says the time in the language's own format, in the place's time zone when given", async () => {
    const first = render(<ReadyEstimate at="2026-03-14T09:42:00.000Z" timeZone="Europe/Madrid" />, {
      wrapper: withI18n,
    });
    expect(screen.getByTestId('ready-estimate')).toHaveTextContent('Ready around 10:42 AM');
    // Not a live region where it is not asked to announce (a list of orders, checkout).
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    first.unmount();

    await testI18n.changeLanguage('de');
    render(<ReadyEstimate at="2026-03-14T09:42:00.000Z" timeZone="Europe/Madrid" />, { wrapper: withI18n });
    expect(screen.getByTestId('ready-estimate')).toHaveTextContent('Fertig gegen 10:42');
  });

  it('announces a move of 5 minutes or more from what it last said, never the first estimate or a small move', () => {
    const at = (time: string) => `2026-03-14T${time}:00.000Z`;
    const { rerender } = render(<ReadyEstimate at={at('09:40')} announce />, { wrapper: withI18n });
    const status = screen.getByRole('status');
    expect(status).toBeEmptyDOMElement();

    // One order ahead made: 2 minutes earlier, shown but not said.
    rerender(<ReadyEstimate at={at('09:38')} announce />);
    expect(screen.getByTestId('ready-estimate')).toHaveTextContent(
      `Ready around ${formatClockTime(at('09:38'), 'en')}`,
    );
    expect(status).toBeEmptyDOMElement();

    // Three more: 8 minutes from the first estimate, which is the one it last said.
    rerender(<ReadyEstimate at={at('09:32')} announce />);
    expect(status).toHaveTextContent(`New estimate: ready around ${formatClockTime(at('09:32'), 'en')}`);

    // A minute back (a recall): still the last thing said.
    rerender(<ReadyEstimate at={at('09:33')} announce />);
    expect(status).toHaveTextContent(`New estimate: ready around ${formatClockTime(at('09:32'), 'en')}`);
  });
});
