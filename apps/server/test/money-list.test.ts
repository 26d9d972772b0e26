import { billFlow } from '@wms/contract';
import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { bills, currencies, users, wallets } from '../src/db/schema/index.js';
import { billWorkflow } from '../src/modules/money/bills/workflow.js';
import { moneyList, optionName } from '../src/modules/money/money-list/list.js';

// The money list's own logic (modules/money/money-list/list.ts): the filters a declaration turns
// into its condition, the order of a call, and a record's row. The lists themselves are run by
// bills, invoices, recharge and wallets' tests.

const dialect = new PgDialect();
const text = (where: SQL | undefined) => (where ? dialect.sqlToQuery(where) : undefined);

const billList = moneyList({
  table: bills,
  id: bills.id,
  owner: bills.ownerId,
  currency: bills.currencyId,
  created: bills.creationTime,
  columns: { Number: bills.number, Type: bills.type, Status: bills.status, Net: bills.net, Amount: bills.amount },
  search: [bills.number, bills.sourceNumber],
  type: bills.type,
  workflow: billWorkflow,
  order: { CreationTime: bills.creationTime, Amount: bills.amount },
  amounts: ['Net', 'Amount'],
  row: (r, { lang, places }) => ({ ...r, Places: places, Lang: lang }),
});

const walletList = moneyList({
  table: wallets,
  id: wallets.id,
  owner: wallets.userId,
  currency: wallets.currencyId,
  created: wallets.creationTime,
  dates: false,
  columns: { Balance: wallets.balance },
  order: [users.userName, currencies.code],
  amounts: ['Balance'],
  row: (r) => r,
});

describe('moneyList: the condition of the filters', () => {
  it('is none without filters', () => {
    expect(billList.where({}, undefined)).toBeUndefined();
  });

  it('scopes to the owner, whatever customer the body names', () => {
    const q = text(billList.where({ CustomerId: 7 }, 3))!;
    expect(q.sql).toBe('"bills"."owner_id" = $1');
    expect(q.params).toEqual([3]);
    expect(text(billList.where({ CustomerId: 7 }, undefined))!.params).toEqual([7]);
  });

  it('applies each declared filter, the search over every searched column, wildcards taken literally', () => {
    const q = text(
      billList.where(
        {
          CurrencyId: 2,
          Type: 1,
          Status: billFlow.state.Unpaid,
          Content: '5%_',
          StartDate: '2026-01-01T00:00:00Z',
          EndDate: '2026-02-01T00:00:00Z',
        },
        undefined,
      ),
    )!;
    expect(q.sql).toContain('"bills"."currency_id" = $1');
    expect(q.sql).toContain('"bills"."type" = $2');
    expect(q.sql).toContain('"bills"."status" = $3');
    expect(q.sql).toContain('("bills"."number" ilike $4 or "bills"."source_number" ilike $5)');
    expect(q.sql).toContain('"bills"."creation_time" >= $6');
    expect(q.sql).toContain('"bills"."creation_time" <= $7');
    expect(q.params.slice(0, 5)).toEqual([2, 1, billFlow.state.Unpaid, '%5\\%\\_%', '%5\\%\\_%']);
  });

  it('leaves the state out for the state tabs, which count every state of the other filters', () => {
    const q = text(billList.where({ CurrencyId: 2, Status: billFlow.state.Unpaid }, undefined, false))!;
    expect(q.sql).toBe('"bills"."currency_id" = $1');
  });

  it('ignores what the list does not declare', () => {
    expect(
      walletList.where({ Content: 'x', Type: 1, Status: 1, StartDate: '2026-01-01T00:00:00Z' }, undefined),
    ).toBeUndefined();
  });
});

describe('moneyList: a record made a row', () => {
  const record = {
    Id: 1,
    CustomerId: 3,
    CustomerName: 'c',
    CurrencyId: 2,
    CurrencyCode: 'JPY',
    Decimals: 0,
    Number: 'BL1',
    Type: 1,
    Status: 1,
    Net: '1200.0000',
    Amount: '-12.5000',
    CreationTime: '2026-01-01T00:00:00.000Z',
  };

  it("writes the amounts in the currency's places and answers the places beside the row, not in it", () => {
    const { row, places } = billList.shape({ ...record }, { lang: 'en-us' });
    expect(places).toBe(0);
    expect(row).not.toHaveProperty('Decimals');
    expect(row).toMatchObject({ Net: '1200', Amount: '-12.5', Places: 0, Lang: 'en-us', Number: 'BL1' });
    expect(billList.shape({ ...record, Decimals: 2 }, { lang: 'zh-cn' }).row).toMatchObject({
      Net: '1200.00',
      Amount: '-12.50',
    });
  });

  it('names an option in the caller’s language, the value itself when unknown', () => {
    const options = [{ Value: 1, Name: { 'zh-cn': '一', 'zh-tw': '一', 'en-us': 'One' } }];
    expect(optionName(options, 1, 'en-us')).toBe('One');
    expect(optionName(options, 9, 'en-us')).toBe('9');
  });
});
