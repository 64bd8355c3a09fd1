import { useState } from 'react';
import type { Store } from '@suuq/shared/catalog';
import { Loading } from '../../../components/ui/load-state';
import { SectionNav } from '../section-nav';
import { useStaffMessages } from '../messages';
import { ClosuresForm } from './closures-form';
import { HoursForm } from './hours-form';
import { OpenNow } from './open-now';
import { OrderingForm } from './ordering-form';
import { PrepForm } from './prep-form';
import {
  useGetHoursQuery,
  useGetOrderingQuery,
  useGetPrepQuery,
  useGetSlotSettingsQuery,
  useGetZonesQuery,
} from './settings-api';
import { SlotsForm } from './slots-form';
import { ZonesForm } from './zones-form';
import './settings.css';

type Section = 'hours' | 'closures' | 'slots' | 'zones' | 'ordering' | 'prep';
const SECTIONS: readonly {
  section: Section;
  label: 'hoursTab' | 'closuresTab' | 'slotsTab' | 'zonesTab' | 'orderingTab' | 'prepTab';
}[] = [
  { section: 'hours', label: 'hoursTab' },
  { section: 'closures', label: 'closuresTab' },
  { section: 'slots', label: 'slotsTab' },
  { section: 'zones', label: 'zonesTab' },
  { section: 'ordering', label: 'orderingTab' },
  { section: 'prep', label: 'prepTab' },
];

function Failed() {
  const t = useStaffMessages();
  return (
    <p className="staff-problem" role="alert">
      {t('loadFailed')}
    </p>
  );
}

function HoursSection({ closures }: { closures: boolean }) {
  // Each form starts from what the server holds; the other half of the same document is sent as it holds it now.
  const { data, isLoading, isError } = useGetHoursQuery();
  if (isLoading) return <Loading />;
  if (isError || !data) return <Failed />;
  return closures ? <ClosuresForm value={data} /> : <HoursForm value={data} />;
}

function SlotsSection() {
  const { data, isLoading, isError } = useGetSlotSettingsQuery();
  if (isLoading) return <Loading />;
  if (isError || !data) return <Failed />;
  return <SlotsForm value={data} />;
}

function PrepSection() {
  const { data, isLoading, isError } = useGetPrepQuery();
  if (isLoading) return <Loading />;
  if (isError || !data) return <Failed />;
  return <PrepForm value={data} />;
}

function ZonesSection({ store }: { store: Store }) {
  const { data, isLoading, isError } = useGetZonesQuery();
  if (isLoading) return <Loading />;
  if (isError || !data) return <Failed />;
  return <ZonesForm value={data} center={{ lat: store.lat, lng: store.lng }} currency={store.currency} />;
}

function OrderingSection() {
  const { data, isLoading, isError } = useGetOrderingQuery();
  if (isLoading) return <Loading />;
  if (isError || !data) return <Failed />;
  return <OrderingForm value={data} />;
}

/**
 * The store's settings: opening now outside the hours (while closed), then each part in its own section: the
 * week's hours, dated closures, orders for later, delivery zones, how the store takes orders, and its preparation time.
 */
export function SettingsPanel({ store }: { store: Store | null | undefined }) {
  const t = useStaffMessages();
  const [section, setSection] = useState<Section>('hours');
  return (
    <section className="staff-settings" aria-label={t('settingsTab')}>
      {store ? <OpenNow store={store} /> : null}
      <SectionNav
        className="staff-settings__nav"
        label={t('settingsSections')}
        sections={SECTIONS.map(({ section: each, label }) => ({ section: each, label: t(label) }))}
        current={section}
        choose={setSection}
      />
      {section === 'hours' || section === 'closures' ? (
        <HoursSection key={section} closures={section === 'closures'} />
      ) : section === 'slots' ? (
        <SlotsSection />
      ) : section === 'ordering' ? (
        <OrderingSection />
      ) : section === 'prep' ? (
        <PrepSection />
      ) : store ? (
        <ZonesSection store={store} />
      ) : (
        <Loading />
      )}
    </section>
  );
}
