/**
 * Taking captains on: a captain applies (anyone, limited per client address and per phone), which makes their
 * account (role captain, with no password they know) pending; the operator approves them, which sends a one-time
 * sign-in code by SMS, or suspends them, which takes them off duty and out of the trips offered at once. Every
 * decision is on the audit trail, written in its transaction.
 */
import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { normalizePlate, PLATE_PATTERN } from '@suuq/shared/captain';
import type {
  AdminCaptain,
  CaptainApplicationRequest,
  CaptainStatus,
  CaptainStatusRequest,
} from '@suuq/shared/captain-applications';
import type { Language } from '@suuq/shared/labels';
import type { Db } from '../../db/client';
import { uniqueViolationText } from '../../db/pg-errors';
import { withTransaction } from '../../db/tx';
import { ConflictError, fieldProblem, NotFoundError, TooManyError } from '../../lib/domain-error';
import { localized } from '../../lib/lang';
import type { LiveBus } from '../../lib/live-bus';
import { hashPassword, type RateLimitRepository } from '../accounts/accounts-module';
import type { CaptainRow, CaptainStandingRepository } from './captain-standing-repository';
import type { OperatorRepository } from './operator-repository';
import type { SignInCodeService } from './sign-in-codes';
import { accountPhone, type Actor } from './store-admin-service';

const IP_BUCKET = 'captain-application:ip';
const PHONE_BUCKET = 'captain-application:phone';

export function toAdminCaptain(row: CaptainRow, lang: Language): AdminCaptain {
  return {
    id: row.id,
    name: row.name,
    phone: row.phone,
    vehicle_type: row.vehicle
      ? {
          id: row.vehicle.type.id,
          slug: row.vehicle.type.slug,
          name: localized(lang, row.vehicle.type.nameEn, row.vehicle.type.nameSo),
        }
      : null,
    plate_number: row.vehicle?.plateNumber ?? null,
    status: row.standing.status,
    reason: row.standing.reason,
    on_duty: row.onDuty,
    applied_at: row.standing.appliedAt.toISOString(),
    decided_at: row.standing.decidedAt?.toISOString() ?? null,
  };
}

export class CaptainAdminService {
  constructor(
    private readonly db: Db,
    private readonly standings: CaptainStandingRepository,
    private readonly operator: OperatorRepository,
    private readonly codes: SignInCodeService,
    private readonly limiter: RateLimitRepository,
    private readonly bus: LiveBus,
    private readonly log: FastifyBaseLogger,
    private readonly appliesPerHour: number,
  ) {}

  async apply(body: CaptainApplicationRequest, ip: string): Promise<{ id: number; status: 'pending' }> {
    const phone = accountPhone(body.phone);
    const hour = 60 * 60;
    const { counts } = await this.limiter.record([
      { bucket: IP_BUCKET, key: ip, windowSeconds: hour },
      { bucket: PHONE_BUCKET, key: phone, windowSeconds: hour },
    ]);
    if (counts.some((count) => count > this.appliesPerHour)) throw new TooManyError(hour);

    const plate = normalizePlate(body.plate_number);
    if (!PLATE_PATTERN.test(plate)) throw fieldProblem('invalid', 'vehiclePlate', 'plate_number');
    if (!(await this.standings.activeVehicleType(body.vehicle_type_id))) {
      throw fieldProblem('invalid', 'vehicleTypeChoice', 'vehicle_type_id');
    }
    if (await this.standings.plateInUse(plate)) throw fieldProblem('conflict', 'plateTaken', 'plate_number');

    const captain = await withTransaction(this.db, async (tx) => {
      if (await this.operator.lockUserByPhone(phone, tx)) {
        throw fieldProblem('conflict', 'captainPhoneHasAccount', 'phone');
      }
      let user;
      try {
        // In a savepoint, so a phone registered in the same instant is answered, not a broken transaction.
        user = await tx.transaction(async (inner) =>
          this.operator.insertUser(
            {
              name: body.name,
              phone,
              passwordHash: await hashPassword(randomBytes(24).toString('base64url')),
              role: 'captain',
            },
            inner,
          ),
        );
      } catch (error) {
        if (uniqueViolationText(error)?.includes('phone')) {
          throw fieldProblem('conflict', 'captainPhoneHasAccount', 'phone');
        }
        throw error;
      }
      await this.standings.addStanding(
        { userId: user.id, status: 'pending', vehicleTypeId: body.vehicle_type_id, plateNumber: plate },
        tx,
      );
      return user;
    });
    return { id: captain.id, status: 'pending' };
  }

  async captains(
    status: CaptainStatus | undefined,
    page: { page: number; perPage: number },
    lang: Language,
  ): Promise<{ rows: AdminCaptain[]; total: number }> {
    const { rows, total } = await this.standings.captains(status, page);
    return { rows: rows.map((row) => toAdminCaptain(row, lang)), total };
  }

  /**
   * Approves a captain (a one-time sign-in code goes to their phone) or suspends them (off duty at once, and out
   * of every offers channel in every process). Of two operators making the same decision at once, the second
   * waits for the first's lock and is answered 409, so one code is sent.
   */
  async setStatus(
    actor: Actor,
    id: number,
    body: CaptainStatusRequest,
    lang: Language,
  ): Promise<AdminCaptain> {
    const decided = await withTransaction(this.db, async (tx) => {
      const standing = await this.standings.lockStanding(id, tx);
      if (!standing) throw new NotFoundError('captainNotFound');
      if (standing.status === body.status) {
        throw new ConflictError(
          body.status === 'approved' ? 'captainAlreadyApproved' : 'captainAlreadySuspended',
        );
      }
      const reason = body.reason ?? null;
      await this.standings.decide(id, { status: body.status, reason, decidedBy: actor.id }, tx);
      if (body.status === 'suspended') {
        await this.standings.offDuty(id, tx);
      } else {
        const user = await this.operator.userById(id, tx);
        await this.codes.issue(user!, 'captain', '', tx);
      }
      await this.operator.audit(
        {
          actorId: actor.id,
          action: body.status === 'approved' ? 'captain.approve' : 'captain.suspend',
          target: `captain:${id}`,
          details: { from: standing.status, ...(reason ? { reason } : {}) },
        },
        tx,
      );
      return (await this.standings.captain(id, tx))!;
    });
    if (body.status === 'suspended') {
      // Every socket server asks again, now, who may stay on the offers channels.
      await this.bus
        .publish({ event: 'access.revoked', channel: 'access', data: { user_id: id } })
        .catch((err: unknown) => this.log.warn({ err, userId: id }, 'access revocation not published'));
    }
    return toAdminCaptain(decided, lang);
  }
}
