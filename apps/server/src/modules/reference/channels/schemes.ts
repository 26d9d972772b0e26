import { trajectorySchemeCalls as calls, trackingStatusOptions, trajectoryMilestoneOptions } from '@wms/contract';
import { asc, eq } from 'drizzle-orm';
import {
  trajectorySchemeEvents as events,
  trajectorySchemes as schemes,
  shippingTypes,
} from '../../../db/schema/index.js';
import type { Deps } from '../../../platform/deps.js';
import { activeOptions } from '../../../platform/options.js';
import { type ModuleDef, moduleOf } from '../../../platform/route.js';
import { defineSelect } from '../../../platform/select.js';
import { setupRoutes } from '../../../platform/setup-area.js';
import { usedBy } from '../../../platform/used-by.js';

defineSelect('TrackStatus', trackingStatusOptions);
defineSelect('TrajectoryMilestone', trajectoryMilestoneOptions);
defineSelect('TrajectoryScheme', ({ db }) => activeOptions(db, schemes));

type Line = {
  Status: number;
  TextZhCn: string;
  TextZhTw: string;
  TextEn: string;
  Place?: string;
  Milestone: number;
  OffsetHours: number;
};

/** Trajectory schemes and their ordered standard events (the rules: the contract's channels.ts). */
export function trajectorySchemesModule(deps: Deps): ModuleDef {
  return moduleOf(
    calls,
    setupRoutes(deps, {
      table: schemes,
      list: calls.GetTrajectorySchemes,
      detail: calls.GetTrajectorySchemeById,
      establish: calls.AddTrajectoryScheme,
      edit: calls.EditTrajectoryScheme,
      remove: calls.DeleteTrajectoryScheme,
      search: [schemes.name],
      unique: ['Name'],
      usedBy: [usedBy(shippingTypes.trajectorySchemeId)],
      // The events are lines of their own table.
      columns: { Events: false },
      children: async (tx, id, b) => {
        await tx.delete(events).where(eq(events.schemeId, id));
        await tx.insert(events).values(
          (b.Events as Line[]).map((e, line) => ({
            schemeId: id,
            line,
            status: e.Status,
            textZhCn: e.TextZhCn,
            textZhTw: e.TextZhTw,
            textEn: e.TextEn,
            place: e.Place ?? '',
            milestone: e.Milestone,
            offsetHours: e.OffsetHours,
          })),
        );
      },
      detailOf: async (db, id) => ({
        Events: await db
          .select({
            Status: events.status,
            TextZhCn: events.textZhCn,
            TextZhTw: events.textZhTw,
            TextEn: events.textEn,
            Place: events.place,
            Milestone: events.milestone,
            OffsetHours: events.offsetHours,
          })
          .from(events)
          .where(eq(events.schemeId, id))
          .orderBy(asc(events.line)),
      }),
    }),
  );
}
