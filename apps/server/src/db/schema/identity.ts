import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, ts } from './_columns.js';
import { sites } from './platform.js';

/** Organisation tree. Classification 1 = back office (staff), 2 = customer users. */
export const organizes = pgTable(
  'organizes',
  {
    id: serial('id').primaryKey(),
    classification: smallint('classification').notNull(),
    parentId: integer('parent_id').references((): AnyPgColumn => organizes.id, { onDelete: 'restrict' }),
    name: text('name').notNull(),
    siteId: integer('site_id').references(() => sites.id),
    sort: integer('sort').notNull().default(0),
    remarks: text('remarks').notNull().default(''),
    creationTime: createdAt(),
  },
  (t) => [index('organizes_parent_idx').on(t.classification, t.parentId)],
);

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    /** 1 = platform staff, 2 = customer user. */
    accountType: smallint('account_type').notNull(),
    userName: text('user_name').notNull(),
    nickName: text('nick_name').notNull().default(''),
    passwordHash: text('password_hash').notNull(),
    avatar: text('avatar').notNull().default(''),
    phoneCode: text('phone_code').notNull().default(''),
    phoneNumber: text('phone_number').notNull().default(''),
    email: text('email').notNull().default(''),
    gender: smallint('gender').notNull().default(0),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id),
    organizeId: integer('organize_id').references(() => organizes.id),
    /** Customer code printed on parcels and shown on shipping addresses; null for staff. */
    customerCode: text('customer_code').unique(),
    referrerId: integer('referrer_id').references((): AnyPgColumn => users.id),
    isSuperUser: boolean('is_super_user').notNull().default(false),
    isDeactivate: boolean('is_deactivate').notNull().default(false),
    /** A peer customer, marked by staff: may sign calls with API keys of its own (`api_keys`;
     * docs/domain.md, "Peer access"). Unmarking stops its keys at once. */
    isPeer: boolean('is_peer').notNull().default(false),
    remarks: text('remarks').notNull().default(''),
    /** The user's own address: a region id of the region selector (no table: countries and the
     * divisions data package) and the street part. */
    regionId: integer('region_id'),
    detailedAddress: text('detailed_address').notNull().default(''),
    creationTime: createdAt(),
    lastLoginTime: ts('last_login_time'),
  },
  (t) => [
    uniqueIndex('users_user_name_uq').on(sql`lower(${t.userName})`),
    uniqueIndex('users_phone_uq').on(t.accountType, t.phoneCode, t.phoneNumber).where(sql`${t.phoneNumber} <> ''`),
    index('users_site_idx').on(t.accountType, t.siteId, t.creationTime),
    index('users_creation_idx').on(t.accountType, t.creationTime),
    // Organisation filter of the user lists and the "organisation still has users" check.
    index('users_organize_idx').on(t.organizeId),
  ],
);

/** Classification 1 = staff roles, 2 = customer roles. */
export const roles = pgTable(
  'roles',
  {
    id: serial('id').primaryKey(),
    classification: smallint('classification').notNull(),
    code: text('code').unique(),
    name: text('name').notNull(),
    remarks: text('remarks').notNull().default(''),
    isDeactivate: boolean('is_deactivate').notNull().default(false),
    creationTime: createdAt(),
  },
  // Two roles of one kind with the same name could not be told apart in the role picker.
  (t) => [uniqueIndex('roles_name_uq').on(t.classification, sql`lower(${t.name})`)],
);

/** Menu tree nodes. Type 1 = directory, 2 = menu (a screen), 3 = button (a permission code). */
export const menus = pgTable(
  'menus',
  {
    id: serial('id').primaryKey(),
    classification: smallint('classification').notNull(),
    parentId: integer('parent_id').references((): AnyPgColumn => menus.id, { onDelete: 'cascade' }),
    type: smallint('type').notNull(),
    /** Translation key of the title. */
    name: text('name').notNull(),
    path: text('path').notNull().default(''),
    /** Screen key in the web app's registry. */
    router: text('router').notNull().default(''),
    icon: text('icon').notNull().default(''),
    permissionCode: text('permission_code'),
    invisible: boolean('invisible').notNull().default(false),
    sort: integer('sort').notNull().default(0),
    isDeactivate: boolean('is_deactivate').notNull().default(false),
    /** The node of the seeded tree this row was made from (`seedKey`, seed/menu-tree.ts); null
     * for a node staff added. Start-up adds the seeded nodes a site never had (seed/sync.ts). */
    seedKey: text('seed_key'),
    creationTime: createdAt(),
  },
  (t) => [
    index('menus_parent_idx').on(t.classification, t.parentId, t.sort),
    index('menus_permission_idx').on(t.permissionCode),
    uniqueIndex('menus_seed_key_uq').on(t.classification, t.seedKey),
  ],
);

/**
 * Every seeded menu node a site has ever had, by its seed key: what start-up has added once is
 * never added again, so a node staff deleted stays deleted (seed/sync.ts).
 */
export const seededMenus = pgTable(
  'seeded_menus',
  {
    classification: smallint('classification').notNull(),
    seedKey: text('seed_key').notNull(),
  },
  (t) => [primaryKey({ columns: [t.classification, t.seedKey] })],
);

export const roleMenus = pgTable(
  'role_menus',
  {
    roleId: integer('role_id')
      .notNull()
      .references(() => roles.id, { onDelete: 'cascade' }),
    menuId: integer('menu_id')
      .notNull()
      .references(() => menus.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.roleId, t.menuId] }), index('role_menus_menu_idx').on(t.menuId)],
);

export const userRoles = pgTable(
  'user_roles',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    roleId: integer('role_id')
      .notNull()
      .references(() => roles.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.roleId] }), index('user_roles_role_idx').on(t.roleId)],
);

/** A sign-in session is one refresh-token family; revoking it ends every token in it. */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    creationTime: createdAt(),
    expiresAt: ts('expires_at').notNull(),
    revokedAt: ts('revoked_at'),
    revokedReason: text('revoked_reason'),
    ip: text('ip').notNull().default(''),
    userAgent: text('user_agent').notNull().default(''),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

/**
 * A peer's API keys (docs/domain.md, "Peer access"). HMAC needs the secret itself on the server,
 * so it is kept sealed with the server's key material (`sealSecret`, platform/keys.ts), never in
 * clear and never answered after the call that made it. Revoked keys stay, so the console lists
 * what was revoked when, and a key id is never reused.
 */
export const apiKeys = pgTable(
  'api_keys',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The public half, sent as X-Api-Key: `pk_` and 24 random letters and digits. */
    keyId: text('key_id').notNull().unique(),
    secretSealed: text('secret_sealed').notNull(),
    name: text('name').notNull(),
    lastUsedTime: ts('last_used_time'),
    revokedTime: ts('revoked_time'),
    creationTime: createdAt(),
  },
  (t) => [
    index('api_keys_user_idx').on(t.userId, t.creationTime),
    // Two live keys of one customer with one name could not be told apart in the console.
    uniqueIndex('api_keys_live_name_uq').on(t.userId, sql`lower(${t.name})`).where(sql`${t.revokedTime} is null`),
  ],
);

/** Refresh tokens are stored as SHA-256 hashes; `usedAt` marks a rotated token. */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => sessions.id, { onDelete: 'cascade' }),
    creationTime: createdAt(),
    usedAt: ts('used_at'),
  },
  (t) => [index('refresh_tokens_session_idx').on(t.sessionId)],
);

export const loginAttempts = pgTable(
  'login_attempts',
  {
    id: serial('id').primaryKey(),
    userName: text('user_name').notNull(),
    ip: text('ip').notNull(),
    success: boolean('success').notNull(),
    creationTime: createdAt(),
  },
  (t) => [
    index('login_attempts_user_idx').on(t.userName, t.creationTime),
    index('login_attempts_ip_idx').on(t.ip, t.creationTime),
  ],
);

/** Slide-puzzle captchas: the answer stays here; `ticket` proves a solved puzzle to sign-in. */
export const captchas = pgTable('captchas', {
  key: uuid('key').primaryKey(),
  x: integer('x').notNull(),
  y: integer('y').notNull(),
  expiresAt: ts('expires_at').notNull(),
  checkedAt: ts('checked_at'),
  ticket: text('ticket'),
  ticketUsedAt: ts('ticket_used_at'),
  creationTime: createdAt(),
});

/** SMS verification codes: hashed, expire after 5 minutes or 5 wrong tries. */
export const smsCodes = pgTable(
  'sms_codes',
  {
    key: uuid('key').primaryKey(),
    purpose: text('purpose').notNull(),
    phoneCode: text('phone_code').notNull(),
    phoneNumber: text('phone_number').notNull(),
    codeHash: text('code_hash').notNull(),
    tries: integer('tries').notNull().default(0),
    expiresAt: ts('expires_at').notNull(),
    consumedAt: ts('consumed_at'),
    creationTime: createdAt(),
  },
  (t) => [index('sms_codes_phone_idx').on(t.phoneCode, t.phoneNumber, t.creationTime)],
);

/** What the default SMS provider "sends": kept here and logged, so a developer can read codes. */
export const smsOutbox = pgTable(
  'sms_outbox',
  {
    id: serial('id').primaryKey(),
    phone: text('phone').notNull(),
    text: text('text').notNull(),
    provider: text('provider').notNull(),
    creationTime: createdAt(),
  },
  (t) => [index('sms_outbox_phone_idx').on(t.phone, t.creationTime)],
);
