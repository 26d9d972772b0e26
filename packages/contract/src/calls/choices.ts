import { z } from 'zod';
import { picked } from '../inputs.js';
import { requiredRule, zRequiredId } from '../primitives.js';
import { zInteger } from '../validators/schemas.js';

// Fields chosen from an option list or a picker, shared by every area's bodies.

/** One of the values of an option set (`/Select/Get<list>`), else Code 2 on the field. */
export const oneOf = (values: Record<string, number>, list: string) =>
  picked(
    zInteger().refine((v) => Object.values(values).includes(v), { error: 'validation.unknownChoice' }),
    list,
  );

/** Several records picked from the `/Select/Get<list>` list (at most 300). */
export const ids = (list: string) => picked(z.array(zRequiredId, { error: requiredRule }).max(300), list, true);
