import type { Language } from '@suuq/shared/labels';
import { urlOf } from '@suuq/shared/routes';
import { salesReportRoute } from '@suuq/shared/routes-merchant';
import type { SalesGroup, SalesReport } from '@suuq/shared/sales-report';
import { authorized as withSession } from '../../../lib/session';
import { authorized, staffApi } from '../staff-api';
import { staffSession } from '../staff-session';

export interface SalesQuery {
  from: string;
  to: string;
  group: SalesGroup;
  /** Keys the cache: product and method names come in the request's language. */
  lang: Language;
}

// The staff's own store only: the server knows it from the token. Orders moving on change the figures, so the
// report is fetched again whenever the board's orders are.
export const reportsApi = staffApi.injectEndpoints({
  endpoints: (build) => ({
    getSalesReport: build.query<SalesReport, SalesQuery>({
      queryFn: authorized(({ from, to, group }: SalesQuery) => ({
        url: salesReportRoute,
        params: { from, to, group },
      })),
      providesTags: ['StaffOrders'],
    }),
  }),
});

export const { useGetSalesReportQuery } = reportsApi;

export interface CsvFile {
  blob: Blob;
  filename: string;
}

/** The name the server gives the file (`Content-Disposition`), else one made the same way. */
function filenameOf(disposition: string | null, fallback: string): string {
  const match = disposition?.match(/filename="?([^";]+)"?/i);
  return match?.[1] ?? fallback;
}

/**
 * The report as the server's CSV file, fetched with the staff member's token (renewed once on a 401, as every
 * staff call is). Answers the file, or the HTTP status (or `FETCH_ERROR`) it failed with.
 */
export async function fetchSalesCsv(
  { from, to, group, lang }: SalesQuery,
  fetchFn: typeof fetch = fetch,
): Promise<
  { data: CsvFile; error?: undefined } | { error: { status: number | 'FETCH_ERROR'; message?: string } }
> {
  const search = new URLSearchParams({ from, to, group, format: 'csv' });
  const url = `${urlOf(salesReportRoute)}?${search}`;
  return withSession(staffSession, url, async (authorization) => {
    try {
      const response = await fetchFn(url, {
        headers: { 'Accept-Language': lang, ...(authorization ? { Authorization: authorization } : {}) },
      });
      if (!response.ok) {
        const body = (await response.json().catch(() => null)) as { message?: string } | null;
        return { error: { status: response.status, message: body?.message } };
      }
      const filename = filenameOf(response.headers.get('Content-Disposition'), `sales-${from}-${to}.csv`);
      return { data: { blob: await response.blob(), filename } };
    } catch {
      return { error: { status: 'FETCH_ERROR' as const } };
    }
  });
}

/** Hands a file to the browser to save, under its name, then lets the object URL go. */
export function saveFile({ blob, filename }: CsvFile): void {
  const href = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = href;
  link.download = filename;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked on the next task: some browsers start the download only after the click's task ends.
  setTimeout(() => URL.revokeObjectURL(href), 0);
}
