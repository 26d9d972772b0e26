import type { Access, AnswerOf, AnyCall, CallSpec, Lang, Scope, StateCount } from '@wms/contract';
import { z } from 'zod';
import type { Auth } from './auth.js';

export type { Access, Scope } from '@wms/contract';

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
    /** The records of each state, when the list's caller asked (`StateCounts`). */
    readonly counts?: StateCount[],
  ) {}
}
export const paged = <T>(rows: T[], total: number, counts?: StateCount[]) => new PagedResult(rows, total, counts);

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
  /** A paged list's sort fields (index = sortType), for the OpenAPI document. */
  sorts?: readonly string[];
  /** Content type of a file answer (a `download(...)`): success is that file, not an envelope. */
  produces?: string;
  access: Access;
  scope: Scope;
  /** Staff routes: the permission code is `<Controller>:<Action>` unless `false` (any staff). */
  permission?: false | string;
  /** Body comes as multipart/form-data: fields validated by `body`, files in `call.files`. */
  multipart?: { maxFileBytes: number; maxFiles: number; maxFieldBytes?: number };
  summary?: string;
  /** The controller of a route declared from the call table (its module's must match). */
  controller?: string;
  handler: (call: Call<z.infer<S>> & OpenCall<z.infer<S>>) => Promise<unknown>;
}

export interface ModuleDef {
  controller: string;
  routes: RouteDef[];
}

/** What a handler gets: `auth` is there on every signed-in call and absent on open ones. */
export type CallOf<D extends CallSpec> = D['access'] extends 'open'
  ? Omit<Call<z.infer<D['body']>>, 'auth'>
  : Call<z.infer<D['body']>>;

/** What a handler answers for a call: the page of rows, the file, or `Data` (with warnings or
 * not). The client's type of the same answer is `AnswerOf` in the contract. */
export type HandlerAnswer<D extends CallSpec> = D extends { rows: z.ZodType }
  ? PagedResult<z.infer<D['rows']>>
  : D extends { produces: string }
    ? RawResult
    : AnswerOf<D> | WarnedResult<AnswerOf<D>>;

export type Handler<D extends CallSpec> = (call: CallOf<D>) => Promise<HandlerAnswer<D>>;

/** A route from its declaration in the call table: the handler is typed by the call's body,
 * access and answer, so a wrong field or a wrong answer does not compile. */
export function route<D extends AnyCall>(call: D, handler: Handler<D>): RouteDef;
/** A route declared by hand (option lists and other routes whose set is computed). */
export function route<S extends z.ZodType>(def: RouteDef<S>): RouteDef;
export function route(a: RouteDef | AnyCall, handler?: Handler<AnyCall>): RouteDef {
  if (!handler) return a as RouteDef;
  const call = a as AnyCall;
  return {
    controller: call.controller,
    action: call.action,
    body: call.body,
    response: call.rows ? z.array(call.rows) : call.response,
    sorts: call.sorts,
    produces: call.produces,
    access: call.access,
    scope: call.scope,
    permission: call.permission,
    multipart: call.multipart,
    summary: call.summary,
    handler: handler as RouteDef['handler'],
  };
}

/** The module answering one call table: every route must be one of its calls. */
export function moduleOf(table: Record<string, AnyCall>, routes: RouteDef[]): ModuleDef {
  const controller = Object.values(table)[0]!.controller;
  for (const r of routes) {
    if (r.controller !== controller || table[r.action] === undefined)
      throw new Error(`${r.controller}/${r.action} is not a call of ${controller}`);
  }
  return { controller, routes };
}

export function permissionCode(controller: string, def: RouteDef): string | null {
  if (def.access !== 'staff' || def.permission === false) return null;
  return def.permission ?? `${controller}:${def.action}`;
}
