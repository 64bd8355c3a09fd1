/**
 * The reports module: what a store's owners and staff read of their own numbers. Its sales report groups the
 * period's orders by local day, payment method or product, as JSON or as a CSV file. It reads the orders' tables
 * and needs no other module.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Core } from '../../core';
import { ReportsRepository } from './reports-repository';
import { reportsRoutes } from './reports-routes';
import { ReportsService } from './reports-service';

export interface ReportsDeps {
  reports: ReportsService;
}

export function createReportsModule({ db }: Core): ReportsDeps {
  return { reports: new ReportsService(new ReportsRepository(db)) };
}

export const reportsModule: FastifyPluginAsyncZod<{ deps: ReportsDeps }> = async (app, { deps }) => {
  await app.register(reportsRoutes, { deps });
};
