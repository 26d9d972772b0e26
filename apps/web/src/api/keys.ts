import type { QueryKey } from '@tanstack/react-query';
import type { Calls } from '@wms/contract';

/**
 * Query keys, built in one place so that a mutation knows what it invalidates: every query of an
 * area starts with its controller, so a write to the area refreshes all of its lists, details
 * and pickers at once (`area`), and the option lists of `/Select/` start with 'select'.
 */
export const queryKeys = {
  /** Every query of a controller. */
  area: (controller: keyof Calls): QueryKey => [controller],
  /** One call of a controller with its body. */
  call: (c: { controller: keyof Calls; action: string }, body?: unknown): QueryKey =>
    body === undefined ? [c.controller, c.action] : [c.controller, c.action, body],
  /** An option list `/Select/Get<name>`. */
  select: (name: string): QueryKey => ['select', name],
};
