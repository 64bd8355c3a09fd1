/**
 * The whole Suuq domain as one Drizzle schema (PostgreSQL dialect), written one file per domain. The same schema
 * and the same generated migrations serve the embedded PGlite database and a real PostgreSQL server. The database
 * client and drizzle-kit read this index; code imports the tables from here.
 *
 * Money columns are integer minor units (cents). Text a shopper reads exists in English (`*_en`) and, where it
 * differs, Somali (`*_so`, null falls back to English).
 */
export * from './catalog';
export * from './accounts';
export * from './orders';
export * from './pages';
export * from './captain';
export * from './shop';
export * from './payments';
export * from './notifications';
export * from './operator';
export * from './dispatch';
export * from './captain-standing';
