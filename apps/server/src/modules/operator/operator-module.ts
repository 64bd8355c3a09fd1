/**
 * The operator module: running the platform. Shops apply to join and the operator approves them (the store and its
 * owner's account at once), adds, changes and suspends stores, and reads the audit trail of it all; owners take on
 * and remove their staff; the people taken on sign in with a one-time code sent by SMS (`SignInCodeSender`: a
 * text through the notifications' outbox, in the transaction that took them on); the money between Suuq, its stores and its captains: statements read from the ledger, and payouts.
 * Captains apply to drive and the operator approves or suspends them.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Core } from '../../core';
import { RateLimitRepository, type AccountsDeps } from '../accounts/accounts-module';
import { CaptainAdminService } from './captain-admin-service';
import { captainRoutes } from './captain-routes';
import { CaptainStandingRepository } from './captain-standing-repository';
import { LedgerRepository } from './ledger-repository';
import { ledgerRoutes } from './ledger-routes';
import { LedgerService } from './ledger-service';
import { OperatorRepository } from './operator-repository';
import { operatorRoutes } from './operator-routes';
import type { OutboxService } from '../notifications/notifications-module';
import { OutboxSignInCodeSender, SignInCodeService, type SignInCodeSender } from './sign-in-codes';
import { StaffService } from './staff-service';
import { StoreAdminService } from './store-admin-service';
import { staffRoutes } from './staff-routes';

export type { SignInCodeMessage, SignInCodeSender } from './sign-in-codes';

export interface OperatorDeps {
  stores: StoreAdminService;
  staff: StaffService;
  codes: SignInCodeService;
  ledger: LedgerService;
  captains: CaptainAdminService;
}

export function createOperatorModule(
  { db, bus, env, log }: Core,
  accounts: Pick<AccountsDeps, 'auth' | 'sessions'>,
  outbox: Pick<OutboxService, 'enqueueSms'>,
  sender: SignInCodeSender = new OutboxSignInCodeSender(outbox),
): OperatorDeps {
  const repository = new OperatorRepository(db);
  const limiter = new RateLimitRepository(db);
  const codes = new SignInCodeService(db, sender, accounts, limiter);
  return {
    codes,
    stores: new StoreAdminService(
      db,
      repository,
      codes,
      limiter,
      bus,
      log,
      env.STORE_APPLICATIONS_PER_IP_PER_HOUR,
    ),
    staff: new StaffService(db, repository, codes, bus, log),
    ledger: new LedgerService(db, new LedgerRepository(db), repository),
    captains: new CaptainAdminService(
      db,
      new CaptainStandingRepository(db),
      repository,
      codes,
      limiter,
      bus,
      log,
      env.CAPTAIN_APPLICATIONS_PER_HOUR,
    ),
  };
}

export const operatorModule: FastifyPluginAsyncZod<{ deps: OperatorDeps }> = async (app, { deps }) => {
  await app.register(operatorRoutes, { deps });
  await app.register(staffRoutes, { deps });
  await app.register(ledgerRoutes, { deps });
  await app.register(captainRoutes, { deps });
};
