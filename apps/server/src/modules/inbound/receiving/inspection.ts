import type { Lang } from '@wms/contract';
import { eq, sql } from 'drizzle-orm';
import type { Tx } from '../../../db/client.js';
import { packageInspections, packages } from '../../../db/schema/index.js';
import type { Auth } from '../../../platform/auth.js';
import type { Deps } from '../../../platform/deps.js';
import { inTransaction } from '../../../platform/notify.js';
import { transition } from '../../../platform/transition.js';
import { packageWorkflow } from './workflows.js';

/** Receiving quality inspection: pass or fail with photos and a note. A pass completes the parcel,
 * a failure keeps (or puts) it ToBeCompleted with the note as what is wrong; the owner is told
 * either way (the moves' `notify`). */
export function inspectionService(deps: Deps) {
  return {
    inspect(
      auth: Auth,
      body: { Id: number; Passed: boolean; Note?: string; Photos?: string[] },
      lang: Lang,
    ): Promise<boolean> {
      return inTransaction(deps, (tx) => inspectParcel(tx, auth, body, lang));
    },
  };
}

/** Records an inspection in the caller's transaction: a pass completes the parcel, a failure keeps
 * (or puts) it ToBeCompleted with the note as what is wrong. */
export async function inspectParcel(
  tx: Tx,
  auth: Auth,
  body: { Id: number; Passed: boolean; Note?: string; Photos?: string[] },
  lang: Lang,
): Promise<boolean> {
  await transition(tx, packageWorkflow, body.Passed ? 'passInspection' : 'failInspection', body.Id, {
    auth,
    lang,
    note: body.Note ?? '',
    set: { needsInspection: false, incompleteReason: body.Passed ? '' : (body.Note ?? '').slice(0, 200) },
  });
  await tx.insert(packageInspections).values({
    packageId: body.Id,
    passed: body.Passed,
    note: body.Note ?? '',
    photos: body.Photos ?? [],
    inspectorId: auth.userId,
    inspectorName: sql`coalesce((select coalesce(nullif(nick_name, ''), user_name) from users where id = ${auth.userId}), '')`,
  });
  // The parcel's own photos show what was found too.
  if (body.Photos?.length) {
    await tx
      .update(packages)
      .set({ photos: sql`${packages.photos} || ${JSON.stringify(body.Photos)}::jsonb` })
      .where(eq(packages.id, body.Id));
  }
  return true;
}
