import {
  bigint,
  bigserial,
  boolean,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
} from 'drizzle-orm/pg-core';
import { createdAt, ts } from './_columns.js';

/** Key-value settings the server makes for itself on first start (RSA key pair, JWT secret).
 * Kept in the database so that every instance shares them. */
export const systemSettings = pgTable('system_settings', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
});

/** ISO 3166-1 countries and regions (seeded in full; seed/countries.ts). */
export const countries = pgTable(
  'countries',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull().unique(),
    nameZhCn: text('name_zh_cn').notNull(),
    nameZhTw: text('name_zh_tw').notNull(),
    nameEn: text('name_en').notNull(),
    phoneCode: text('phone_code'),
    /** ISO 4217 code of its usual currency. */
    currencyCode: text('currency_code'),
    /** A destination shipping channels may serve. */
    shipsTo: boolean('ships_to').notNull().default(false),
    sort: integer('sort').notNull().default(0),
    isDeactivate: boolean('is_deactivate').notNull().default(false),
    creationTime: createdAt(),
  },
  (t) => [index('countries_sort_idx').on(t.sort, t.id)],
);

export const currencies = pgTable('currencies', {
  id: serial('id').primaryKey(),
  code: text('code').notNull().unique(),
  nameZhCn: text('name_zh_cn').notNull(),
  nameZhTw: text('name_zh_tw').notNull(),
  nameEn: text('name_en').notNull(),
  symbol: text('symbol').notNull().default(''),
  /** Places amounts in this currency are kept to. */
  decimals: smallint('decimals').notNull().default(2),
  /** One unit in units of the base currency; the base's own is 1. */
  exchangeRate: numeric('exchange_rate', { precision: 18, scale: 6 }).notNull().default('1'),
  isBase: boolean('is_base').notNull().default(false),
  isDeactivate: boolean('is_deactivate').notNull().default(false),
  creationTime: createdAt(),
});

export const sites = pgTable('sites', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  code: text('code').notNull().unique(),
  /** The API address the console of this site talks to (ControlCentre/GetSiteApiUrlByHost). */
  apiUrl: text('api_url').notNull().default(''),
  contactPhone: text('contact_phone').notNull().default(''),
  contactEmail: text('contact_email').notNull().default(''),
  remarks: text('remarks').notNull().default(''),
  isDeactivate: boolean('is_deactivate').notNull().default(false),
  creationTime: createdAt(),
});

/** Hosts that map to a site; a host belongs to one site. */
export const siteHosts = pgTable('site_hosts', {
  host: text('host').primaryKey(),
  siteId: integer('site_id')
    .notNull()
    .references(() => sites.id, { onDelete: 'cascade' }),
});

export const sitePageConfigurations = pgTable(
  'site_page_configurations',
  {
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    language: smallint('language').notNull(),
    title: text('title').notNull(),
    logo: text('logo').notNull().default(''),
    /** Ordered addresses of uploaded images for the sign-in page carousel. */
    carouselImages: jsonb('carousel_images').$type<string[]>().notNull().default([]),
    /** Sanitised HTML. */
    aboutUs: text('about_us').notNull().default(''),
  },
  (t) => [primaryKey({ columns: [t.siteId, t.language] })],
);

export const siteSmsCountries = pgTable(
  'site_sms_countries',
  {
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    countryId: integer('country_id')
      .notNull()
      .references(() => countries.id),
  },
  (t) => [primaryKey({ columns: [t.siteId, t.countryId] })],
);

/** Stored uploads: bytes live under DATA_DIR/uploads, this row says what they are. */
export const uploadedFiles = pgTable(
  'uploaded_files',
  {
    id: serial('id').primaryKey(),
    storedName: text('stored_name').notNull().unique(),
    originalName: text('original_name').notNull(),
    mimeType: text('mime_type').notNull(),
    size: integer('size').notNull(),
    classify: text('classify').notNull(),
    uploaderId: integer('uploader_id'),
    creationTime: createdAt(),
  },
  (t) => [index('uploaded_files_uploader_idx').on(t.uploaderId)],
);

/** Fixed-window counters shared by every instance (sign-in and SMS limits). */
export const rateCounters = pgTable(
  'rate_counters',
  {
    key: text('key').notNull(),
    windowStart: ts('window_start').notNull(),
    count: integer('count').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.key, t.windowStart] })],
);

/**
 * Every state change of a workflow record (a commodity's specification check today; parcels,
 * orders and bills as they come): who moved it, when, from which state to which, and why. Written
 * by `platform/transition.ts` in the transaction of the change itself.
 */
export const stateHistory = pgTable(
  'state_history',
  {
    id: serial('id').primaryKey(),
    entity: text('entity').notNull(),
    recordId: integer('record_id').notNull(),
    fromState: smallint('from_state').notNull(),
    toState: smallint('to_state').notNull(),
    note: text('note').notNull().default(''),
    /** Who made the change (null: the system), and the name they went by then: the history
     * keeps saying who it was after the account is renamed or deleted. */
    actorId: integer('actor_id'),
    actorName: text('actor_name').notNull().default(''),
    at: createdAt(),
  },
  (t) => [index('state_history_record_idx').on(t.entity, t.recordId, t.at)],
);

/**
 * The business event outbox (docs/architecture.md, "Business events"): one row per thing that
 * happened that other areas follow (a move of a workflow, a payment), written in the transaction
 * of the change itself, so an event exists exactly when its change committed.
 */
export const businessEvents = pgTable(
  'business_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** `<entity>.<move>` for a workflow move (`CommoditySpecification.approve`). */
    type: text('type').notNull(),
    entity: text('entity').notNull(),
    recordId: integer('record_id'),
    /** Who made the change (null: the system); no foreign key: an event outlives an account. */
    actorId: integer('actor_id'),
    /** What a consumer needs without reading the record again (its name, owner, states). */
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull().default({}),
    creationTime: createdAt(),
  },
  (t) => [index('business_events_record_idx').on(t.entity, t.recordId, t.id)],
);

/**
 * One row per event and consumer that follows its type: a consumer handles each event once (the
 * row is claimed across processes, and marked done in the consumer's own transaction), failures
 * are retried with backoff and, after the last try, left failed for staff to see and retry.
 */
export const eventDeliveries = pgTable(
  'event_deliveries',
  {
    /** One number per delivery, for the staff list's rows (the key is the event and consumer). */
    id: bigserial('id', { mode: 'number' }).notNull().unique(),
    eventId: bigint('event_id', { mode: 'number' })
      .notNull()
      .references(() => businessEvents.id, { onDelete: 'cascade' }),
    consumer: text('consumer').notNull(),
    /** 0 waiting, 1 done, 2 failed (no more tries until staff retry it). */
    state: smallint('state').notNull().default(0),
    attempts: integer('attempts').notNull().default(0),
    nextAt: ts('next_at').notNull().defaultNow(),
    /** A process working on it holds it until then; past it, another may take it over. */
    lockedUntil: ts('locked_until'),
    lastError: text('last_error').notNull().default(''),
    doneTime: ts('done_time'),
  },
  (t) => [
    primaryKey({ columns: [t.eventId, t.consumer] }),
    index('event_deliveries_due_idx').on(t.state, t.nextAt),
    // The staff list's consumer filter.
    index('event_deliveries_consumer_idx').on(t.consumer, t.state),
  ],
);
