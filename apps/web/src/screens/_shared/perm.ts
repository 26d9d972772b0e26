import { useCallback } from 'react';
import { useSessionStore } from '../../stores/session';
import { hasPermiOf } from '../../utils/permission';

/** `can('<Controller>:<Action>')`: the hook form of hasPermi for screens with many buttons. It
 * re-renders when the signed-in user changes. */
export function usePermi(): (code: string | string[]) => boolean {
  const user = useSessionStore((s) => s.user);
  return useCallback((code: string | string[]) => hasPermiOf(user, code), [user]);
}
