/**
 * Exact row counts of the big tables, kept by statement-level triggers, so that an unfiltered
 * list answers its `Total` from one row instead of counting a million (a `count(*)` over
 * 1,000,000 commodities takes ~50 ms on PostgreSQL; the list's budget is 25 ms at p99).
 * Filtered lists still count with their filter: those counts run on the filter's index.
 *
 * Applied at every start after the migrations (idempotent): drizzle-kit migrations do not carry
 * functions and triggers.
 */
export const COUNTED_TABLES = ['commodities', 'shelves', 'packages'] as const;
export type CountedTable = (typeof COUNTED_TABLES)[number];

export function rowCountsSql(): string {
  const perTable = COUNTED_TABLES.map(
    (t) => `
create or replace trigger ${t}_row_count_ins after insert on ${t}
  referencing new table as new_rows for each statement execute function row_counts_ins();
create or replace trigger ${t}_row_count_del after delete on ${t}
  referencing old table as old_rows for each statement execute function row_counts_del();
insert into row_counts (table_name, n) select '${t}', count(*) from ${t} on conflict (table_name) do nothing;`,
  ).join('\n');
  return `
begin;
-- One starter at a time when several instances start on the same database.
select pg_advisory_xact_lock(7428130);
create table if not exists row_counts (table_name text primary key, n bigint not null);
create or replace function row_counts_ins() returns trigger language plpgsql as $$
begin
  update row_counts set n = n + (select count(*) from new_rows) where table_name = tg_table_name;
  return null;
end $$;
create or replace function row_counts_del() returns trigger language plpgsql as $$
begin
  update row_counts set n = n - (select count(*) from old_rows) where table_name = tg_table_name;
  return null;
end $$;
${perTable}
commit;`;
}
