import { type MoveOf, selectCalls, type Workflow } from '@wms/contract';
import { and, eq, gt, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { stateHistory } from '../../src/db/schema/index.js';
import type { Auth } from '../../src/platform/auth.js';
import { AppError } from '../../src/platform/errors.js';
import { consumersOf } from '../../src/platform/events.js';
import { type BoundWorkflow, stateName, transition, transitionMany } from '../../src/platform/transition.js';
import type { TestServer } from './server.js';
import { userId } from './stock.js';

/**
 * Puts a record its module made (in its first state) into the state the conformance suite asks
 * for: the suite examines each move from every state, and reaching each state by the area's own
 * moves is what the area's own tests do.
 */
export async function putInState<T extends PgTable, W extends Workflow>(
  server: TestServer,
  bound: BoundWorkflow<T, W>,
  id: number,
  state: number,
) {
  await server.deps.db.execute(
    sql`update ${bound.table} set ${sql.identifier(bound.state.name)} = ${state} where ${bound.id} = ${id}`,
  );
  return id;
}

/**
 * What every workflow does the same way, read off its declaration (docs/architecture.md,
 * "Adding a workflow area"): each move from each of its `from` states moves the record, writes
 * one history row and its business event with a delivery for each consumer; from every other
 * state it is refused with Code 4 naming the state (in the user's language) and writes nothing;
 * of two people moving one record at once one wins; a batch with a record that cannot move
 * follows the workflow's batch rule; a customer cannot make a staff move nor move another's
 * record; the option list names every state in three languages. The area gives a way to make a
 * record in a given state.
 */
export function describeWorkflow<T extends PgTable, W extends Workflow>(
  server: () => TestServer,
  w: {
    bound: BoundWorkflow<T, W>;
    /** A fresh record (owned by customer1 when the records have owners) in the given state. */
    make(state: number): Promise<number>;
  },
) {
  const wf = w.bound.workflow;
  const moves = Object.keys(wf.moves) as MoveOf<W>[];
  const states = Object.values(wf.states).map((s) => s.value);
  const db = () => server().deps.db;
  const actors = async () => ({
    staff: {
      userId: await userId(server(), 'admin'),
      accountType: 1,
      siteId: 1,
      isSuperUser: true,
      sessionId: 't',
    } as Auth,
    owner: {
      userId: await userId(server(), 'customer1'),
      accountType: 2,
      siteId: 1,
      isSuperUser: false,
      sessionId: 't',
    } as Auth,
    other: {
      userId: await userId(server(), 'customer2'),
      accountType: 2,
      siteId: 1,
      isSuperUser: false,
      sessionId: 't',
    } as Auth,
  });
  /** Someone allowed to make the move: staff, else the owner, else the system. */
  const moverOf = (move: string, a: Awaited<ReturnType<typeof actors>>): Auth | null => {
    const who = wf.moves[move]!.who;
    return who.includes('staff') ? a.staff : who.includes('owner') ? a.owner : null;
  };
  const stateOf = async (id: number) =>
    Number(
      (
        (await db().execute(sql`select ${w.bound.state} as s from ${w.bound.table} where ${w.bound.id} = ${id}`))
          .rows[0] as { s: number }
      ).s,
    );
  /** Where the history and the events stood when a record was made: making it through its
   * module may write some (an issued bill's event), and the suite reads only what came after. */
  const marks = new Map<number, { history: number; event: number }>();
  const make = async (state: number) => {
    const id = await w.make(state);
    const [m] = (
      await db().execute(
        sql`select (select coalesce(max(id), 0) from ${stateHistory}) as history,
          (select coalesce(max(id), 0) from business_events) as event`,
      )
    ).rows as { history: number | string; event: number | string }[];
    marks.set(id, { history: Number(m!.history), event: Number(m!.event) });
    return id;
  };
  const historyOf = (id: number) =>
    db()
      .select()
      .from(stateHistory)
      .where(
        and(
          eq(stateHistory.entity, wf.entity),
          eq(stateHistory.recordId, id),
          gt(stateHistory.id, marks.get(id)?.history ?? 0),
        ),
      );
  const eventsOf = async (id: number) =>
    (
      await db().execute(
        sql`select e.type, array(select d.consumer from event_deliveries d where d.event_id = e.id order by 1) as consumers
          from business_events e where e.entity = ${wf.entity} and e.record_id = ${id}
            and e.id > ${marks.get(id)?.event ?? 0} order by e.id`,
      )
    ).rows as { type: string; consumers: string[] }[];

  describe(`${wf.entity}: the workflow`, () => {
    it('declares its option list and names every state in three languages', async () => {
      expect(`Get${wf.select}` in selectCalls).toBe(true);
      const token = (await server().signIn('admin')).AccessToken;
      for (const lang of ['zh-cn', 'zh-tw', 'en-us'] as const) {
        const r = await server().call(`Select/Get${wf.select}`, {}, { token, lang });
        expect(r.Data.map((o: { Value: number }) => o.Value)).toEqual(states);
        expect(r.Data.map((o: { Name: string }) => o.Name)).toEqual(states.map((v) => stateName(wf, v, lang)));
      }
    });

    it('makes each move from each of its states, with one history row and its event, and refuses it from every other', async () => {
      const a = await actors();
      for (const move of moves) {
        const from = wf.fromValues(move);
        const to = wf.toValue(move);
        const mover = moverOf(move, a);
        for (const state of states) {
          const id = await make(state);
          const attempt = db().transaction((tx) => transition(tx, w.bound, move, id, { auth: mover, lang: 'en-us' }));
          const label = `${move} from ${stateName(wf, state, 'en-us')}`;
          if (from.includes(state)) {
            const moved = await attempt;
            expect([label, moved.From]).toEqual([label, state]);
            expect([label, await stateOf(id)]).toEqual([label, to]);
            const h = await historyOf(id);
            expect([label, h.map((r) => [r.fromState, r.toState, r.actorId])]).toEqual([
              label,
              [[state, to, mover?.userId ?? null]],
            ]);
            expect([label, await eventsOf(id)]).toEqual([
              label,
              [{ type: `${wf.entity}.${move}`, consumers: consumersOf(`${wf.entity}.${move}`).sort() }],
            ]);
          } else {
            const error = await attempt.then(
              () => null,
              (e: unknown) => e,
            );
            expect([label, error instanceof AppError && error.code]).toEqual([label, 4]);
            expect((error as AppError).params).toMatchObject({ current: stateName(wf, state, 'en-us') });
            expect([label, await stateOf(id), (await historyOf(id)).length, (await eventsOf(id)).length]).toEqual([
              label,
              state,
              0,
              0,
            ]);
          }
        }
      }
    });

    it('lets one of two people moving the same record at once win; the other is refused naming the state now', async () => {
      const a = await actors();
      const move = moves.find((m) => !wf.fromValues(m).includes(wf.toValue(m)))!;
      const id = await make(wf.fromValues(move)[0]!);
      const mover = moverOf(move, a);
      const one = () => db().transaction((tx) => transition(tx, w.bound, move, id, { auth: mover, lang: 'en-us' }));
      const results = await Promise.allSettled([one(), one()]);
      expect(results.map((r) => r.status).sort()).toEqual(['fulfilled', 'rejected']);
      const lost = results.find((r): r is PromiseRejectedResult => r.status === 'rejected')!.reason as AppError;
      expect(lost.code).toBe(4);
      expect(lost.params).toMatchObject({ current: stateName(wf, wf.toValue(move), 'en-us') });
      expect(await historyOf(id)).toHaveLength(1);
    });

    it(`moves a batch by its rule (${wf.batch}) when one record cannot move`, async () => {
      const a = await actors();
      const move = moves.find((m) => wf.fromValues(m).length < states.length)!;
      const good = [await make(wf.fromValues(move)[0]!), await make(wf.fromValues(move)[0]!)];
      const stuck = await make(states.find((s) => !wf.fromValues(move).includes(s))!);
      const ids = [good[0]!, stuck, good[1]!];
      const run = () =>
        db().transaction((tx) => transitionMany(tx, w.bound, move, ids, { auth: moverOf(move, a), lang: 'zh-cn' }));
      if (wf.batch === 'all') {
        const error = await run().then(
          () => null,
          (e: unknown) => e,
        );
        expect(error instanceof AppError && error.code).toBe(4);
        for (const id of ids) expect(await historyOf(id)).toHaveLength(0);
      } else {
        const r = await run();
        expect(r.moved.map((m) => m.Id).sort()).toEqual([...good].sort());
        expect(r.refused.map((x) => x.Id)).toEqual([stuck]);
        expect(r.refused[0]!.Reason).toContain(stateName(wf, await stateOf(stuck), 'zh-cn'));
        for (const id of good) expect(await historyOf(id)).toHaveLength(1);
      }
    });

    it('keeps customers to the moves and the records that are theirs', async () => {
      const a = await actors();
      const staffOnly = moves.find((m) => !wf.moves[m]!.who.includes('owner'));
      if (staffOnly) {
        const id = await make(wf.fromValues(staffOnly)[0]!);
        const e = await db()
          .transaction((tx) => transition(tx, w.bound, staffOnly, id, { auth: a.owner, lang: 'en-us' }))
          .then(
            () => null,
            (x: unknown) => x,
          );
        expect(e instanceof AppError && e.code).toBe(1);
      }
      const ownerMove = moves.find((m) => wf.moves[m]!.who.includes('owner'));
      if (ownerMove && w.bound.owner) {
        const id = await make(wf.fromValues(ownerMove)[0]!);
        const e = await db()
          .transaction((tx) => transition(tx, w.bound, ownerMove, id, { auth: a.other, lang: 'en-us' }))
          .then(
            () => null,
            (x: unknown) => x,
          );
        expect(e instanceof AppError && e.code).toBe(3);
        expect(await historyOf(id)).toHaveLength(0);
      }
    });
  });
}
