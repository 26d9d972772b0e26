import {
  localTrackingNumberCalls as calls,
  fieldLabel,
  LOCAL_NUMBERS_MAX_IMPORT,
  pastedCode,
  TrackingNumberState,
  trackingNumberRule,
} from '@wms/contract';
import { and, count, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import type { Queryable } from '../../../db/client.js';
import { carriers, localTrackingNumbers as numbers } from '../../../db/schema/index.js';
import type { Deps } from '../../../platform/deps.js';
import { importRefused, invalid, notFound, refused } from '../../../platform/errors.js';
import { singleFile } from '../../../platform/http/multipart.js';
import { ruleText, t } from '../../../platform/i18n.js';
import { contains, dateRange, pageOf, pageWindow, sortBy } from '../../../platform/paging.js';
import { type ModuleDef, moduleOf, paged, route, type UploadedFile } from '../../../platform/route.js';
import { isoTimes } from '../../../platform/setup.js';
import { readWorkbook } from '../../../platform/xlsx.js';

/** The numbers of an import, each with its line: one per line of a text, or the first column of
 * the first sheet; a line may also hold several separated by commas or spaces. Each is read as a
 * pasted code (`pastedCode`: full-width forms as ASCII, letters in capitals), so `ee123456785cn`
 * is checked, compared and stored as `EE123456785CN`. */
async function linesOf(text: string | undefined, file: UploadedFile | undefined) {
  const out: { line: number; number: string }[] = [];
  const take = (line: number, value: string) => {
    for (const n of value.split(/[\s,，]+/)) if (n) out.push({ line, number: pastedCode(n) });
  };
  if (file) {
    if (file.data.subarray(0, 4).toString('latin1') === 'PK\x03\x04') {
      const wb = await readWorkbook(file.data);
      if (!wb) throw invalid(file.field, 'commodities.importNotExcel');
      wb.worksheets[0]!.eachRow((row, i) => take(i, String(row.getCell(1).text ?? '')));
    } else
      file.data
        .toString('utf8')
        .split(/\r?\n/)
        .forEach((l, i) => {
          take(i + 1, l);
        });
  } else
    (text ?? '').split(/\r?\n/).forEach((l, i) => {
      take(i + 1, l);
    });
  if (!out.length) throw invalid(file ? file.field : 'Numbers', 'trackingNumbers.empty');
  if (out.length > LOCAL_NUMBERS_MAX_IMPORT)
    throw invalid(file ? file.field : 'Numbers', 'trackingNumbers.tooMany', { max: LOCAL_NUMBERS_MAX_IMPORT });
  return out;
}

async function carrierOf(db: Queryable, id: number) {
  const [c] = await db.select().from(carriers).where(eq(carriers.id, id));
  if (!c) throw invalid('CarrierId', 'carriers.unknown');
  return c;
}

/** Pools of local tracking numbers: import, list, void, and the atomic hand-out. */
export function trackingNumbersModule({ db }: Deps): ModuleDef {
  return moduleOf(calls, [
    route(calls.GetLocalTrackingNumbers, async ({ body: q }) => {
      const where = and(
        q.Content
          ? or(ilike(numbers.number, contains(q.Content)), ilike(numbers.orderNumber, contains(q.Content)))
          : undefined,
        q.CarrierId === undefined ? undefined : eq(numbers.carrierId, q.CarrierId),
        q.State === undefined ? undefined : eq(numbers.state, q.State),
        dateRange(numbers.creationTime, q),
      );
      const { limit, offset } = pageWindow(q);
      const { rows, total } = await pageOf(
        db
          .select({
            Id: numbers.id,
            Number: numbers.number,
            CarrierId: numbers.carrierId,
            CarrierName: carriers.name,
            State: numbers.state,
            OrderNumber: numbers.orderNumber,
            UsedTime: numbers.usedTime,
            VoidedTime: numbers.voidedTime,
            CreationTime: numbers.creationTime,
          })
          .from(numbers)
          .innerJoin(carriers, eq(carriers.id, numbers.carrierId))
          .where(where)
          .orderBy(
            ...sortBy(
              q,
              calls.GetLocalTrackingNumbers.sorts,
              { CreationTime: numbers.creationTime, Number: numbers.number },
              numbers.id,
            ),
          )
          .limit(limit)
          .offset(offset),
        db.select({ count: count() }).from(numbers).where(where),
      );
      return paged(rows.map(isoTimes), total);
    }),

    route(calls.ImportLocalTrackingNumbers, async ({ body, files, lang }) => {
      const file = singleFile(files, { optional: true });
      const lines = await linesOf(body.Numbers, file);
      return db.transaction(async (tx) => {
        const carrier = await carrierOf(tx, body.CarrierId);
        const errors: { Line: number; Number: string; Message: string }[] = [];
        // Each line's message is a sentence about its number ("Tracking number is already in a pool: ...").
        const say = (rule: string, params?: Record<string, unknown>) =>
          ruleText(lang, rule, params, fieldLabel('Number', lang));
        const first = new Map<string, number>();
        for (const { line, number } of lines) {
          const rule = trackingNumberRule(number, carrier.trackingFormat, carrier.trackingPattern);
          const seen = first.get(number);
          if (rule) errors.push({ Line: line, Number: number, Message: say(rule) });
          else if (seen !== undefined)
            errors.push({ Line: line, Number: number, Message: say('trackingNumbers.repeated', { line: seen }) });
          else first.set(number, line);
        }
        const wanted = [...first.keys()];
        for (let i = 0; i < wanted.length; i += 5000) {
          const taken = await tx
            .select({ number: numbers.number })
            .from(numbers)
            .where(inArray(numbers.number, wanted.slice(i, i + 5000)));
          for (const { number } of taken)
            errors.push({ Line: first.get(number)!, Number: number, Message: say('trackingNumbers.inPool') });
        }
        if (errors.length) {
          errors.sort((a, b) => a.Line - b.Line);
          throw importRefused(lang, file ? file.field : 'Numbers', 'trackingNumbers.importRows', errors, (e) =>
            t(lang, 'trackingNumbers.importLine', { line: e.Line, number: e.Number, message: e.Message }),
          );
        }
        for (let i = 0; i < wanted.length; i += 2000)
          await tx
            .insert(numbers)
            .values(wanted.slice(i, i + 2000).map((number) => ({ carrierId: carrier.id, number })));
        return { Count: wanted.length };
      });
    }),

    route(calls.VoidLocalTrackingNumbers, ({ body }) =>
      db.transaction(async (tx) => {
        // Conditional: only numbers still free are voided; any other makes the whole call refused.
        const voided = await tx
          .update(numbers)
          .set({ state: TrackingNumberState.Voided, voidedTime: new Date() })
          .where(and(inArray(numbers.id, body.Ids), eq(numbers.state, TrackingNumberState.Free)))
          .returning({ id: numbers.id });
        const ids = new Set(body.Ids);
        if (voided.length !== ids.size) {
          const [found] = await tx
            .select({ n: count() })
            .from(numbers)
            .where(inArray(numbers.id, [...ids]));
          if (found!.n !== ids.size) throw notFound();
          throw refused('trackingNumbers.notFree', { count: ids.size - voided.length });
        }
        return true;
      }),
    ),

    route(calls.TakeLocalTrackingNumber, ({ body }) =>
      db.transaction(async (tx) => {
        await carrierOf(tx, body.CarrierId);
        // The oldest free number, locked so that no concurrent caller can take it too; one locked
        // by another caller is skipped, not waited for.
        const [taken] = await tx
          .update(numbers)
          .set({ state: TrackingNumberState.Used, orderNumber: body.OrderNumber, usedTime: new Date() })
          .where(
            eq(
              numbers.id,
              sql`(select ${numbers.id} from ${numbers} where ${numbers.carrierId} = ${body.CarrierId} and ${numbers.state} = ${TrackingNumberState.Free} order by ${numbers.id} limit 1 for update skip locked)`,
            ),
          )
          .returning({ number: numbers.number });
        if (!taken) throw refused('trackingNumbers.noneFree');
        return { Number: taken.number };
      }),
    ),
  ]);
}
