import type { Lang } from '@wms/contract';
import type { z } from 'zod';
import type { Auth } from './auth.js';

/**
 * Who may call a route:
 * - `open`: no token needed (sign-in, captcha, public site pages);
 * - `signedIn`: any valid session, staff or customer;
 * - `staff`: platform staff only; customers get 403 Code 1;
 * - `customer`: customer users only.
 */
export type Access = 'open' | 'signedIn' | 'staff' | 'customer';

/**
 * What data a route touches, declared so the isolation suite can check it:
 * - `public`: nothing owned by anyone (site pages, option lists, sign-in);
 * - `self`: only the caller's own rows (messages, quick navigations, configuration);
 * - `owner`: customer-owned rows: customers are scoped to their own, staff see all;
 * - `platform`: platform data that only staff manage.
 */
export type Scope = 'public' | 'self' | 'owner' | 'platform';

export interface UploadedFile {
  field: string;
  filename: string;
  mimetype: string;
  data: Buffer;
}

export interface Call<B> {
  auth: Auth;
  body: B;
  lang: Lang;
  ip: string;
  requestId: string;
  host: string;
  userAgent: string;
  files: UploadedFile[];
}
export interface OpenCall<B> extends Omit<Call<B>, 'auth'> {
  auth: Auth | null;
}

/** A paged answer: the envelope carries `Total` beside `Data`. */
export class PagedResult<T> {
  constructor(
    readonly rows: T[],
    readonly total: number,
  ) {}
}
export const paged = <T>(rows: T[], total: number) => new PagedResult(rows, total);

/** A successful answer with warnings for the user: the envelope carries `Warnings` beside
 * `Data` (none: an ordinary answer). */
export class WarnedResult<T> {
  constructor(
    readonly data: T,
    readonly warnings: string[],
  ) {}
}
export const warned = <T>(data: T, warnings: string[]) => new WarnedResult(data, warnings);

/** A raw answer that bypasses the envelope (audio, files). With `filename` it is sent as a
 * download (Content-Disposition: attachment). */
export class RawResult {
  constructor(
    readonly contentType: string,
    readonly body: Buffer | string,
    readonly filename?: string,
  ) {}
}
export const download = (contentType: string, body: Buffer, filename: string) =>
  new RawResult(contentType, body, filename);

export interface RouteDef<S extends z.ZodType = z.ZodType> {
  action: string;
  body: S;
  /** Documentation of `Data`; not enforced at run time. */
  response?: z.ZodType;
  /** Content type of a file answer (a `download(...)`): success is that file, not an envelope. */
  produces?: string;
  access: Access;
  scope: Scope;
  /** Staff routes: the permission code is `<Controller>:<Action>` unless `false` (any staff). */
  permission?: false | string;
  /** Body comes as multipart/form-data: fields validated by `body`, files in `call.files`. */
  multipart?: { maxFileBytes: number; maxFiles: number };
  /** Sign-in and SMS routes: limit per client address per minute (shared through the database). */
  summary?: string;
  handler: (call: Call<z.infer<S>> & OpenCall<z.infer<S>>) => Promise<unknown>;
}

export interface ModuleDef {
  controller: string;
  routes: RouteDef[];
}

/** Keeps the body schema and the handler's body type linked. */
export function route<S extends z.ZodType>(def: RouteDef<S>): RouteDef {
  return def as unknown as RouteDef;
}

export function permissionCode(controller: string, def: RouteDef): string | null {
  if (def.access !== 'staff' || def.permission === false) return null;
  return def.permission ?? `${controller}:${def.action}`;
}
