import { businessEventCalls as calls, type EventDeliveryRow, EventDeliveryState, type Lang, t3 } from '@wms/contract';
import { and, desc, eq, ilike, inArray, or, type SQL, sql } from 'drizzle-orm';
import { businessEvents, eventDeliveries } from '../../../db/schema/index.js';
import type { Deps } from '../../../platform/deps.js';
import { contains, dateRange, pageWindow } from '../../../platform/paging.js';
import { type ModuleDef, moduleOf, paged, route } from '../../../platform/route.js';
import { defineSelect, selectLabel } from '../../../platform/select.js';
import { consumerName, consumersNamed, eventTypeName, typesNamed } from './names.js';

/** `/Select/GetEventDeliveryState`. */
defineSelect('EventDeliveryState', [
  { Value: EventDeliveryState.Waiting, Name: t3('等待中', '等待中', 'Waiting') },
  { Value: EventDeliveryState.Done, Name: t3('已完成', '已完成', 'Done') },
  { Value: EventDeliveryState.Failed, Name: t3('失败', '失敗', 'Failed') },
]);

type Filter = { State?: number; Consumer?: string; Content?: string; StartDate?: string; EndDate?: string };

/** The deliveries of business events, for staff to watch and to send failed ones round again
 * (platform/events.ts). */
export function businessEventsModule({ db }: Deps): ModuleDef {
  // Staff search by what the screen shows (the names in their language) as well as by the ids.
  const whereOf = (f: Filter, lang: Lang): SQL | undefined =>
    and(
      f.State === undefined ? undefined : eq(eventDeliveries.state, f.State),
      f.Consumer ? inArray(eventDeliveries.consumer, consumersNamed(f.Consumer, lang)) : undefined,
      f.Content
        ? or(
            ilike(businessEvents.type, contains(f.Content)),
            sql`${businessEvents.payload}->>'Name' ilike ${contains(f.Content)}`,
            inArray(businessEvents.type, ['', ...typesNamed(f.Content, lang)]),
          )
        : undefined,
      dateRange(businessEvents.creationTime, f),
    );

  async function list(f: Filter & { index: number; rows: number }, lang: Lang) {
    const where = whereOf(f, lang);
    const { limit, offset } = pageWindow(f);
    const rows = await db
      .select({
        id: eventDeliveries.id,
        eventId: eventDeliveries.eventId,
        type: businessEvents.type,
        recordId: businessEvents.recordId,
        name: sql<string>`coalesce(${businessEvents.payload}->>'Name', '')`,
        consumer: eventDeliveries.consumer,
        state: eventDeliveries.state,
        attempts: eventDeliveries.attempts,
        nextAt: eventDeliveries.nextAt,
        lastError: eventDeliveries.lastError,
        doneTime: eventDeliveries.doneTime,
        creationTime: businessEvents.creationTime,
      })
      .from(eventDeliveries)
      .innerJoin(businessEvents, eq(businessEvents.id, eventDeliveries.eventId))
      .where(where)
      .orderBy(desc(eventDeliveries.eventId), eventDeliveries.consumer)
      .limit(limit)
      .offset(offset);
    const [counted] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(eventDeliveries)
      .innerJoin(businessEvents, eq(businessEvents.id, eventDeliveries.eventId))
      .where(where);
    const total = Number(counted?.n ?? 0);
    return paged(
      rows.map(
        (r): EventDeliveryRow => ({
          Id: Number(r.id),
          EventId: Number(r.eventId),
          Type: r.type,
          TypeName: eventTypeName(r.type, lang),
          RecordId: r.recordId,
          RecordName: r.name,
          Consumer: r.consumer,
          ConsumerName: consumerName(r.consumer, lang),
          State: r.state,
          StateName: selectLabel('EventDeliveryState', r.state, lang),
          Attempts: r.attempts,
          NextAt: r.nextAt.toISOString(),
          LastError: r.lastError,
          DoneTime: r.doneTime?.toISOString() ?? null,
          CreationTime: r.creationTime.toISOString(),
        }),
      ),
      total,
    );
  }

  async function retry(ids: number[]) {
    const rows = await db
      .update(eventDeliveries)
      .set({ state: EventDeliveryState.Waiting, attempts: 0, nextAt: sql`now()`, lockedUntil: null })
      .where(and(inArray(eventDeliveries.id, ids), eq(eventDeliveries.state, EventDeliveryState.Failed)))
      .returning({ id: eventDeliveries.id });
    return rows.length;
  }

  return moduleOf(calls, [
    route(calls.GetEventDeliveries, (c) => list(c.body, c.lang)),
    route(calls.RetryEventDeliveries, (c) => retry(c.body.Ids)),
  ]);
}
