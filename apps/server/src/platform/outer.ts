import { type AnyColumn, getTableName, type SQL, sql } from 'drizzle-orm';

/**
 * A column of the outer query, always written `"table"."column"`, for correlated sub-selects
 * (`(select count(*) from child where child.parent_id = ${outer(parent.id)})`).
 *
 * Interpolating the column itself is not enough: in a select without joins drizzle renders the
 * selected expressions' columns bare (`"id"`), and inside the sub-select a bare `"id"` binds to the
 * child table's own id. Every parent then counted the children whose parent id equals the child's
 * id: wrong counts that look plausible. Use this for every outer reference in a sub-select.
 */
export function outer(column: AnyColumn): SQL {
  return sql`${sql.identifier(getTableName(column.table))}.${sql.identifier(column.name)}`;
}
