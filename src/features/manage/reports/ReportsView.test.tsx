import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import type { Report } from '../../../api/manage';
import { renderWithProviders } from '../../../test/render';
import { apiUrl, server } from '../../../test/server';
import { signedIn } from '../../../test/session';
import { ReportsView } from './ReportsView';

// The canvas chart is drawn by uPlot in the browser (e2e/manage-reports.spec.ts); here its figure's
// table is what a screen reader reads.
jest.mock('./BarChart', () => ({ __esModule: true, default: () => null }));

const PLACE = 'ef62d36a-95b5-544c-9358-f7b38a084563';

function reportOf(overrides: Partial<Report> = {}): Report {
  return {
    providerId: PLACE,
    from: '2026-03-16',
    to: '2026-03-16',
    totals: [
      {
        currency: 'EUR',
        orders: 3,
        revenue: 830,
        averageTicket: 415,
        cash: { orders: 1, amount: 190 },
        card: { orders: 1, amount: 640 },
        points: { orders: 1, points: 38 },
      },
    ],
    days: [{ date: '2026-03-16', currency: 'EUR', orders: 3, cash: 190, card: 640, points: 38 }],
    hours: Array.from({ length: 24 }, (_value, hour) => (hour === 9 ? 3 : 0)),
    topProducts: [
      {
        productId: '9b1e53da-335f-5c4e-9f98-d3114261a598',
        name: 'Butter Croissant',
        currency: 'EUR',
        quantity: 4,
        revenue: 380,
      },
    ],
    timeToReady: { orders: 3, averageSeconds: 450 },
    cancellations: {
      orders: 1,
      byReason: [{ reason: 'Out of oat milk', orders: 1 }],
      latest: [
        {
          orderId: '0f9b6a58-3c1d-4e7a-9d2b-6a1e5c3f8b21',
          providerId: PLACE,
          number: '017',
          date: '2026-03-16T09:10:00.000Z',
          reason: 'Out of oat milk',
          currency: 'EUR',
          total: 320,
          paymentMethod: 'card',
        },
      ],
    },
    points: { issued: 12, redeemed: 38, outstanding: 15230 },
    ...overrides,
  };
}

/** Answers the place's report and records each query string asked. */
function placeReport(asked: string[], report: Report = reportOf()) {
  return http.get(apiUrl(`/manage/places/${PLACE}/reports`), ({ request }) => {
    asked.push(new URL(request.url).search);
    return HttpResponse.json({ data: report });
  });
}

function figure(name: string) {
  const term = screen.getByText(name, { selector: 'dt' });
  return term.nextElementSibling?.textContent;
}

describe('ReportsView', () => {
  it("shows today's key figures, payment split, products and cancellations, in the UI language's formats", async () => {
    const asked: string[] = [];
    server.use(placeReport(asked));
    renderWithProviders(<ReportsView providerId={PLACE} canSeeAllPlaces={false} />, {
      preloadedState: signedIn(),
    });

    expect(await screen.findByText('Sales', { selector: 'dt' })).toBeInTheDocument();
    expect(asked).toEqual(['?period=today']);
    expect(figure('Sales')).toBe('€8.30');
    expect(figure('Completed orders')).toBe('3');
    expect(figure('Average ticket')).toBe('€4.15');
    expect(figure('Paid with points')).toBe('Orders: 1 · points: 38');
    expect(figure('Average time to ready')).toBe('7.5 min');
    expect(figure('Points outstanding (all customers)')).toBe('15,230');
    expect(screen.queryByRole('radio', { name: 'All places' })).not.toBeInTheDocument();

    const split = screen.getByRole('figure', { name: 'Payment methods (EUR)' });
    const card = within(split).getByRole('row', { name: /Card/ });
    expect(
      within(card)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['1', '€6.40', '33%']);
    const products = screen.getByRole('region', { name: 'Top products' });
    expect(within(products).getByRole('row', { name: /Butter Croissant/ })).toHaveTextContent('4€3.80');
    const cancelled = screen.getByRole('region', { name: 'Cancelled orders' });
    expect(within(cancelled).getByText('Orders cancelled: 1')).toBeInTheDocument();
    expect(within(cancelled).getAllByText('Out of oat milk')).toHaveLength(2);
    const hours = screen.getByRole('figure', { name: 'Orders by hour' });
    expect(within(hours).getByRole('row', { name: '09:00 3' })).toBeInTheDocument();
  });

  it('asks for the last 7 days at once, and for chosen dates only once they are valid', async () => {
    const asked: string[] = [];
    server.use(placeReport(asked));
    renderWithProviders(<ReportsView providerId={PLACE} canSeeAllPlaces={false} />, {
      preloadedState: signedIn(),
    });
    await screen.findByText('Sales', { selector: 'dt' });

    await userEvent.click(screen.getByRole('radio', { name: 'Last 7 days' }));
    await waitFor(() => expect(asked).toContain('?period=last7Days'));

    await userEvent.click(screen.getByRole('radio', { name: 'Choose dates' }));
    const count = asked.length;
    await userEvent.click(screen.getByRole('button', { name: 'Show' }));
    expect(screen.getByLabelText('From')).toHaveAccessibleDescription('Choose the first day');
    expect(screen.getByLabelText('To')).toHaveAccessibleDescription('Choose the last day');
    expect(screen.getByLabelText('From')).toHaveFocus();

    await userEvent.type(screen.getByLabelText('From'), '2026-03-10');
    await userEvent.type(screen.getByLabelText('To'), '2026-03-01');
    await userEvent.click(screen.getByRole('button', { name: 'Show' }));
    expect(screen.getByLabelText('To')).toHaveAccessibleDescription("The last day can't be before the first");
    expect(screen.getByLabelText('To')).toHaveAttribute('aria-invalid', 'true');

    await userEvent.clear(screen.getByLabelText('From'));
    await userEvent.type(screen.getByLabelText('From'), '2025-01-01');
    await userEvent.click(screen.getByRole('button', { name: 'Show' }));
    expect(screen.getByLabelText('To')).toHaveAccessibleDescription('Choose at most 366 days');
    expect(asked).toHaveLength(count);

    await userEvent.clear(screen.getByLabelText('From'));
    await userEvent.type(screen.getByLabelText('From'), '2026-02-20');
    await userEvent.click(screen.getByRole('button', { name: 'Show' }));
    await waitFor(() => expect(asked.at(-1)).toBe('?period=custom&from=2026-02-20&to=2026-03-01'));
    expect(screen.getByLabelText('To')).not.toHaveAttribute('aria-invalid');
  });

  it('lets an owner see all places, each currency apart', async () => {
    const asked: string[] = [];
    server.use(
      placeReport([]),
      http.get(apiUrl('/manage/reports'), ({ request }) => {
        asked.push(new URL(request.url).search);
        const eur = reportOf().totals[0];
        if (!eur) throw new Error('fixture');
        return HttpResponse.json({
          data: reportOf({
            providerId: null,
            totals: [eur, { ...eur, currency: 'PLN', orders: 1, revenue: 2700, averageTicket: 2700 }],
          }),
        });
      }),
    );
    renderWithProviders(<ReportsView providerId={PLACE} canSeeAllPlaces />, { preloadedState: signedIn() });
    await screen.findByText('Sales', { selector: 'dt' });
    await userEvent.click(screen.getByRole('radio', { name: 'All places' }));
    const pln = await screen.findByLabelText('In PLN');
    expect(within(pln).getByText('Sales').nextElementSibling).toHaveTextContent('PLN 27.00');
    expect(within(screen.getByLabelText('In EUR')).getByText('Sales').nextElementSibling).toHaveTextContent(
      '€8.30',
    );
    expect(asked).toEqual(['?period=today']);
    expect(screen.getByText('Payment methods (PLN)')).toBeInTheDocument();
  });

  it('says when the report cannot be loaded, and tries again', async () => {
    let fail = true;
    server.use(
      http.get(apiUrl(`/manage/places/${PLACE}/reports`), () =>
        fail
          ? HttpResponse.json({ error: { message: 'Boom', code: 'INTERNAL' } }, { status: 500 })
          : HttpResponse.json({ data: reportOf() }),
      ),
    );
    renderWithProviders(<ReportsView providerId={PLACE} canSeeAllPlaces={false} />, {
      preloadedState: signedIn(),
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('The report could not be loaded');
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Sales', { selector: 'dt' })).toBeInTheDocument();
  });

  it('downloads the orders CSV with the token in a header, as a UTF-8 file with a BOM', async () => {
    const csv = 'order_id,number\r\n0f9b6a58-3c1d-4e7a-9d2b-6a1e5c3f8b21,017\r\n';
    const tokens: (string | null)[] = [];
    server.use(
      placeReport([]),
      http.get(apiUrl(`/manage/places/${PLACE}/reports/orders.csv`), ({ request }) => {
        tokens.push(request.headers.get('x-auth-token'));
        expect(new URL(request.url).search).toBe('?period=today');
        return new HttpResponse(`\uFEFF${csv}`, { headers: { 'content-type': 'text/csv; charset=utf-8' } });
      }),
    );
    const files: Blob[] = [];
    const names: string[] = [];
    URL.createObjectURL = jest.fn((blob: Blob) => {
      files.push(blob);
      return 'blob:report';
    });
    URL.revokeObjectURL = jest.fn();
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      names.push(this.download);
    });

    renderWithProviders(<ReportsView providerId={PLACE} canSeeAllPlaces={false} />, {
      preloadedState: signedIn(),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Orders (CSV)' }));
    await waitFor(() => expect(files).toHaveLength(1));
    expect(tokens).toEqual(['access']);
    expect(names).toEqual([`orders-${PLACE}-today.csv`]);
    const bytes = new Uint8Array(await (files[0] as Blob).arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(new TextDecoder().decode(bytes)).toBe(csv);
    click.mockRestore();
  });

  it('says when a download fails', async () => {
    server.use(
      placeReport([]),
      http.get(apiUrl(`/manage/places/${PLACE}/reports/points-ledger.csv`), () =>
        HttpResponse.json({ error: { message: 'Boom', code: 'INTERNAL' } }, { status: 500 }),
      ),
    );
    renderWithProviders(<ReportsView providerId={PLACE} canSeeAllPlaces={false} />, {
      preloadedState: signedIn(),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Points ledger (CSV)' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The file could not be downloaded');
  });
});
