import { timestamp } from 'drizzle-orm/pg-core';

/** Times are stored as timestamptz and sent as ISO 8601 UTC strings. */
export const createdAt = () => timestamp('creation_time', { withTimezone: true, mode: 'date' }).notNull().defaultNow();
export const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
