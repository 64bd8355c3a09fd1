/**
 * Information pages (about, privacy, terms, contact), in English and Somali.
 */
import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

export const pages = pgTable('pages', {
  slug: text('slug').primaryKey(),
  titleEn: text('title_en').notNull(),
  titleSo: text('title_so'),
  bodyEn: text('body_en').notNull(),
  bodySo: text('body_so'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
