import { z } from 'zod';
import { recordKey, recordTexts, type Texts, t3 } from '../i18n/define.js';

// ---------------------------------------------------------------------------------------------
// The call table: every call of an area is declared once, here in the contract, with its body,
// its answer, who may call it and what data it touches. From one declaration come the server's
// route (`route(calls.X, handler)`, the handler typed by it), the permission code, the OpenAPI
// entry, the menu's button node, the console's typed client (`api.<Controller>.<Action>(body)`)
// and the typed permission codes of `hasPermi`. See docs/architecture.md, "The call table".

/**
 * Who may call:
 * - `open`: no token needed (sign-in, captcha, public site pages); the handler gets no `auth`;
 * - `signedIn`: any valid session, staff or customer;
 * - `staff`: platform staff only, behind the permission code; customers get 403 Code 1;
 * - `customer`: customer users only.
 */
export type Access = 'open' | 'signedIn' | 'staff' | 'customer';

/**
 * What data a call touches, declared so the isolation suite can check it:
 * - `public`: nothing owned by anyone (site pages, option lists, sign-in);
 * - `self`: only the caller's own rows (messages, quick navigations, configuration);
 * - `owner`: customer-owned rows: customers are scoped to their own, staff see all;
 * - `platform`: platform data that only staff manage.
 */
export type Scope = 'public' | 'self' | 'owner' | 'platform';

export interface CallSpec {
  body: z.ZodType;
  /** What `Data` holds. */
  response?: z.ZodType;
  /** A paged list: `Data` is an array of these rows and the envelope carries `Total`. */
  rows?: z.ZodType;
  /** A paged list's sort fields, named after the row fields they sort by: `sortType` is the
   * index in this list (0, the first, is the default). The body refuses any other index. */
  sorts?: readonly string[];
  /** The list's own order runs ascending (a report by code) rather than newest first: the
   * console sends `descendingOrder: false` until the user picks a direction. */
  ascending?: true;
  /** Content type of a file answer: success is that file, not an envelope. */
  produces?: string;
  /** A paged list of a workflow's records: the body may ask `StateCounts: true`, and the answer
   * then carries `Counts`, the records of each state under the same filters, the state filter
   * aside (the list's state tabs). The value is the workflow's option list name. */
  counts?: string;
  access: Access;
  scope: Scope;
  /** Staff calls: the permission code is `<Controller>:<Action>` unless `false` (any staff). */
  permission?: false;
  /** The body comes as multipart/form-data: fields validated by `body`, files beside them; a text
   * field takes up to `maxFieldBytes` (1 MiB unless said: a list pasted instead of a file may need
   * as much as the file). */
  multipart?: { maxFileBytes: number; maxFiles: number; maxFieldBytes?: number };
  summary?: string;
}

/** The permission code a call is behind, as a type: `null` for calls any signed-in user of the
 * right kind may make. */
export type CodeOf<C extends string, A extends string, S extends CallSpec> = S['access'] extends 'staff'
  ? S['permission'] extends false
    ? null
    : `${C}:${A}`
  : null;

export type CallDef<C extends string = string, A extends string = string, S extends CallSpec = CallSpec> = S & {
  controller: C;
  action: A;
  /** `/<Controller>/<Action>` under the API base. */
  path: `/${C}/${A}`;
  code: CodeOf<C, A, S>;
};

/** Any declared call, whatever its types. */
export type AnyCall = CallSpec & { controller: string; action: string; path: string; code: string | null };

export type CallTable<C extends string, T extends Record<string, CallSpec>> = {
  readonly [A in keyof T & string]: CallDef<C, A, T[A]>;
};

/** The records of one state, for a list's state tabs. */
export interface StateCount {
  State: number;
  Count: number;
}

/** The answer of a paged call as the console receives it. */
export interface Page<Row> {
  Data: Row[];
  Total: number;
  /** Asked with `StateCounts: true` of a list that declares `counts`. */
  Counts?: StateCount[];
}

/** What a call answers: the page, the file, or `Data`. */
export type AnswerOf<D extends CallSpec> = D extends { rows: z.ZodType }
  ? Page<z.infer<D['rows']>>
  : D extends { produces: string }
    ? Blob
    : D extends { response: z.ZodType }
      ? z.infer<D['response']>
      : unknown;

/** What a caller sends: the body before defaults are applied (paging keys may be left out). */
export type BodyOf<D extends CallSpec> = D extends { multipart: object } ? FormData : z.input<D['body']>;

/** The sort field names of a paged call. */
export type SortOf<D extends CallSpec> = D extends { sorts: readonly (infer S)[] } ? S : never;

/** The usual pairs of access and scope, spread into a call's declaration. */
export const staffPlatform = { access: 'staff', scope: 'platform' } as const;
export const staffOwner = { access: 'staff', scope: 'owner' } as const;
export const customerOwner = { access: 'customer', scope: 'owner' } as const;
export const signedInSelf = { access: 'signedIn', scope: 'self' } as const;
export const signedInPublic = { access: 'signedIn', scope: 'public' } as const;
export const openPublic = { access: 'open', scope: 'public' } as const;

const ACTION = /^[A-Z][A-Za-z0-9]*$/;

/** Declares the calls of one controller. Paged calls with `sorts` get a body whose `sortType`
 * accepts exactly those indexes, and carries them as metadata for the OpenAPI document. */
export function defineCalls<const C extends string, const T extends Record<string, CallSpec>>(
  controller: C,
  specs: T,
): CallTable<C, T> {
  if (!ACTION.test(controller)) throw new Error(`controller ${controller}: use PascalCase`);
  const table: Record<string, AnyCall> = {};
  for (const [action, spec] of Object.entries(specs)) {
    if (!ACTION.test(action)) throw new Error(`${controller}/${action}: use PascalCase`);
    if ([spec.response, spec.rows, spec.produces].filter((x) => x !== undefined).length !== 1)
      throw new Error(`${controller}/${action}: declare exactly one of response, rows, produces`);
    if (spec.sorts && !spec.rows && !spec.produces)
      throw new Error(`${controller}/${action}: sorts belong to a paged call or its printed copy`);
    const sorted = spec.sorts ? withSorts(spec.body, spec.sorts, spec.ascending === true) : onlyOwnOrder(spec.body);
    if (spec.counts && !spec.rows) throw new Error(`${controller}/${action}: counts belong to a paged call`);
    const body =
      spec.counts && sorted instanceof z.ZodObject
        ? sorted.extend({
            StateCounts: z
              .boolean()
              .optional()
              .describe('true: the answer carries Counts, the records of each state (the state filter aside)'),
          })
        : sorted;
    table[action] = {
      ...spec,
      body,
      controller,
      action,
      path: `/${controller}/${action}`,
      code: spec.access === 'staff' && spec.permission !== false ? `${controller}:${action}` : null,
    } as AnyCall;
  }
  return table as CallTable<C, T>;
}

/** A paging body whose call declares no sorts has its own order only: `sortType` 0. An unchecked
 * number would reach the server's statement cache as a new shape per value. */
function onlyOwnOrder(body: z.ZodType): z.ZodType {
  if (!(body instanceof z.ZodObject) || !('sortType' in body.shape)) return body;
  return body.extend({
    sortType: z.coerce.number().int().min(0).max(0).default(0).describe("0: the list's own order"),
  });
}

function withSorts(body: z.ZodType, sorts: readonly string[], ascending: boolean): z.ZodType {
  if (!(body instanceof z.ZodObject)) throw new Error('sorts need an object body');
  const meta = body.meta();
  return body
    .extend({
      sortType: z.coerce
        .number()
        .int()
        .min(0)
        .max(sorts.length - 1)
        .default(0)
        .describe(sorts.map((s, i) => `${i} ${s}`).join(', ')),
      descendingOrder: z.boolean().default(!ascending),
    })
    .meta({ ...meta, 'x-sorts': [...sorts] });
}

/** The same calls under another controller with another access: the staff and customer
 * variants of one area (`/Commodity/` and `/UserCommodity/`) share their declarations. */
export function withAccess<const T extends Record<string, CallSpec>, const A extends Access>(
  specs: T,
  access: A,
): { [K in keyof T]: Omit<T[K], 'access'> & { access: A } } {
  return Object.fromEntries(Object.entries(specs).map(([k, s]) => [k, { ...s, access }])) as never;
}

/** Every staff permission code of the given tables. */
export type PermissionCodeOf<Tables> = {
  [C in keyof Tables]: { [A in keyof Tables[C]]: Tables[C][A] extends { code: infer K } ? K : never }[keyof Tables[C]];
}[keyof Tables] &
  string;

/** The texts an area brings with its calls, each in the three languages: its messages (Code 4
 * refusals, rules), the labels of its new wire fields (form labels, column titles and the field a
 * Code 2 names) and the titles of its menu buttons (`<Controller><Action>`). The registry merges
 * them into the shared catalogues, refusing a key that is already there. */
export interface AreaTexts {
  readonly areaTexts: true;
  messages?: Record<string, Texts>;
  fields?: Record<string, Texts>;
  buttons?: Record<string, Texts>;
  /** The kind of record a controller's calls are about, by controller (a `recordKey`). */
  kinds?: Record<string, string>;
}

/** The record a set-up table is about, to title its plain buttons with (see `plainButtons`). */
export interface RecordName {
  calls: Record<string, AnyCall>;
  /** In the three languages, English in the singular and lower case ("currency"). */
  name: Texts;
  /** English plural ("currencies"). */
  plural: string;
}

const VERBS: [RegExp, (r: Texts, plural: string) => Texts][] = [
  [/^Get.*ById$/, (r) => t3(`查看${r['zh-cn']}`, `查看${r['zh-tw']}`, `View ${r['en-us']}`)],
  [/^Get/, (r, p) => t3(`查询${r['zh-cn']}`, `查詢${r['zh-tw']}`, `List ${p}`)],
  [/^(Establish|Add|Create)/, (r) => t3(`新增${r['zh-cn']}`, `新增${r['zh-tw']}`, `Add ${r['en-us']}`)],
  [/^Edit/, (r) => t3(`编辑${r['zh-cn']}`, `編輯${r['zh-tw']}`, `Edit ${r['en-us']}`)],
  [/^Delete/, (r) => t3(`删除${r['zh-cn']}`, `刪除${r['zh-tw']}`, `Delete ${r['en-us']}`)],
  [/Deactivate/, (r, p) => t3(`启用/停用${r['zh-cn']}`, `啟用/停用${r['zh-tw']}`, `Activate or deactivate ${p}`)],
];

/** Titles of the menu buttons of a table's plain staff calls (list, view, add, edit, delete,
 * deactivate), made from the record's name; any other staff call needs its title in `buttons`. */
export function plainButtons({ calls, name, plural }: RecordName): Record<string, Texts> {
  const out: Record<string, Texts> = {};
  for (const c of Object.values(calls)) {
    if (c.code === null) continue;
    const verb = VERBS.find(([re]) => re.test(c.action));
    if (verb) out[`${c.controller}${c.action}`] = verb[1](name, plural);
  }
  return out;
}

/** An area's texts; `record` titles its plain buttons, `buttons` the rest (or overrides them), and
 * names the kind of record in messages (`record.<key>`, `records.<key>`: see `recordTexts`). */
export const areaTexts = ({ record, ...t }: Omit<AreaTexts, 'areaTexts'> & { record?: RecordName }): AreaTexts => ({
  areaTexts: true,
  ...t,
  messages: { ...(record ? recordTexts(record.name, record.plural) : {}), ...t.messages },
  buttons: { ...(record ? plainButtons(record) : {}), ...t.buttons },
  kinds: record
    ? Object.fromEntries(Object.values(record.calls).map((c) => [c.controller, recordKey(record.name['en-us'])]))
    : undefined,
});
