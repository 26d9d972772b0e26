import type { UserInfo } from '@wms/contract';
import { useSessionStore } from '../stores/session';

/** Whether a button needing `code` shows: super users see all, others need the code in Buttons
 * (spec 01 section 6). The server checks the same code on every staff call. */
export function hasPermiOf(user: Pick<UserInfo, 'IsSuperUser' | 'Buttons'> | null, code: string | string[]): boolean {
  if (!user) return false;
  if (user.IsSuperUser) return true;
  const codes = Array.isArray(code) ? code : [code];
  return codes.some((c) => user.Buttons.includes(c));
}

export const hasPermi = (code: string | string[]) => hasPermiOf(useSessionStore.getState().user, code);

/** The hook form re-renders when the user changes. */
export function useHasPermi(code: string | string[]): boolean {
  const user = useSessionStore((s) => s.user);
  return hasPermiOf(user, code);
}
