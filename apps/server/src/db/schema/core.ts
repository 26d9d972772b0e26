import { boolean, index, integer, pgTable, primaryKey, serial, smallint, text } from 'drizzle-orm/pg-core';
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
  localServiceConnection: text('local_service_connection').notNull().default('ws://127.0.0.1:5000'),
  pickingListColumns: integer('picking_list_columns').notNull().default(1),
  pickingListRows: integer('picking_list_rows').notNull().default(1),
  getCameraKeyUp: text('get_camera_key_up').notNull().default(''),
  getElectronicScaleValueKeyUp: text('get_electronic_scale_value_key_up').notNull().default(''),
});
