import type { Lang, SignScanBody } from '@wms/contract';
import { inArray } from 'drizzle-orm';
import type { Tx } from '../db/client.js';
import { bins, commodities, packages, shelves, users, warehouses } from '../db/schema/index.js';
import { establishDocument, finishDocuments } from '../modules/inbound/receiving/documents.js';
import { inspectParcel } from '../modules/inbound/receiving/inspection.js';
import {
  createBin,
  packParcelIntoBin,
  putBinOnShelf,
  putParcelsOnShelf,
} from '../modules/inbound/receiving/shelving.js';
import { recordUnknownItems, signParcels } from '../modules/inbound/receiving/signing.js';
import { approveClaim, claimUnknownItem, voidUnknownItem } from '../modules/inbound/receiving/unknown.js';
import type { Auth } from '../platform/auth.js';

/** What becomes of a forecast parcel in the demo (docs/domain.md, "Parcels"). */
type Fate =
  /** Forecast, not here yet (NotReceived). */
  | { is: 'forecast' }
  /** Signed in, complete, waiting for a shelf (Completed). */
  | { is: 'signed' }
  /** Signed in with something missing (ToBeCompleted, the reason on it). */
  | { is: 'incomplete'; reason: string; weight?: string }
  /** Its owner asked for an inspection: signed in, waiting for it (ToBeCompleted). */
  | { is: 'awaitingInspection' }
  /** Inspected after signing: a pass completes it, a failure keeps it ToBeCompleted. */
  | { is: 'inspected'; passed: boolean; note: string }
  /** On a shelf on its own (Shippable). */
  | { is: 'shelved'; shelf: string }
  /** In a bin: on the bin's shelf (Shippable) or in a bin still being packed (Completed). */
  | { is: 'binned'; bin: string };

interface DemoParcel {
  tracking: string;
  /** What the scale and the tape read at signing. */
  size: 'small' | 'large';
  goods: { name: string; quantity: number; price: string; commodity?: string }[];
  fate: Fate;
}

interface DemoDocument {
  owner: 'customer1' | 'customer2';
  warehouse: 'SZ01' | 'HK01';
  remarks: string;
  /** Finished by its owner once its parcels were in. */
  finish?: boolean;
  parcels: DemoParcel[];
}

/** What the signing station measures: a small parcel and a large one. */
const MEASURED: Record<DemoParcel['size'], Partial<SignScanBody>> = {
  small: { Weight: '0.86', Length: '30', Width: '22', Height: '12' },
  large: { Weight: '2.45', Length: '48', Width: '36', Height: '28' },
};

const DOCUMENTS: DemoDocument[] = [
  {
    owner: 'customer1',
    warehouse: 'SZ01',
    remarks: 'Spring restock: T-shirts, mugs, cables',
    parcels: [
      {
        tracking: 'SF1459203871631',
        size: 'large',
        goods: [{ name: 'Cotton T-shirt, black, M', quantity: 20, price: '59.00', commodity: 'TS-BLK-M' }],
        fate: { is: 'forecast' },
      },
      {
        tracking: 'YT7788123409561',
        size: 'small',
        goods: [{ name: 'Silicone phone case', quantity: 5, price: '25.00' }],
        fate: { is: 'forecast' },
      },
      {
        tracking: 'JT3018874512096',
        size: 'large',
        goods: [{ name: 'Ceramic mug 350 ml', quantity: 6, price: '35.00', commodity: 'MUG-350' }],
        fate: { is: 'signed' },
      },
      {
        tracking: '75316290488127',
        size: 'small',
        goods: [{ name: 'USB-C cable 1 m', quantity: 10, price: '19.90', commodity: 'USB-C-1M' }],
        fate: { is: 'incomplete', reason: 'No customer code on the label: confirm the owner', weight: '0.62' },
      },
      {
        tracking: 'SF1459203871702',
        size: 'large',
        goods: [{ name: 'Power bank 10000 mAh', quantity: 2, price: '129.00', commodity: 'PB-10000' }],
        fate: { is: 'awaitingInspection' },
      },
      {
        tracking: 'YT7788123409634',
        size: 'large',
        goods: [{ name: 'Bluetooth speaker', quantity: 1, price: '199.00' }],
        fate: { is: 'inspected', passed: true, note: 'Sealed, matches the declaration' },
      },
      {
        tracking: 'JT3018874512171',
        size: 'small',
        goods: [{ name: 'Cotton T-shirt, black, M', quantity: 8, price: '59.00', commodity: 'TS-BLK-M' }],
        fate: { is: 'shelved', shelf: 'A-02-01' },
      },
      {
        tracking: 'SF1459203871779',
        size: 'small',
        goods: [{ name: 'Notebook, A5 dotted', quantity: 12, price: '12.50' }],
        fate: { is: 'binned', bin: 'sz' },
      },
      {
        tracking: 'SF1459203871845',
        size: 'small',
        goods: [{ name: 'Gel pens, pack of 10', quantity: 6, price: '15.00' }],
        fate: { is: 'binned', bin: 'sz' },
      },
    ],
  },
  {
    owner: 'customer1',
    warehouse: 'SZ01',
    remarks: 'Power banks, March order',
    finish: true,
    parcels: [
      {
        tracking: 'YT7788123400187',
        size: 'large',
        goods: [{ name: 'Power bank 10000 mAh', quantity: 10, price: '129.00', commodity: 'PB-10000' }],
        fate: { is: 'shelved', shelf: 'A-02-01' },
      },
      {
        tracking: 'YT7788123400252',
        size: 'small',
        goods: [{ name: 'Power bank pouch', quantity: 10, price: '9.90' }],
        fate: { is: 'shelved', shelf: 'A-02-01' },
      },
    ],
  },
  {
    owner: 'customer2',
    warehouse: 'HK01',
    remarks: 'Trade show samples',
    parcels: [
      {
        tracking: 'SF2203917745018',
        size: 'large',
        goods: [{ name: 'Running shoes, size 42', quantity: 4, price: '499.00', commodity: 'SNK-42' }],
        fate: { is: 'forecast' },
      },
      {
        tracking: 'JD0148862205311',
        size: 'small',
        goods: [{ name: 'Keycap set, PBT', quantity: 3, price: '180.00' }],
        fate: { is: 'forecast' },
      },
      {
        tracking: 'YT6612048893172',
        size: 'large',
        goods: [{ name: 'Mechanical keyboard, 87 keys', quantity: 2, price: '399.00', commodity: 'KB-87' }],
        fate: { is: 'signed' },
      },
      {
        tracking: 'JT8830192746615',
        size: 'small',
        goods: [{ name: 'Sports socks, 5 pairs', quantity: 4, price: '59.00' }],
        fate: { is: 'incomplete', reason: 'Not weighed: the scale was being serviced' },
      },
      {
        tracking: 'SF2203917745094',
        size: 'large',
        goods: [{ name: 'Mechanical keyboard, 87 keys', quantity: 1, price: '399.00', commodity: 'KB-87' }],
        fate: { is: 'awaitingInspection' },
      },
      {
        tracking: 'SF2203917745160',
        size: 'large',
        goods: [{ name: 'Running shoes, size 42', quantity: 2, price: '499.00', commodity: 'SNK-42' }],
        fate: { is: 'inspected', passed: false, note: 'Outer box crushed, one shoe box torn: photos on the parcel' },
      },
      {
        tracking: 'YT6612048893249',
        size: 'large',
        goods: [{ name: 'Running shoes, size 42', quantity: 3, price: '499.00', commodity: 'SNK-42' }],
        fate: { is: 'shelved', shelf: 'HK-A-01' },
      },
      {
        tracking: 'YT6612048893316',
        size: 'small',
        goods: [{ name: 'Wrist rest, walnut', quantity: 2, price: '150.00' }],
        fate: { is: 'binned', bin: 'hk' },
      },
      {
        tracking: 'JT8830192746692',
        size: 'small',
        goods: [{ name: 'Mouse pad, XL', quantity: 5, price: '89.00' }],
        fate: { is: 'binned', bin: 'hkPacking' },
      },
    ],
  },
];

/** The bins: one on a shelf in each warehouse, and one still being packed. */
const BINS: { key: string; warehouse: DemoDocument['warehouse']; shelf?: string }[] = [
  { key: 'sz', warehouse: 'SZ01', shelf: 'A-01-02' },
  { key: 'hk', warehouse: 'HK01', shelf: 'HK-A-02' },
  { key: 'hkPacking', warehouse: 'HK01' },
];

/** Parcels nobody forecast, as the signing station recorded them. */
const UNKNOWN: { warehouse: DemoDocument['warehouse']; tracking: string; weight: string }[] = [
  { warehouse: 'SZ01', tracking: 'SF9912447060318', weight: '0.94' },
  { warehouse: 'HK01', tracking: '773201846550193', weight: '2.1' },
  { warehouse: 'SZ01', tracking: 'YT9034518827465', weight: '1.35' },
  { warehouse: 'HK01', tracking: 'JT1190375528406', weight: '0.52' },
  // Recorded by mistake (a box's inner label scanned), then voided by staff.
  { warehouse: 'SZ01', tracking: 'ZTO7730412286591', weight: '0.2' },
];

/**
 * The demo inbound (docs/domain.md, "Parcels"): so that every inbound screen shows something on a
 * fresh start. Each demo customer has documents with parcels in every state signing, inspection
 * and shelving reach (forecast, signed complete, to be completed with the reason, waiting for an
 * inspection, inspected, on a shelf alone or in a bin), and customer1 a finished document too;
 * unknown items: two unclaimed, one claimed by customer1 (waiting for staff), one claimed by
 * customer2 and approved (now their parcel), one voided; bins on shelves and one being packed. Everything
 * goes through the inbound module's own functions, as the clerk and the customers would, so
 * numbers, state histories, events (the owners' notices wait in the outbox), shelf logs and the
 * shelves' goods ledger are what the console writes. Outbound and signed-for parcels need
 * logistics orders, which do not exist yet.
 *
 * Every server test starts from a seeded database: the parcels are signed, shelved and finished
 * in groups (one statement per move whatever the number of parcels).
 */
export async function seedInbound(tx: Tx, siteId: number): Promise<void> {
  const lang: Lang = 'en-us';
  const byKey = <K extends string | number>(rows: { id: number; key: K }[]) => new Map(rows.map((r) => [r.key, r.id]));
  const user = byKey(
    await tx
      .select({ id: users.id, key: users.userName })
      .from(users)
      .where(inArray(users.userName, ['clerk', 'customer1', 'customer2'])),
  );
  const warehouse = byKey(
    await tx
      .select({ id: warehouses.id, key: warehouses.code })
      .from(warehouses)
      .where(inArray(warehouses.code, ['SZ01', 'HK01'])),
  );
  const shelfOf = byKey(await tx.select({ id: shelves.id, key: shelves.number }).from(shelves));
  const commodity = byKey(
    await tx
      .select({ id: commodities.id, key: commodities.code })
      .from(commodities)
      .where(inArray(commodities.ownerId, [user.get('customer1')!, user.get('customer2')!])),
  );
  const auth = (userName: string): Auth => ({
    userId: user.get(userName)!,
    accountType: userName === 'clerk' ? 1 : 2,
    siteId,
    isSuperUser: false,
    sessionId: '',
  });
  const clerk = auth('clerk');

  // The customers forecast their parcels.
  const documentIds: number[] = [];
  for (const d of DOCUMENTS) {
    documentIds.push(
      await establishDocument(tx, auth(d.owner), {
        WarehouseId: warehouse.get(d.warehouse)!,
        Remarks: d.remarks,
        Packages: d.parcels.map((p) => ({
          TrackingNumber: p.tracking,
          NeedsInspection: p.fate.is === 'awaitingInspection' || p.fate.is === 'inspected',
          Goods: p.goods.map((g) => ({
            ProductName: g.name,
            Quantity: g.quantity,
            UnitPrice: g.price,
            PurchasePrice: g.price,
            ...(g.commodity ? { CommodityId: commodity.get(g.commodity)! } : {}),
          })),
        })),
      }),
    );
  }
  const made = new Map(
    (
      await tx
        .select({ id: packages.id, number: packages.number, tracking: packages.trackingNumber })
        .from(packages)
        .where(inArray(packages.documentId, documentIds))
    ).map((p) => [p.tracking, p]),
  );
  const parcels = DOCUMENTS.flatMap((d) => d.parcels).map((p) => ({ ...p, ...made.get(p.tracking)! }));
  const idsOf = (list: typeof parcels) => list.map((p) => p.id);
  // A move the seed makes that is refused is a broken seed: stop it rather than start half-made.
  const all = (r: { Refused?: unknown[]; refused?: unknown[] }) => {
    const refused = r.Refused ?? r.refused ?? [];
    if (refused.length) throw new Error(`demo inbound: refused ${JSON.stringify(refused)}`);
  };

  // The clerk signs them in, measured, in groups; a parcel its owner wants inspected waits for it.
  const arrived = parcels.filter((p) => p.fate.is !== 'forecast');
  for (const size of ['small', 'large'] as const) {
    const group = arrived.filter((p) => p.size === size && p.fate.is !== 'incomplete');
    all(await signParcels(tx, clerk, idsOf(group), MEASURED[size], lang));
  }
  for (const p of arrived) {
    if (p.fate.is !== 'incomplete') continue;
    all(
      await signParcels(
        tx,
        clerk,
        [p.id],
        { ...MEASURED[p.size], Weight: p.fate.weight, IncompleteReason: p.fate.reason },
        lang,
      ),
    );
  }
  for (const p of parcels) {
    if (p.fate.is === 'inspected')
      await inspectParcel(tx, clerk, { Id: p.id, Passed: p.fate.passed, Note: p.fate.note }, lang);
  }

  // Shelved on their own, a shelf at a time.
  const onShelves = new Map<string, number[]>();
  for (const p of parcels) {
    if (p.fate.is === 'shelved') onShelves.set(p.fate.shelf, [...(onShelves.get(p.fate.shelf) ?? []), p.id]);
  }
  for (const [shelf, ids] of onShelves) all(await putParcelsOnShelf(tx, clerk, ids, shelfOf.get(shelf)!, lang));

  // Packed into bins by scanning them, the full ones put on shelves.
  const binIds = new Map<string, number>();
  for (const b of BINS) binIds.set(b.key, await createBin(tx, warehouse.get(b.warehouse)!));
  const binNumber = new Map(
    (
      await tx
        .select({ id: bins.id, number: bins.number })
        .from(bins)
        .where(inArray(bins.id, [...binIds.values()]))
    ).map((b) => [b.id, b.number]),
  );
  const scanOf = (key: string) => binNumber.get(binIds.get(key)!)!;
  for (const p of parcels) {
    if (p.fate.is === 'binned')
      await packParcelIntoBin(tx, { BinScan: scanOf(p.fate.bin), PackageScan: p.number }, lang);
  }
  for (const b of BINS) {
    if (b.shelf) await putBinOnShelf(tx, clerk, { BinScan: scanOf(b.key), ShelfScan: b.shelf }, lang);
  }

  // A document its owner finished once everything on it was in.
  for (const [i, d] of DOCUMENTS.entries()) {
    if (d.finish) all(await finishDocuments(tx, auth(d.owner), [documentIds[i]!], lang));
  }

  // Parcels nobody forecast; customer1 claims one (waiting for staff), customer2 another, which
  // staff approved: it is customer2's parcel now.
  const unknown = await recordUnknownItems(
    tx,
    clerk,
    UNKNOWN.map((u) => ({ WarehouseId: warehouse.get(u.warehouse)!, TrackingNumber: u.tracking, Weight: u.weight })),
  );
  await voidUnknownItem(tx, clerk, { Id: unknown[4]!.id, Note: 'An inner box label, scanned by mistake' }, lang);
  await claimUnknownItem(
    tx,
    auth('customer1'),
    {
      TrackingNumber: UNKNOWN[2]!.tracking,
      Note: 'Bluetooth speaker from JD.com, order 2871 0453: the seller forgot my code',
    },
    lang,
  );
  const claim = await claimUnknownItem(
    tx,
    auth('customer2'),
    { TrackingNumber: UNKNOWN[3]!.tracking, Note: 'Phone stand, white; the receipt is in the photos I sent by email' },
    lang,
  );
  await approveClaim(tx, clerk, { Id: claim, Note: 'Matches the seller’s invoice' }, lang);
}
