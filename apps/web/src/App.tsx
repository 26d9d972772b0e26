import { ConfigProvider } from 'antd';
import { lazy, Suspense, useEffect } from 'react';
import { BrowserRouter, useNavigate } from 'react-router';
import { useAntdLocale } from './i18n';
import { AppRoutes } from './router/AppRoutes';
import { setNavigate } from './session/navigation';
import { useStartupAlert } from './session/startup';
import { SIZE_STYLE, useAppStore } from './stores/app';
import { useSettingsStore } from './stores/settings';
import { useMediaQuery } from './utils/useMediaQuery';

const StartupAlertBanner = lazy(() => import('./components/StartupAlert'));

/** Lets session code outside React navigate with the router. */
function NavigateBridge() {
  const navigate = useNavigate();
  useEffect(() => {
    setNavigate((to, opts) => navigate(to, opts));
    return () => setNavigate(null);
  }, [navigate]);
  return null;
}

/** The root: antd theme (colour from the settings, no motion for users who ask the system for
 * less), locale and size; the router. */
export function App() {
  const theme = useSettingsStore((s) => s.theme);
  const size = useAppStore((s) => s.size);
  const locale = useAntdLocale((s) => s.locale);
  const alert = useStartupAlert((s) => s.message);
  const still = useMediaQuery('(prefers-reduced-motion: reduce)');
  const sized = SIZE_STYLE[size];
  const cellFont = sized.fontSize ? { cellFontSizeMD: sized.fontSize, cellFontSizeSM: sized.fontSize } : {};
  return (
    <ConfigProvider
      theme={{
        token: { colorPrimary: theme, motion: !still },
        components: {
          Table: { cellPaddingBlockMD: sized.cellPadding, cellPaddingBlockSM: sized.cellPadding, ...cellFont },
        },
      }}
      locale={locale}
      componentSize={sized.component}
    >
      {alert !== null ? (
        <Suspense fallback={null}>
          <StartupAlertBanner message={alert} />
        </Suspense>
      ) : null}
      <BrowserRouter>
        <NavigateBridge />
        <AppRoutes />
      </BrowserRouter>
    </ConfigProvider>
  );
}
