import { DEFAULT_LOCAL_SERVICE_CONNECTION, type Texts } from '@wms/contract';
import { boolean, index, integer, jsonb, pgTable, primaryKey, serial, smallint, text } from 'drizzle-orm/pg-core';
import { createdAt } from './_columns.js';
import { users } from './identity.js';

export const quickNavigations = pgTable(
  'quick_navigations',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    path: text('path').notNull(),
    sort: integer('sort').notNull().default(0),
    creationTime: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.path] })],
);

export const userMessages = pgTable(
  'user_messages',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    infoType: smallint('info_type').notNull().default(1),
    title: text('title').notNull(),
    message: text('message').notNull(),
    messageType: text('message_type').notNull().default('info'),
    /** A message the system wrote (an event's consumer) in the three languages; the reader sees
     * theirs. Null for a message a person wrote in the one language they used (`title`). */
    texts: jsonb('texts').$type<{ title: Texts; message: Texts }>(),
    isRead: boolean('is_read').notNull().default(false),
    creationTime: createdAt(),
  },
  (t) => [
    index('user_messages_user_idx').on(t.userId, t.creationTime),
    index('user_messages_unread_idx').on(t.userId, t.isRead),
  ],
);

export const userConfigurations = pgTable('user_configurations', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  localServiceConnection: text('local_service_connection').notNull().default(DEFAULT_LOCAL_SERVICE_CONNECTION),
  pickingListColumns: integer('picking_list_columns').notNull().default(1),
  pickingListRows: integer('picking_list_rows').notNull().default(1),
  getCameraKeyUp: text('get_camera_key_up').notNull().default(''),
  getElectronicScaleValueKeyUp: text('get_electronic_scale_value_key_up').notNull().default(''),
});
