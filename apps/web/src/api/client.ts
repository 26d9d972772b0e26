import type { AnswerOf, BodyOf, CallSpec, Calls } from '@wms/contract';
import { type RequestConfig, requestEnvelope, UPLOAD_TIMEOUT } from './request';

/** Options of one call: quiet errors, a time-out, upload progress ... */
export type CallOpts = Omit<RequestConfig, 'url' | 'data'>;

type ClientOf<T> = {
  readonly [A in keyof T]: T[A] extends CallSpec
    ? {} extends BodyOf<T[A]>
      ? (body?: BodyOf<T[A]>, opts?: CallOpts) => Promise<AnswerOf<T[A]>>
      : (body: BodyOf<T[A]>, opts?: CallOpts) => Promise<AnswerOf<T[A]>>
    : never;
};

/** The typed client: `api.<Controller>.<Action>(body)` answers the call's declared type (the rows
 * and `Total` of a paged list, a Blob for a file, else `Data`). Nothing of the call table is
 * loaded at run time: the path is the two property names, so the client costs no bundle size. */
export type Api = { readonly [C in keyof Calls]: ClientOf<Calls[C]> };

async function call(path: string, body: unknown, opts: CallOpts = {}): Promise<unknown> {
  const form = typeof FormData !== 'undefined' && body instanceof FormData;
  // `blob`: a file answer comes back as a Blob, a JSON one as the envelope.
  const r = (await requestEnvelope<unknown>({
    url: path,
    data: body,
    blob: true,
    ...(form ? { timeout: UPLOAD_TIMEOUT } : {}),
    ...opts,
  })) as unknown;
  if (r instanceof Blob) return r;
  const env = r as { Data: unknown; Total?: number; Counts?: unknown };
  if (typeof env.Total !== 'number') return env.Data;
  return env.Counts ? { Data: env.Data, Total: env.Total, Counts: env.Counts } : { Data: env.Data, Total: env.Total };
}

const controllers = new Map<string, unknown>();

export const api = new Proxy({} as Api, {
  get(_, controller: string) {
    let c = controllers.get(controller);
    if (!c) {
      const actions = new Map<string, unknown>();
      c = new Proxy(
        {},
        {
          get(__, action: string) {
            let fn = actions.get(action);
            if (!fn) {
              fn = (body?: unknown, opts?: CallOpts) => call(`/${controller}/${action}`, body, opts);
              actions.set(action, fn);
            }
            return fn;
          },
        },
      );
      controllers.set(controller, c);
    }
    return c;
  },
});
