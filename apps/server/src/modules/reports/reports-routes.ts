/** A store's sales report, for its staff (their own store only), as JSON or as a CSV file. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope, errorResponse } from '@suuq/shared/api';
import { answering, urlOf, verb } from '@suuq/shared/routes';
import { salesReportRoute } from '@suuq/shared/routes-merchant';
import { salesReport, salesReportQuery } from '@suuq/shared/sales-report';
import { requestLanguage } from '../../lib/lang';
import { staffStoreOf } from '../../lib/staff-store';
import type { ReportsDeps } from './reports-module';
import { salesCsv, salesCsvFilename } from './sales-csv';

const errors = { 401: errorResponse, 403: errorResponse, 404: errorResponse, 422: errorResponse };

export const reportsRoutes: FastifyPluginAsyncZod<{ deps: ReportsDeps }> = async (app, { deps }) => {
  const { reports } = deps;

  app[verb(salesReportRoute)](
    urlOf(salesReportRoute),
    {
      onRequest: [app.authenticate, app.requireRole('staff')],
      schema: {
        tags: ['staff'],
        security: [{ bearer: [] }],
        description:
          'The store’s sales from `from` to `to` inclusive (at most a year; 422 otherwise), whole days in the ' +
          'store’s time zone (`time_zone`), by `group`: `day` (every day of the period, zero or not), ' +
          '`payment_method` or `product` (names in the caller’s language where a Somali one exists). Delivered ' +
          'orders are sales; refunds (what went back to customers of the period’s orders), delivery fees, ' +
          'container deposits and discounts are apart; `total` is what was paid for the sales. By product, fees ' +
          'and refunds belong to orders and are in `totals` only. `format=csv` answers the same figures as a ' +
          '`text/csv` file (UTF-8 with a byte order mark, a header row in the caller’s language, a last line of ' +
          'totals, named `sales-<store>-<from>-<to>.csv`).',
        querystring: salesReportQuery,
        response: {
          200: {
            description: 'The report as JSON, or with `format=csv` as a CSV file.',
            content: {
              'application/json': { schema: answering(salesReportRoute, envelope(salesReport)) },
              'text/csv': {
                schema: z.string().meta({
                  description:
                    'UTF-8 with a byte order mark; a header row, one line per group and one of totals; CRLF.',
                }),
              },
            },
          },
          ...errors,
        },
      },
    },
    async (request, reply) => {
      const { from, to, group, format } = request.query;
      const lang = requestLanguage(request);
      const { report, store } = await reports.sales(staffStoreOf(request.auth), { from, to, group }, lang);
      if (format === 'json') return reply.type('application/json; charset=utf-8').send({ data: report });
      const filename = salesCsvFilename(store.slug, report.from, report.to);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${filename}"`)
        .header('cache-control', 'private, no-store')
        .send(salesCsv(report, lang));
    },
  );
};
