import { formFields } from '@wms/contract';
import type { z } from 'zod';

/** The most characters a text field of a call's body takes, as the server checks it. */
export function textMax(body: z.ZodType, name: string): number | undefined {
  const f = formFields(body).find((x) => x.name === name);
  return f?.kind === 'text' ? f.max : undefined;
}
