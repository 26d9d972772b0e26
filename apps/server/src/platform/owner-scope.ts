import { eq, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { type Auth, isStaff } from './auth.js';
import { invalid, notFound } from './errors.js';

// Customer-owned data scopes the same way in every area (docs/architecture.md, "How a request
// flows"): a customer reads and writes only their own rows, and asking for another owner's is
// Code 3, as if they did not exist; staff see every owner's and may filter by one.

/** The owner a list is scoped to: a customer's own id whatever they ask (another `userId` is
 * Code 3); for staff the owner they filter by, which pickers require (`ownerRequired`). */
export function ownerScope(auth: Auth, userId: number | undefined, ownerRequired = false): number | undefined {
  if (!isStaff(auth)) {
    if (userId !== undefined && userId !== auth.userId) throw notFound();
    return auth.userId;
  }
  if (ownerRequired && userId === undefined) throw invalid('UserId', 'validation.required');
  return userId;
}

/** The owner a single record must have: the customer's own id, or none for staff. */
export const customerOwn = (auth: Auth): number | undefined => (isStaff(auth) ? undefined : auth.userId);

/** The owner a new record is for: a customer is always their own (what they send is ignored);
 * staff must name one in `field`. Whether that user is a customer is the area's check. */
export function writeOwner(auth: Auth, ownerId: number | undefined, field = 'OwnerId'): number {
  const id = isStaff(auth) ? ownerId : auth.userId;
  if (id === undefined) throw invalid(field, 'validation.required');
  return id;
}

/** The where-clause part that keeps a query to one owner's rows; none when `owner` is undefined
 * (staff without a filter), so it goes straight into `and(...)`. */
export const ownedBy = (column: PgColumn, owner: number | undefined): SQL | undefined =>
  owner === undefined ? undefined : eq(column, owner);
