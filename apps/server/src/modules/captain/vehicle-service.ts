/**
 * The rules of a captain's vehicles: a plate is registered once, a captain keeps a handful of vehicles, and a
 * vehicle carrying a trip is neither changed nor removed until the trip ends (the customer is looking for it).
 */
import {
  MAX_VEHICLES_PER_CAPTAIN,
  normalizePlate,
  type Vehicle,
  type VehicleSaveFields,
} from '@suuq/shared/captain';
import { type Language } from '@suuq/shared/labels';
import type { Db } from '../../db/client';
import { withTransaction } from '../../db/tx';
import { ConflictError, fieldProblem, InvalidError, notFound } from '../../lib/domain-error';
import { violates } from '../../db/pg-errors';
import type { VehiclePhotoStore } from './vehicle-photo-store';
import type { VehicleRepository } from './vehicle-repository';

const PLATE_INDEX = 'vehicles_plate_in_use_idx';

export class VehicleService {
  constructor(
    private readonly db: Db,
    private readonly vehicles: VehicleRepository,
    private readonly photos: VehiclePhotoStore,
  ) {}

  /**
   * Adds a vehicle (`created: true`) or changes one of the captain's. The photo, when given, is stored first and
   * removed again if the change does not go through; a replaced photo is removed once the change is saved.
   */
  async save(
    captainId: number,
    fields: VehicleSaveFields,
    photo: Buffer | undefined,
    lang: Language,
  ): Promise<{ vehicle: Vehicle; created: boolean }> {
    const plate = fields.plate_number === undefined ? undefined : normalizePlate(fields.plate_number);
    if (fields.vehicle_type_id !== undefined && !(await this.vehicles.activeType(fields.vehicle_type_id))) {
      throw fieldProblem('invalid', 'vehicleTypeUnknown', 'vehicle_type_id');
    }
    const stored = photo ? await this.photos.save(photo) : undefined;
    let id: number;
    let replaced: string | null = null;
    try {
      id = await withTransaction(this.db, async (tx) => {
        // One captain's saves run one at a time, so the vehicle limit holds under concurrent requests.
        await this.vehicles.lockCaptain(captainId, tx);
        const now = new Date();
        if (fields.id === undefined) {
          if ((await this.vehicles.countInUse(captainId, tx)) >= MAX_VEHICLES_PER_CAPTAIN) {
            throw new InvalidError('vehicleLimit', { n: MAX_VEHICLES_PER_CAPTAIN });
          }
          return this.vehicles.insert(
            {
              captainId,
              vehicleTypeId: fields.vehicle_type_id!,
              plateNumber: plate!,
              make: fields.make!,
              model: fields.model!,
              colour: fields.colour!,
              year: fields.year!,
              photo: stored ?? null,
              createdAt: now,
              updatedAt: now,
            },
            tx,
          );
        }

        const current = await this.vehicles.get(captainId, fields.id, tx);
        if (!current) throw notFound();
        if (await this.vehicles.onOpenTrip(current.id, tx)) throw new ConflictError('vehicleInUse');
        await this.vehicles.update(
          current.id,
          {
            ...(fields.vehicle_type_id !== undefined && { vehicleTypeId: fields.vehicle_type_id }),
            ...(plate !== undefined && { plateNumber: plate }),
            ...(fields.make !== undefined && { make: fields.make }),
            ...(fields.model !== undefined && { model: fields.model }),
            ...(fields.colour !== undefined && { colour: fields.colour }),
            ...(fields.year !== undefined && { year: fields.year }),
            ...(stored !== undefined && { photo: stored }),
            updatedAt: now,
          },
          tx,
        );
        if (stored !== undefined) replaced = current.photo;
        return current.id;
      });
    } catch (error) {
      await this.photos.remove(stored);
      if (violates(error, PLATE_INDEX)) throw fieldProblem('conflict', 'plateTaken', 'plate_number');
      throw error;
    }
    await this.photos.remove(replaced);
    const vehicle = await this.vehicles.view(captainId, id, lang);
    if (!vehicle) throw notFound();
    return { vehicle, created: fields.id === undefined };
  }

  /** Removes one of the captain's vehicles from use; its photo goes, its trips keep naming it. */
  async remove(captainId: number, id: number): Promise<void> {
    const photo = await withTransaction(this.db, async (tx) => {
      const current = await this.vehicles.get(captainId, id, tx);
      if (!current) throw notFound();
      if (await this.vehicles.onOpenTrip(current.id, tx)) throw new ConflictError('vehicleInUse');
      await this.vehicles.update(
        current.id,
        { deletedAt: new Date(), photo: null, updatedAt: new Date() },
        tx,
      );
      return current.photo;
    });
    await this.photos.remove(photo);
  }
}
