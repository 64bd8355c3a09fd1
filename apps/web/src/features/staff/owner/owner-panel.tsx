import type { Store } from '@suuq/shared/catalog';
import { MoneyPanel } from './money-panel';
import type { OwnerTab } from './owner-tabs';
import { TeamPanel } from './team-panel';
import './owner.css';

/** The owner's tabs' panels, in their own chunk: other staff never download them. */
export function OwnerPanel({ tab, store }: { tab: OwnerTab; store: Store | null | undefined }) {
  return tab === 'team' ? <TeamPanel /> : <MoneyPanel store={store} />;
}
