import { boolean, index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { createdAt } from './_columns.js';
import { users } from './identity.js';
import { countries } from './platform.js';

// Address books (docs/domain.md, "Address books"). Recipients and declarants are customer-owned:
// `owner_id` scopes every customer call. Self-pickup points are the company's own.

const owner = () =>
  integer('owner_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });
const country = () =>
  integer('country_id')
    .notNull()
    .references(() => countries.id);

export const recipientInformations = pgTable(
  'recipient_informations',
  {
    id: serial('id').primaryKey(),
    ownerId: owner(),
    contactName: text('contact_name').notNull(),
    phone: text('phone').notNull(),
    receivingPhone: text('receiving_phone').notNull().default(''),
    countryId: country(),
    /** Region selector id (country ... town), within the country. */
    regionId: integer('region_id'),
    detailedAddress: text('detailed_address').notNull(),
    postcode: text('postcode').notNull().default(''),
    /** How many orders used the entry; orders count it up when they take it. */
    usageCount: integer('usage_count').notNull().default(0),
    isDeactivate: boolean('is_deactivate').notNull().default(false),
    creationTime: createdAt(),
  },
  (t) => [
    index('recipient_informations_owner_idx').on(t.ownerId, t.creationTime, t.id),
    index('recipient_informations_country_idx').on(t.countryId),
  ],
);

export const declarantInformations = pgTable(
  'declarant_informations',
  {
    id: serial('id').primaryKey(),
    ownerId: owner(),
    declarantName: text('declarant_name').notNull(),
    countryId: country(),
    /** Kept in capitals (Hong Kong cards carry letters). */
    idCardNumber: text('id_card_number').notNull(),
    phone: text('phone').notNull(),
    address: text('address').notNull().default(''),
    isDeactivate: boolean('is_deactivate').notNull().default(false),
    creationTime: createdAt(),
  },
  (t) => [
    index('declarant_informations_owner_idx').on(t.ownerId, t.creationTime, t.id),
    index('declarant_informations_country_idx').on(t.countryId),
    // A customer declares a person once (modules/reference/address-books/routes.ts, refuseSameIdCard).
    index('declarant_informations_owner_id_card_idx').on(t.ownerId, t.idCardNumber),
  ],
);

export const selfPickupAddresses = pgTable(
  'self_pickup_addresses',
  {
    id: serial('id').primaryKey(),
    siteName: text('site_name').notNull().unique(),
    countryId: country(),
    regionId: integer('region_id'),
    /** The region chosen, one code per level (empty below it), which the picker filters by:
     * ISO 3166-1 alpha-2, then the GB/T 2260 codes of China's divisions. */
    countryCode: text('country_code').notNull(),
    provinceCode: text('province_code').notNull().default(''),
    cityCode: text('city_code').notNull().default(''),
    countyCode: text('county_code').notNull().default(''),
    townCode: text('town_code').notNull().default(''),
    address: text('address').notNull(),
    contact: text('contact').notNull().default(''),
    phone: text('phone').notNull().default(''),
    openingHours: text('opening_hours').notNull().default(''),
    remarks: text('remarks').notNull().default(''),
    isDeactivate: boolean('is_deactivate').notNull().default(false),
    creationTime: createdAt(),
  },
  (t) => [
    index('self_pickup_addresses_country_idx').on(t.countryId),
    index('self_pickup_addresses_country_code_idx').on(t.countryCode),
    index('self_pickup_addresses_province_idx').on(t.provinceCode),
    index('self_pickup_addresses_city_idx').on(t.cityCode),
    index('self_pickup_addresses_county_idx').on(t.countyCode),
    index('self_pickup_addresses_town_idx').on(t.townCode),
  ],
);
