import type { ComponentType } from 'react';
import { useLocation } from 'react-router';
import { loadFeatureMessages } from '../../lib/i18n';
import { preloadable } from '../../lib/preloadable';

/** A console fetched when it first renders, its words (in Somali) before it shows. */
const consoleOf = (load: () => Promise<ComponentType>) =>
  preloadable(async () => {
    const screen = await load();
    await loadFeatureMessages();
    return screen;
  });

const AdminScreen = consoleOf(() => import('../../features/admin/admin-screen').then((m) => m.AdminScreen));
const CaptainScreen = consoleOf(() =>
  import('../../features/captain/captain-screen').then((m) => m.CaptainScreen),
);

/**
 * The captain's and the operator's consoles, one route module for both (`/captain`, `/admin`): each console is
 * fetched when it first renders, and one small module in the app's entry costs the home route one loader and one
 * file name instead of two (docs/decisions/029-operator-console.md).
 */
export default function Consoles() {
  return useLocation().pathname.startsWith('/admin') ? <AdminScreen /> : <CaptainScreen />;
}
