import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, nameI18n } from './_columns.js';

/** What a bill line is for. System types (seeded) are the ones billing refers to by code. */
export const expenseTypes = pgTable(
  'expense_types',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    nameI18n: nameI18n(),
    code: text('code').notNull(),
    explain: text('explain').notNull().default(''),
    systemVariables: boolean('system_variables').notNull().default(false),
    displayOrder: integer('display_order').notNull().default(0),
    creationTime: createdAt(),
  },
  (t) => [
    uniqueIndex('expense_types_code_uq').on(t.code),
    index('expense_types_order_idx').on(t.displayOrder, t.id),
    index('expense_types_name_trgm').using('gin', sql`${t.name} gin_trgm_ops`),
  ],
);
