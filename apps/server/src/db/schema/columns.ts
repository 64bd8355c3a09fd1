/** Column helpers every domain's tables share. */
import { customType, timestamp } from 'drizzle-orm/pg-core';

/** PostgreSQL full-text vector; only ever written by generated columns. */
export const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
