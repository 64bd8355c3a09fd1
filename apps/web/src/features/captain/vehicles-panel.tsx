import { useState } from 'react';
import { apiProblem, problemText } from '../../lib/api-error';
import { useLanguage } from '../../lib/use-translation';
import { useDeleteVehicleMutation, useGetVehiclesQuery } from './captain-api';
import { useCaptainMessages } from './messages';
import { VehicleForm } from './vehicle-form';

/**
 * The captain's vehicles, each with its photo, a button that opens the same form to change it, and a delete
 * button; below them the form that adds one.
 */
export function VehiclesPanel() {
  const t = useCaptainMessages();
  const lang = useLanguage();
  const vehicles = useGetVehiclesQuery(lang);
  const [remove] = useDeleteVehicleMutation();
  const [deleting, setDeleting] = useState<number | undefined>(undefined);
  const [problem, setProblem] = useState('');
  const [editing, setEditing] = useState<number | undefined>(undefined);
  const [notice, setNotice] = useState('');

  const onDelete = async (id: number, plate: string) => {
    if (!window.confirm(t('deleteConfirm', { plate }))) return;
    setDeleting(id);
    setProblem('');
    setNotice('');
    try {
      await remove(id).unwrap();
    } catch (error) {
      setProblem(problemText(apiProblem(error), lang, t('offline')));
    } finally {
      setDeleting(undefined);
    }
  };

  return (
    <section className="captain-panel" aria-labelledby="captain-vehicles-title">
      <h2 id="captain-vehicles-title">{t('vehiclesTitle')}</h2>
      {vehicles.isLoading ? <p className="captain-muted">{t('loading')}</p> : null}
      {vehicles.isSuccess && vehicles.data.length === 0 ? (
        <p className="captain-muted">{t('noVehicles')}</p>
      ) : null}
      <p className="form-problem" role="alert">
        {problem}
      </p>
      <p className="form-success" role="status">
        {notice}
      </p>
      <ul className="captain-list">
        {(vehicles.data ?? []).map((vehicle) => (
          <li key={vehicle.id} className="captain-vehicle">
            {vehicle.photo ? (
              <img className="captain-vehicle__photo" src={vehicle.photo} alt="" width={72} height={54} />
            ) : (
              <span className="captain-vehicle__photo" aria-hidden="true" />
            )}
            <div className="captain-vehicle__text">
              <strong>{vehicle.plate_number}</strong>
              <span>{vehicle.vehicle_type.name}</span>
              <span className="captain-muted">
                {t('vehicleLine', {
                  make: vehicle.make,
                  model: vehicle.model,
                  colour: vehicle.colour,
                  year: vehicle.year,
                })}
              </span>
            </div>
            <div className="captain-vehicle__actions">
              <button
                type="button"
                className="button captain-edit"
                aria-expanded={editing === vehicle.id}
                onClick={() => {
                  setNotice('');
                  setEditing(editing === vehicle.id ? undefined : vehicle.id);
                }}
              >
                {editing === vehicle.id ? t('cancelEdit') : t('edit', { plate: vehicle.plate_number })}
              </button>
              <button
                type="button"
                className="button captain-delete"
                aria-busy={deleting === vehicle.id || undefined}
                onClick={() => void onDelete(vehicle.id, vehicle.plate_number)}
              >
                {deleting === vehicle.id ? t('deleting') : t('delete', { plate: vehicle.plate_number })}
              </button>
            </div>
            {editing === vehicle.id ? (
              <div className="captain-vehicle__edit">
                <VehicleForm
                  vehicle={vehicle}
                  onDone={() => {
                    setEditing(undefined);
                    setNotice(t('changed'));
                  }}
                />
              </div>
            ) : null}
          </li>
        ))}
      </ul>
      {editing === undefined ? <VehicleForm onDone={() => setNotice('')} /> : null}
    </section>
  );
}
