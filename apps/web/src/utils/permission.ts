import type { PermissionCode, UserInfo } from '@wms/contract';

/** A permission code or several (any of them allows); only codes of declared staff calls compile. */
export type Perm = PermissionCode | readonly PermissionCode[];

import { useSessionStore } from '../stores/session';

/** Whether a button needing `code` shows: super users see all, others need the code in Buttons.
 * The server checks the same code on every staff call. */
export function hasPermiOf(user: Pick<UserInfo, 'IsSuperUser' | 'Buttons'> | null, code: Perm): boolean {
  if (!user) return false;
  if (user.IsSuperUser) return true;
  const codes: readonly string[] = typeof code === 'string' ? [code] : code;
  return codes.some((c) => user.Buttons.includes(c));
}

export const hasPermi = (code: Perm) => hasPermiOf(useSessionStore.getState().user, code);

/** The hook form re-renders when the user changes. */
export function useHasPermi(code: Perm): boolean {
  const user = useSessionStore((s) => s.user);
  return hasPermiOf(user, code);
}
