import { hash } from '@node-rs/argon2';
import { AccountType, type AccountTypeValue } from '@wms/contract';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Queryable } from '../../../db/client.js';
import { quickNavigations, roles, userRoles, users } from '../../../db/schema/index.js';
import { invalid } from '../../../platform/errors.js';
import { createDefault as createDefaultConfiguration } from '../user-configuration/repository.js';

/** Quick navigations a new staff user starts with. */
export const DEFAULT_QUICK_NAVIGATIONS = [
  'WarehouseDocumentIndex',
  'WarehouseDocumentEstablishPacket',
  'PackageIndex',
  'LogisticsOrderIndex',
];

export interface NewUser {
  accountType: AccountTypeValue;
  userName: string;
  password: string;
  siteId: number;
  nickName?: string;
  phoneCode?: string;
  phoneNumber?: string;
  email?: string;
  gender?: number;
  organizeId?: number | null;
  /** Roles to grant; customers get the `customer` role when none are given. */
  roleIds?: number[];
  referrerId?: number | null;
  remarks?: string;
  isSuperUser?: boolean;
}

/**
 * Creates a user with everything a user needs to work: password hash, roles, configuration row,
 * a customer code for customers, default quick navigations for staff. Run it inside the
 * caller's transaction. Duplicate user names and phones are refused with Code 2 naming the field.
 */
export async function createUser(tx: Queryable, input: NewUser): Promise<{ id: number; customerCode: string | null }> {
  const [taken] = await tx
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.userName}) = lower(${input.userName})`);
  // A rule without placeholders: invalid() fills the field message's parameters, not the rule's,
  // so `error.duplicate` would both hide the field name and show a raw `{field}`.
  if (taken) throw invalid('UserName', 'users.alreadyTaken');
  if (input.phoneNumber) {
    const [phoneTaken] = await tx
      .select({ id: users.id })
      .from(users)
      .where(
        sql`${users.accountType} = ${input.accountType} and ${users.phoneCode} = ${input.phoneCode ?? ''} and ${users.phoneNumber} = ${input.phoneNumber}`,
      );
    if (phoneTaken) throw invalid('PhoneNumber', 'users.alreadyTaken');
  }
  const [row] = await tx
    .insert(users)
    .values({
      accountType: input.accountType,
      userName: input.userName,
      passwordHash: await hash(input.password),
      siteId: input.siteId,
      nickName: input.nickName ?? input.userName,
      phoneCode: input.phoneNumber ? (input.phoneCode ?? '') : '',
      phoneNumber: input.phoneNumber ?? '',
      email: input.email ?? '',
      gender: input.gender ?? 0,
      organizeId: input.organizeId ?? null,
      referrerId: input.referrerId ?? null,
      remarks: input.remarks ?? '',
      isSuperUser: input.isSuperUser ?? false,
    })
    .returning({ id: users.id });
  const id = row!.id;
  let customerCode: string | null = null;
  if (input.accountType === AccountType.Customer) {
    // Derived from the id: unique without a second sequence, short enough to write on a parcel.
    customerCode = `C${100000 + id}`;
    await tx.update(users).set({ customerCode }).where(eq(users.id, id));
  }
  let roleIds = input.roleIds ?? [];
  if (!roleIds.length && input.accountType === AccountType.Customer) {
    roleIds = (await tx.select({ id: roles.id }).from(roles).where(eq(roles.code, 'customer'))).map((r) => r.id);
  }
  if (roleIds.length) {
    // Role classification and account type share their values: staff roles 1, customer roles 2.
    const valid = await tx
      .select({ id: roles.id })
      .from(roles)
      .where(and(inArray(roles.id, roleIds), eq(roles.classification, input.accountType)));
    if (valid.length !== new Set(roleIds).size) throw invalid('RoleIds', 'users.roleNotAvailable');
    await tx.insert(userRoles).values([...new Set(roleIds)].map((roleId) => ({ userId: id, roleId })));
  }
  await createDefaultConfiguration(tx, id);
  if (input.accountType === AccountType.Staff) {
    await tx
      .insert(quickNavigations)
      .values(DEFAULT_QUICK_NAVIGATIONS.map((path, sort) => ({ userId: id, path, sort })));
  }
  return { id, customerCode };
}
