/**
 * Demo accounts, loaded with the demo catalog: one staff member per store, who is its owner (so orders can be
 * moved along and staff taken on), one customer, two captains and the platform operator. Their passwords are public (they are printed in the README): never load them into a
 * store that takes real orders.
 */
import type { Role } from '@suuq/shared/accounts';
import { hashPassword } from '../../modules/accounts/passwords';
import { inArray } from 'drizzle-orm';
import { captainStandings, stores as storesTable, users } from '../schema';
import { catalog } from './catalog-data';
import type { Db } from '../client';

export interface DemoUser {
  name: string;
  /** Signs in as the username; the email works as well. */
  phone: string;
  email: string;
  password: string;
  role: Role;
  /** The store a staff member works for. */
  storeSlug: string | null;
  /** Staff: the store's owner (each demo store's one staff member is). */
  isOwner?: boolean;
}

const STAFF_NAMES = [
  'Cabdi Xasan',
  'Hodan Maxamed',
  'Yuusuf Cali',
  'Sahra Nuur',
  'Xamza Axmed',
  'Ifrah Cumar',
  'Maxamuud Jaamac',
  'Ubah Faarax',
  'Bashiir Aadan',
  'Nimco Ismaaciil',
  'Liibaan Yuusuf',
  'Fardowsa Warsame',
];

/**
 * The demo accounts for a list of stores: staff member n (from 1, in store order) is +2526100001nn (e.g.
 * +252610000101) or staff@<store slug>.suuq.so, with the password suuq-staff-<n>.
 */
export function demoUsers(stores: readonly { slug: string; name: string }[]): DemoUser[] {
  const staff = stores.map((store, index): DemoUser => ({
    // A person's name, as staff have: the board greets them by it in either language.
    name: STAFF_NAMES[index % STAFF_NAMES.length]!,
    phone: `+2526100001${String(index + 1).padStart(2, '0')}`,
    email: `staff@${store.slug}.suuq.so`,
    password: `suuq-staff-${index + 1}`,
    role: 'staff',
    storeSlug: store.slug,
    isOwner: true,
  }));
  return [
    {
      name: 'Amina Warsame',
      phone: '+252610000001',
      email: 'customer@suuq.so',
      password: 'suuq-customer',
      role: 'customer',
      storeSlug: null,
    },
    {
      name: 'Abdi Farah',
      phone: '+252610000002',
      email: 'captain@suuq.so',
      password: 'suuq-captain',
      role: 'captain',
      storeSlug: null,
    },
    {
      name: 'Hodan Yusuf',
      phone: '+252610000003',
      email: 'captain2@suuq.so',
      password: 'suuq-captain-2',
      role: 'captain',
      storeSlug: null,
    },
    {
      name: 'Sagal Osman',
      phone: '+252610000009',
      email: 'operator@suuq.so',
      password: 'suuq-operator',
      role: 'admin',
      storeSlug: null,
    },
    ...staff,
  ];
}

/** The demo accounts of the shipped catalog, for the README and for tests. */
export const DEMO_USERS: readonly DemoUser[] = demoUsers(catalog.stores);

/** Hashes, shared by every seeding in this process: argon2 is slow on purpose, and tests seed many databases. */
const hashes = new Map<string, Promise<string>>();
function hashOnce(password: string): Promise<string> {
  let hashed = hashes.get(password);
  if (!hashed) {
    hashed = hashPassword(password);
    hashes.set(password, hashed);
  }
  return hashed;
}

type Executor = Pick<Db, 'insert' | 'select'>;

/** Inserts the demo accounts for the stores just seeded; answers how many. */
export async function seedUsers(tx: Executor, stores: readonly { slug: string; name: string }[]) {
  const accounts = demoUsers(stores);
  const slugs = stores.map((store) => store.slug);
  const storeRows = slugs.length
    ? await tx
        .select({ id: storesTable.id, slug: storesTable.slug })
        .from(storesTable)
        .where(inArray(storesTable.slug, slugs))
    : [];
  const storeIds = new Map(storeRows.map((row) => [row.slug, row.id]));
  // Hashed in parallel: each runs on its own libuv thread.
  const hashed = await Promise.all(accounts.map((account) => hashOnce(account.password)));
  const inserted = await tx
    .insert(users)
    .values(
      accounts.map((account, index) => ({
        name: account.name,
        phone: account.phone,
        email: account.email,
        passwordHash: hashed[index]!,
        role: account.role,
        storeId: account.storeSlug ? (storeIds.get(account.storeSlug) ?? null) : null,
        isOwner: account.isOwner ?? false,
      })),
    )
    .returning({ id: users.id, role: users.role });
  // The demo captains are taken on already: they may go on duty.
  const captains = inserted.filter((row) => row.role === 'captain');
  if (captains.length) {
    await tx
      .insert(captainStandings)
      .values(
        captains.map((row) => ({ userId: row.id, status: 'approved' as const, decidedAt: new Date() })),
      );
  }
  return accounts.length;
}
