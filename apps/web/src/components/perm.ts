import { useCallback } from 'react';
import { useSessionStore } from '../stores/session';
import { hasPermiOf, type Perm } from '../utils/permission';

/** `can('<Controller>:<Action>')`: the hook form of hasPermi for screens with many buttons. It
 * re-renders when the signed-in user changes. */
export function usePermi(): (code: Perm) => boolean {
  const user = useSessionStore((s) => s.user);
  return useCallback((code: Perm) => hasPermiOf(user, code), [user]);
}
