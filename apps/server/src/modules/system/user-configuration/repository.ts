import { DEFAULT_LOCAL_SERVICE_CONNECTION, type UserConfiguration } from '@wms/contract';
import { eq } from 'drizzle-orm';
import type { Queryable } from '../../../db/client.js';
import { userConfigurations } from '../../../db/schema/index.js';

const columns = {
  LocalServiceConnection: userConfigurations.localServiceConnection,
  PickingListColumns: userConfigurations.pickingListColumns,
  PickingListRows: userConfigurations.pickingListRows,
  GetCameraKeyUp: userConfigurations.getCameraKeyUp,
  GetElectronicScaleValueKeyUp: userConfigurations.getElectronicScaleValueKeyUp,
};

export async function find(db: Queryable, userId: number): Promise<UserConfiguration | undefined> {
  const [row] = await db.select(columns).from(userConfigurations).where(eq(userConfigurations.userId, userId));
  return row;
}

/** The row with column defaults; a concurrent first read may have made it already. The local
 * service address is written out: a database migrated before the hub's port was the default
 * still has the old column default. */
export async function createDefault(db: Queryable, userId: number) {
  await db
    .insert(userConfigurations)
    .values({ userId, localServiceConnection: DEFAULT_LOCAL_SERVICE_CONNECTION })
    .onConflictDoNothing();
}

export async function save(db: Queryable, userId: number, cfg: UserConfiguration): Promise<UserConfiguration> {
  const values = {
    localServiceConnection: cfg.LocalServiceConnection,
    pickingListColumns: cfg.PickingListColumns,
    pickingListRows: cfg.PickingListRows,
    getCameraKeyUp: cfg.GetCameraKeyUp,
    getElectronicScaleValueKeyUp: cfg.GetElectronicScaleValueKeyUp,
  };
  const [row] = await db
    .insert(userConfigurations)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: userConfigurations.userId, set: values })
    .returning(columns);
  return row!;
}
