import crypto from 'node:crypto';
import { and, eq, inArray, or, sql } from 'drizzle-orm';
import type { Queryable } from '../db/client.js';
import { sitePageConfigurations, uploadedFiles } from '../db/schema/index.js';
import { invalid } from './errors.js';

/**
 * Who may fetch an uploaded file (`GET /uploads/<yyyy>/<mm>/<random>.<ext>`).
 *
 * Uploads hold customers' parcel and inspection photos and documents, so a file is served only
 * through a short-lived signed address, `/uploads/<name>?exp=<unix seconds>&sig=<HMAC>`, unless it
 * is public content (below). The API signs: every upload address in every answer it gives is
 * rewritten to a signed one (`signAll`, applied to each answer in platform/http/register.ts). Whoever the
 * API lets see a record (the route's permission and customer scope decide, as for any field)
 * thereby gets working addresses for its files; nobody else can make one. An `<img src>` cannot
 * send the Authorization header, and a signed address needs no cookie, works across instances
 * (the secret is in the database) and costs no query to check.
 *
 * Stored values stay plain (`/uploads/<name>`): a signed address a client sends back (a form
 * saving the pictures it loaded) is stripped to the plain one before validation (`unsignAll`).
 *
 * Expiry: `UPLOAD_URL_TTL_SECONDS` (default 5 minutes), rounded up to a 5-minute step so an
 * address stays the same across answers for a while and the browser cache keeps working; a link
 * copied out of a session dies within 10 minutes of its sign-out. A page left open longer gets
 * fresh addresses on its next fetch of the record.
 *
 * Public without a signature: the site's logo, carousel pictures and About-us images, i.e. files
 * referenced by a site page configuration (`isPublicUpload`); notices and help articles add their
 * pictures there when they come.
 */

/** A stored upload's address, with a signature when it has one; group 1 is the stored name. The
 * names are always `yyyy/mm/<32 hex>.<ext>` (platform/storage.ts), so the pattern finds them
 * inside any text, also in rich-text HTML where `&` may be written `&amp;`. */
const ADDRESS = /\/uploads\/(\d{4}\/\d{2}\/[0-9a-f]{32}\.[a-z0-9]{2,5})(?:\?exp=\d+(?:&|&amp;)sig=[\w-]*)?/g;
const STORED_NAME = /^\d{4}\/\d{2}\/[0-9a-f]{32}\.[a-z0-9]{2,5}$/;

/** Signed addresses last at least the TTL and at most this much longer. */
const STEP_SECONDS = 300;

export type Verdict = 'ok' | 'expired' | 'invalid';

export class UploadSigner {
  private readonly key: Buffer;

  constructor(
    secret: Uint8Array,
    private readonly ttlSeconds: number,
    private readonly nowSeconds: () => number = () => Math.floor(Date.now() / 1000),
  ) {
    // A key of its own, derived from the server secret, so a signature over a path can never
    // be mistaken for a token signature or the other way round.
    this.key = crypto.createHmac('sha256', secret).update('upload-urls').digest();
  }

  private mac(storedName: string, exp: number): string {
    return crypto
      .createHmac('sha256', this.key)
      .update(`${storedName}\n${exp}`)
      .digest()
      .subarray(0, 16)
      .toString('base64url');
  }

  /** The signed address of a stored name. */
  sign(storedName: string): string {
    const exp = Math.ceil((this.nowSeconds() + this.ttlSeconds) / STEP_SECONDS) * STEP_SECONDS;
    return `/uploads/${storedName}?exp=${exp}&sig=${this.mac(storedName, exp)}`;
  }

  verify(storedName: string, exp: string | undefined, sig: string | undefined): Verdict {
    if (!exp || !sig || !/^\d{1,12}$/.test(exp) || !STORED_NAME.test(storedName)) return 'invalid';
    const given = Buffer.from(sig, 'base64url');
    const expected = Buffer.from(this.mac(storedName, Number(exp)), 'base64url');
    if (given.length !== expected.length || !crypto.timingSafeEqual(given, expected)) return 'invalid';
    return Number(exp) < this.nowSeconds() ? 'expired' : 'ok';
  }

  /** Seconds a valid signature has left (for Cache-Control). */
  remaining(exp: string): number {
    return Math.max(0, Number(exp) - this.nowSeconds());
  }

  /** A copy of an answer with every upload address in it signed. Objects are copied only where
   * something changed: handlers may answer cached objects, which must stay as they are. */
  signAll<T>(value: T): T {
    return mapStrings(value, (s) => s.replace(ADDRESS, (_m, name: string) => this.sign(name))) as T;
  }

  /** `signAll` on an answer already serialised to JSON: the same addresses come out (JSON.stringify
   * writes `/`, `?` and `&` as they are, and an address never spans a quote), for one scan of the
   * text instead of a walk over every value of every row. */
  signJson(json: string): string {
    return json.includes('/uploads/') ? json.replace(ADDRESS, (_m, name: string) => this.sign(name)) : json;
  }
}

/** A copy of a request body with the signatures taken off every upload address. */
export function unsignAll<T>(value: T): T {
  return mapStrings(value, (s) => s.replace(ADDRESS, '/uploads/$1')) as T;
}

/** An upload a request body refers to: its top-level field, its stored name, and whether it came
 * with an authentic signature (the API handed it to someone allowed to see it, maybe expired). */
export interface UploadRef {
  field: string;
  name: string;
  signed: boolean;
}

/**
 * A request body with its upload addresses unsigned, plus what it refers to: the files, and the
 * fields whose whole value poses as an upload address without being one a stored file can have
 * (`/uploads/../../pgdata/PG_VERSION`). The route checks both before the handler runs
 * (`checkUploadRefs`), so a record can only come to point at a file its writer may see.
 */
export function unsignBody<T>(value: T, signer: UploadSigner): { body: T; refs: UploadRef[]; malformed: string[] } {
  const refs: UploadRef[] = [];
  const malformed: string[] = [];
  const body = mapStrings(value, (s, field) => {
    if (s.startsWith('/uploads/') && !STORED_ADDRESS.test(s)) malformed.push(field);
    return s.replace(ADDRESS, (m, name: string) => {
      const q = m.indexOf('?');
      const params = q < 0 ? null : new URLSearchParams(m.slice(q + 1).replaceAll('&amp;', '&'));
      const verdict = params
        ? signer.verify(name, params.get('exp') ?? undefined, params.get('sig') ?? undefined)
        : 'invalid';
      refs.push({ field, name, signed: verdict !== 'invalid' });
      return `/uploads/${name}`;
    });
  }) as T;
  return { body, refs, malformed };
}

/** A whole value that is a stored upload's address, signed or not. */
const STORED_ADDRESS = /^\/uploads\/\d{4}\/\d{2}\/[0-9a-f]{32}\.[a-z0-9]{2,5}(?:\?exp=\d+&sig=[\w-]*)?$/;

/**
 * Refuses (Code 2 on the field) a body that poses a non-upload as an upload address, or refers
 * without a signature to a file the caller did not upload and that is not public content: a
 * record must not adopt another customer's file by its bare address, which the API would then
 * sign for whoever may see the record.
 */
export async function checkUploadRefs(
  db: Queryable,
  userId: number | null,
  refs: UploadRef[],
  malformed: string[],
): Promise<void> {
  if (malformed.length) throw invalid(malformed[0]!, 'upload.notStored');
  const bare = refs.filter((r) => !r.signed);
  if (!bare.length) return;
  const names = [...new Set(bare.map((r) => r.name))];
  const own =
    userId === null
      ? []
      : await db
          .select({ name: uploadedFiles.storedName })
          .from(uploadedFiles)
          .where(and(inArray(uploadedFiles.storedName, names), eq(uploadedFiles.uploaderId, userId)));
  const mine = new Set(own.map((r) => r.name));
  for (const r of bare) {
    if (mine.has(r.name) || (await isPublicUpload(db, r.name))) continue;
    throw invalid(r.field, 'upload.notYours', { name: r.name.split('/').pop() });
  }
}

function mapStrings(value: unknown, f: (s: string, field: string) => string, field = 'body'): unknown {
  if (typeof value === 'string') return value.includes('/uploads/') ? f(value, field) : value;
  if (Array.isArray(value)) {
    let out: unknown[] | null = null;
    value.forEach((v, i) => {
      const m = mapStrings(v, f, field);
      if (m === v) return;
      out ??= value.slice();
      out[i] = m;
    });
    return out ?? value;
  }
  if (value !== null && typeof value === 'object') {
    const proto = Object.getPrototypeOf(value);
    // Plain objects only: Dates, Buffers and other instances pass as they are.
    if (proto !== Object.prototype && proto !== null) return value;
    let out: Record<string, unknown> | null = null;
    // A reference is named by the body's own field that holds it (`Pictures`, not `Pictures.0`).
    const top = field === 'body';
    for (const [k, v] of Object.entries(value)) {
      const m = mapStrings(v, f, top ? k : field);
      if (m === v) continue;
      out ??= { ...(value as Record<string, unknown>) };
      out[k] = m;
    }
    return out ?? value;
  }
  return value;
}

/** Whether a stored upload is public content: the logo, a carousel picture or an image in the
 * About-us text of a site page configuration. A handful of rows (sites x 3 languages). */
export async function isPublicUpload(db: Queryable, storedName: string): Promise<boolean> {
  const address = `/uploads/${storedName}`;
  const t = sitePageConfigurations;
  const [row] = await db
    .select({ one: sql<number>`1` })
    .from(t)
    .where(
      or(
        eq(t.logo, address),
        sql`${t.carouselImages} @> ${JSON.stringify([address])}::jsonb`,
        sql`strpos(${t.aboutUs}, ${address}) > 0`,
      ),
    )
    .limit(1);
  return !!row;
}
