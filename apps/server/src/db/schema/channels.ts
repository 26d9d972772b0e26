import { boolean, index, integer, pgTable, primaryKey, serial, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, length, money, weight } from './_columns.js';
import { cargoTypes } from './catalogue.js';
import { countries } from './platform.js';
import { carriers } from './reference.js';

// Shipping types (channels) and trajectory schemes (docs/domain.md, "Shipping types and
// trajectory schemes"). Child rows go with their record (ON DELETE CASCADE) and are replaced as
// a whole when it is edited.

/** A channel's standard tracking events, dated from a transport shift's milestones. */
export const trajectorySchemes = pgTable('trajectory_schemes', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  remarks: text('remarks').notNull().default(''),
  isDeactivate: boolean('is_deactivate').notNull().default(false),
  creationTime: createdAt(),
});

/** One standard event of a scheme, at `offsetHours` from its milestone; `line` keeps their order. */
export const trajectorySchemeEvents = pgTable(
  'trajectory_scheme_events',
  {
    id: serial('id').primaryKey(),
    schemeId: integer('scheme_id')
      .notNull()
      .references(() => trajectorySchemes.id, { onDelete: 'cascade' }),
    line: smallint('line').notNull(),
    status: smallint('status').notNull(),
    textZhCn: text('text_zh_cn').notNull(),
    textZhTw: text('text_zh_tw').notNull(),
    textEn: text('text_en').notNull(),
    place: text('place').notNull().default(''),
    milestone: smallint('milestone').notNull(),
    offsetHours: integer('offset_hours').notNull(),
  },
  (t) => [uniqueIndex('trajectory_scheme_events_line_uq').on(t.schemeId, t.line)],
);

const kg = (name: string) => weight(name).notNull();
const cm = (name: string) => length(name).notNull();

/** A shipping type (channel): the carrier, the weight rule, the box limits, the customs threshold. */
export const shippingTypes = pgTable(
  'shipping_types',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    code: text('code').notNull().unique(),
    carrierId: integer('carrier_id')
      .notNull()
      .references(() => carriers.id),
    volumetricDivisor: integer('volumetric_divisor').notNull(),
    firstWeight: kg('first_weight'),
    weightStep: kg('weight_step'),
    weightRounding: smallint('weight_rounding').notNull(),
    maxBoxWeight: kg('max_box_weight'),
    maxLength: cm('max_length'),
    maxWidth: cm('max_width'),
    maxHeight: cm('max_height'),
    customsThreshold: money('customs_threshold').notNull().default('300'),
    trajectorySchemeId: integer('trajectory_scheme_id').references(() => trajectorySchemes.id),
    remarks: text('remarks').notNull().default(''),
    isDeactivate: boolean('is_deactivate').notNull().default(false),
    creationTime: createdAt(),
  },
  (t) => [
    // The list's carrier filter, and the carrier's and the scheme's "in use" checks.
    index('shipping_types_carrier_idx').on(t.carrierId),
    index('shipping_types_scheme_idx').on(t.trajectorySchemeId),
  ],
);

/** The countries a channel serves. */
export const shippingTypeCountries = pgTable(
  'shipping_type_countries',
  {
    shippingTypeId: integer('shipping_type_id')
      .notNull()
      .references(() => shippingTypes.id, { onDelete: 'cascade' }),
    countryId: integer('country_id')
      .notNull()
      .references(() => countries.id),
  },
  // By country: the channels that serve a destination (the freight trial, the order form).
  (t) => [
    primaryKey({ columns: [t.shippingTypeId, t.countryId] }),
    index('shipping_type_countries_country_idx').on(t.countryId),
  ],
);

/** Cargo types a channel accepts (only these, when it lists any) or refuses. */
export const shippingTypeCargoTypes = pgTable(
  'shipping_type_cargo_types',
  {
    shippingTypeId: integer('shipping_type_id')
      .notNull()
      .references(() => shippingTypes.id, { onDelete: 'cascade' }),
    cargoTypeId: integer('cargo_type_id')
      .notNull()
      .references(() => cargoTypes.id),
    accepted: boolean('accepted').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.shippingTypeId, t.cargoTypeId] }),
    index('shipping_type_cargo_types_cargo_idx').on(t.cargoTypeId),
  ],
);
