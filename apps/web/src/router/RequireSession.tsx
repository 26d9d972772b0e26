import { Button } from 'antd';
import { type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation } from 'react-router';
import { isCanceled } from '../api/request';
import { Failure, Loading } from '../components/Loading';
import { ALL_NS } from '../i18n';
import { signInPath } from '../session/navigation';
import { ensureSession, isLoggingOut } from '../session/session';
import { useSessionStore } from '../stores/session';
import { preloadShell } from './preload';
import { loadScreenRegistry, useScreenRegistry } from './screens';

/**
 * The gate of every signed-in page: no token sends the user to /index with
 * the target as `redirect`; a token without a loaded session loads it (routes, user info,
 * settings, quick navigations) before anything is drawn, so deep links resolve against the real
 * route table (the screen registry, loaded alongside, is part of it). A failed load stops and
 * offers a retry.
 */
export function RequireSession({ children }: { children: ReactNode }) {
  const token = useSessionStore((s) => s.accessToken);
  const loaded = useSessionStore((s) => !!s.user && !!s.menus);
  const hasRegistry = useScreenRegistry((s) => !!s.registry);
  const ready = loaded && hasRegistry;
  const location = useLocation();
  const { t } = useTranslation(ALL_NS);
  const [failed, setFailed] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: attempt re-runs the load on retry
  useEffect(() => {
    if (!token || ready) return;
    setFailed(null);
    // The chunks download while the session loads, not after it.
    preloadShell(location.pathname);
    Promise.all([ensureSession(), loadScreenRegistry()]).catch((e: unknown) => {
      if (!isCanceled(e)) setFailed((e as Error).message || t('common:operationFailed'));
    });
  }, [token, ready, attempt, t]);

  if (!token)
    return <Navigate to={isLoggingOut() ? '/index' : signInPath(location.pathname + location.search)} replace />;
  if (!ready) {
    if (failed) {
      return (
        <Failure
          title={t('common:operationFailed')}
          detail={failed}
          action={
            <Button type="primary" onClick={() => setAttempt((a) => a + 1)}>
              {t('common:retry')}
            </Button>
          }
        />
      );
    }
    return <Loading full text={t('layout:loadingSession')} />;
  }
  return <>{children}</>;
}
