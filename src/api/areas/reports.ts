import type { ApiArea } from './area';

// The back office's reports. A report is read again whenever the section asks (figures move with every
// order); the CSV exports are read as text (the server sends text/csv) for a download, never kept.
const csvQuery =
  (path: (arg: { providerId?: string }) => string) =>
  (arg: { providerId?: string; period: string; from?: string; to?: string }) => ({
    url: path(arg),
    params: { period: arg.period, from: arg.from, to: arg.to },
    responseHandler: 'text' as const,
  });

export const reportsArea: ApiArea = {
  getPlaceReport: { keepUnusedDataFor: 30 },
  getAllPlacesReport: { keepUnusedDataFor: 30 },
  exportPlaceOrders: {
    query: csvQuery(({ providerId }) => `/manage/places/${providerId}/reports/orders.csv`),
    keepUnusedDataFor: 0,
  },
  exportPlacePointsLedger: {
    query: csvQuery(({ providerId }) => `/manage/places/${providerId}/reports/points-ledger.csv`),
    keepUnusedDataFor: 0,
  },
  exportAllOrders: { query: csvQuery(() => '/manage/reports/orders.csv'), keepUnusedDataFor: 0 },
  exportAllPointsLedger: { query: csvQuery(() => '/manage/reports/points-ledger.csv'), keepUnusedDataFor: 0 },
};
