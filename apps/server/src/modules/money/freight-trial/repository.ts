import { AccountType, QuotationKind, QuotationScope } from '@wms/contract';
import type { RawQuery } from '../../../db/client.js';

// The freight trial's reads: two statements whatever the number of channels, run at once, each a
// named prepared statement on PostgreSQL (docs/architecture.md, "Speed"; `npm run bench --
// freight-trial`). Every lookup in them is on a key: a channel's country by
// shipping_type_countries' primary key, its cargo rules by theirs, a quotation's line for the
// country by transfer_quotation_countries' (quotation_id, country_id).

/** What the form picked, checked, and every active channel with what the trial needs of it. */
export interface ChannelRow {
  country_ok: boolean;
  currency: { Code: string; Decimals: number; ExchangeRate: string } | null;
  customer_ok: boolean;
  cargo_found: number;
  /** Null when there is no active channel at all (the context row alone). */
  id: number | null;
  name: string;
  carrier: string;
  divisor: number;
  first_weight: string;
  weight_step: string;
  weight_rounding: number;
  max_box_weight: string;
  max_length: string;
  max_width: string;
  max_height: string;
  customs_threshold: string;
  served: boolean;
  /** The cargo types asked for that the channel refuses or does not accept, by name. */
  refused_cargo: string[];
}

const CHANNELS = `
with ctx as (
  select
    exists (select 1 from countries where id = $1 and not is_deactivate and ships_to) as country_ok,
    (select json_build_object('Code', code, 'Decimals', decimals, 'ExchangeRate', exchange_rate::text)
       from currencies where id = $2 and not is_deactivate) as currency,
    ($3::int is null or exists (select 1 from users where id = $3 and account_type = ${AccountType.Customer} and not is_deactivate)) as customer_ok,
    (select count(*)::int from cargo_types where id = any($4::int[]) and not is_deactivate) as cargo_found
)
select ctx.*, ch.*
from ctx
left join lateral (
  select st.id, st.name, cr.name as carrier, st.volumetric_divisor as divisor,
    st.first_weight::text as first_weight, st.weight_step::text as weight_step, st.weight_rounding,
    st.max_box_weight::text as max_box_weight, st.max_length::text as max_length,
    st.max_width::text as max_width, st.max_height::text as max_height,
    st.customs_threshold::text as customs_threshold,
    exists (select 1 from shipping_type_countries sc where sc.shipping_type_id = st.id and sc.country_id = $1) as served,
    array(
      select coalesce(ct.name_i18n ->> $5::text, ct.name) from cargo_types ct
      where ct.id = any($4::int[])
        and (exists (select 1 from shipping_type_cargo_types r
                     where r.shipping_type_id = st.id and r.cargo_type_id = ct.id and not r.accepted)
          or (exists (select 1 from shipping_type_cargo_types a where a.shipping_type_id = st.id and a.accepted)
              and not exists (select 1 from shipping_type_cargo_types a
                              where a.shipping_type_id = st.id and a.cargo_type_id = ct.id and a.accepted)))
      order by ct.id
    ) as refused_cargo
  from shipping_types st
  join carriers cr on cr.id = st.carrier_id
  where not st.is_deactivate
) ch on true`;

export const channelsFor = (
  query: RawQuery,
  p: { countryId: number; currencyId?: number; customerId?: number; cargoTypeIds: number[]; lang: string },
) =>
  query<ChannelRow>(
    'freight_trial_channels',
    CHANNELS,
    [p.countryId, p.currencyId ?? null, p.customerId ?? null, p.cargoTypeIds, p.lang],
    // One plan suits every parcel (each lookup is by key); PostgreSQL's own choice was to plan it
    // anew on every call, which cost more than running it.
    { generic: true },
  );

/** A customer price of a transfer quotation that applies to the caller, with the quotation's line
 * for the country (null fields when the quotation does not price it): what the trial reads of it
 * and no more (each field of each row is parsed, ~60 rows a call). */
export interface CandidateRow {
  scope: number;
  type_of_shipping_id: number;
  quotation_name: string;
  pricing_mode: number;
  rounding: number;
  currency_code: string;
  currency_decimals: number;
  exchange_rate: string;
  line_id: number | null;
  first_weight: string | null;
  first_price: string | null;
  step_weight: string | null;
  step_price: string | null;
  brackets: { UpTo: string; Price: string; PerKg: boolean }[] | null;
  minimum_charge: string | null;
}

const CANDIDATES = `
select aq.scope, tq.type_of_shipping_id, tq.name as quotation_name,
  tq.pricing_mode, tq.rounding, cur.code as currency_code, cur.decimals as currency_decimals,
  cur.exchange_rate::text as exchange_rate,
  l.id as line_id, l.first_weight::text as first_weight, l.first_price::text as first_price,
  l.step_weight::text as step_weight, l.step_price::text as step_price, l.brackets,
  l.minimum_charge::text as minimum_charge
from available_quotations aq
join transfer_quotations tq on tq.id = aq.transfer_quotation_id and not tq.is_deactivate
join currencies cur on cur.id = tq.currency_id
left join transfer_quotation_countries tqc on tqc.quotation_id = tq.id and tqc.country_id = $1
left join transfer_quotation_lines l on l.id = tqc.line_id
where aq.kind = ${QuotationKind.Transfer}
  and (aq.scope = ${QuotationScope.All}
    or (aq.scope = ${QuotationScope.Customers} and exists (
      select 1 from available_quotation_customers c where c.available_id = aq.id and c.user_id = $2))
    or (aq.scope = ${QuotationScope.Organization} and aq.organize_id in (
      with recursive up(id, parent_id) as (
        select o.id, o.parent_id from organizes o join users u on u.organize_id = o.id where u.id = $2
        union all
        select o.id, o.parent_id from organizes o join up on o.id = up.parent_id
      ) select id from up)))
order by aq.id`;

/** The customer prices of transfer quotations for everyone, those naming `customerId`, and those
 * for their organisation or one above it (as the customer's price list reads them,
 * modules/money/quotations/available.ts). */
export const candidatesFor = (query: RawQuery, p: { countryId: number; customerId?: number }) =>
  query<CandidateRow>('freight_trial_prices', CANDIDATES, [p.countryId, p.customerId ?? null], { generic: true });
