import { AccountType } from '@wms/contract';
import { and, eq, getTableColumns, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Queryable } from '../db/client.js';
import { users } from '../db/schema/index.js';
import { type Auth, isStaff } from './auth.js';
import { invalid, notFound } from './errors.js';
import { customerOwn, ownedBy, ownerScope, writeOwner } from './owner-scope.js';

/**
 * The owner scoping of a set-up area over a customer-owned table (`SetupArea.owner`), made of the
 * helpers of owner-scope.ts: a customer reaches only their own rows (another's is Code 3, as if it
 * did not exist) and owns what they add; staff reach every owner's, filter lists by `UserId` and
 * name the owner of a new row in `OwnerId`, which must be a customer (Code 2 on it otherwise).
 * Without an owner column every part is a no-op.
 */
export function setupOwner(table: PgTable, column: PgColumn | undefined) {
  const columns = getTableColumns(table) as Record<string, PgColumn>;
  const key = column && Object.keys(columns).find((k) => columns[k] === column);
  return {
    /** The list's part of the where-clause. */
    list: (auth: Auth, userId: unknown): SQL | undefined =>
      column && ownedBy(column, ownerScope(auth, userId as number | undefined)),
    /** Rows a change of many (deactivate) may touch. */
    many: (auth: Auth): SQL | undefined => column && ownedBy(column, customerOwn(auth)),
    /** Code 3 unless the caller may reach this row. */
    reach(auth: Auth, row: Record<string, unknown>) {
      const own = column && customerOwn(auth);
      if (own !== undefined && row[key!] !== own) throw notFound();
    },
    /** The owner of a row (or of the columns `of` answers), undefined without an owner column. */
    ownerOf: (row: Record<string, unknown> | undefined): number | undefined =>
      key && row ? (row[key] as number | undefined) : undefined,
    /** The owner column of a new row, checked; none without an owner column. */
    async of(tx: Queryable, auth: Auth, ownerId: unknown): Promise<Record<string, number>> {
      if (!column) return {};
      const id = writeOwner(auth, ownerId as number | undefined);
      if (isStaff(auth)) {
        const [customer] = await tx
          .select({ id: users.id })
          .from(users)
          .where(and(eq(users.id, id), eq(users.accountType, AccountType.Customer)));
        if (!customer) throw invalid('OwnerId', 'validation.unknownChoice');
      }
      return { [key!]: id };
    },
  };
}
