// What the floor of an inbound scan (bench/inbound.mjs) works out of a request's body before its
// statements, as our server does (lib/floor-program.mjs): values no earlier statement answers.
// The bench sends scans as couriers print them (capitals, no dashes or spaces), so the scan is its
// own tracking key; the program's check against our server's captures would stop the bench if
// these ever gave other values than the server's.

/** The signing lock's key: FNV-1a of `warehouse:key` to a signed 32-bit integer (as
 * apps/server/src/platform/locks.ts `hashKey`). */
function hashKey(text) {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h | 0;
}

const key = (scan) => scan.normalize('NFKC').replace(/\s+/g, '').toUpperCase().replace(/-/g, '');

/** PackageSigning/SignScan: one lock per scanned number and warehouse. */
export const signing = (body) => ({ lockKey: hashKey(`${body.WarehouseId}:${key(body.Scan)}`) });

/** PackagePutOnShelves/ShelveScan: nothing beyond the body. */
export const shelving = () => ({});
