import { QueryClientProvider } from '@tanstack/react-query';
import { Layout as AntLayout, notification, theme } from 'antd';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { api } from '../api/client';
import { setToastAdapter, toast } from '../api/notify';
import { queryClient } from '../api/query';
import { useSitePage } from '../api/useSitePage';
// The station's own small modules: the station itself loads with the floor screens.
import { forgetStations } from '../components/scan-station/memory';
import { useStationOnScreen } from '../components/scan-station/presence';
import { BACK_TOP_CLEARANCE } from '../components/table/logic';
import { pickingPrint, stopDevice } from '../device/local-service';
import { useTitle } from '../i18n/useTitle';
import { connectPush, disconnectPush, onPickingList } from '../push/hub';
import { useBuiltRoutes } from '../router/useBuiltRoutes';
import { listenForScans } from '../scan/shortcuts';
import { onSessionEnd } from '../session/session';
import { useAppStore } from '../stores/app';
import { useSessionStore } from '../stores/session';
import { useSettingsStore } from '../stores/settings';
import { useTagsStore } from '../stores/tags';
import { HardwarePanel } from './HardwarePanel';
import { Navbar } from './Navbar';
import { startPrintConnection } from './print';
import { Sidebar } from './Sidebar';
import { trackScreenQueries } from './screen-queries';
import { TagsView } from './TagsView';

export const MOBILE_WIDTH = 992;

// From the layout's first load on, before any screen subscribes to a query.
trackScreenQueries(queryClient);

/** Heights of the top bar and of the tags view under it (Navbar, TagsView). */
export const NAVBAR_HEIGHT = 50;
export const TAGS_HEIGHT = 34;

/** Draws the request layer's notifications with the themed antd instance of the shell, below
 * the header: over it they hid the header's tools and took their clicks while hovered. */
function useThemedToasts() {
  const tagsView = useSettingsStore((s) => s.tagsView);
  const [api, holder] = notification.useNotification({
    placement: 'topRight',
    top: NAVBAR_HEIGHT + (tagsView ? TAGS_HEIGHT : 0) + 8,
  });
  useEffect(() => {
    setToastAdapter({
      open: ({ key, type, title, description, duration, onClose }) =>
        api.open({ key, type, title, description, duration: duration || false, onClose }),
      destroy: (key) => api.destroy(key),
    });
    return () => setToastAdapter(null);
  }, [api]);
  return holder;
}

/** Things that run while signed in: push, scans, the device connection and auto printing. */
function useSignedInServices(pathOf: (k: string) => string | null) {
  const { t } = useTranslation('layout');
  const navigate = useNavigate();
  useEffect(() => {
    connectPush();
    const offEnd = onSessionEnd(() => {
      disconnectPush();
      stopDevice();
      // The next user of this tab starts with empty scan feeds.
      forgetStations();
    });
    if (useSettingsStore.getState().OpenService) startPrintConnection();
    // A picking list prints by itself only when the print connection is open, auto printing is
    // on and its warehouse is one of the chosen.
    const offPicking = onPickingList((p) => {
      const s = useSettingsStore.getState();
      if (
        s.OpenService &&
        s.AutomaticallyPrintPickingList &&
        s.AutomaticallyPrintWarehouseIds.includes(p.WarehouseId)
      ) {
        pickingPrint(p.PickingId);
      }
    });
    api.UserMessages.GetUserMessagesUnreadCount({}, { silent: true })
      .then((n) => useSessionStore.getState().setUnread(n))
      .catch(() => undefined);
    return () => {
      offEnd();
      offPicking();
    };
  }, []);
  useEffect(
    () =>
      listenForScans({
        pathOf,
        navigate: (p) => navigate(p),
        notInMenu: (code) => toast('warning', t('scanNotInMenu', { code }), undefined, 3),
      }),
    [pathOf, navigate, t],
  );
}

/**
 * The signed-in layout: sidebar, top bar, tags view, the screen, the
 * settings drawer and the hardware panel. Below 992 px it is the mobile layout: the sidebar
 * overlays the page and closes on every route change.
 */
function Shell() {
  const routes = useBuiltRoutes();
  const { pathname, search } = useLocation();
  const { token } = theme.useToken();
  const titleOf = useTitle();
  const site = useSitePage();
  const holder = useThemedToasts();
  const device = useAppStore((s) => s.device);
  const opened = useAppStore((s) => s.sidebarOpened);
  const tagsView = useSettingsStore((s) => s.tagsView);
  const fixedHeader = useSettingsStore((s) => s.fixedHeader);
  const hoverWindow = useSettingsStore((s) => s.HoverWindow);
  const collapsed = useSettingsStore((s) => s.HoverWindowCollapsed);
  const station = useStationOnScreen();
  useSignedInServices(routes.pathOf);

  useEffect(() => {
    const on = () => useAppStore.getState().setDevice(window.innerWidth < MOBILE_WIDTH ? 'mobile' : 'desktop');
    on();
    window.addEventListener('resize', on);
    return () => window.removeEventListener('resize', on);
  }, []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on route change
  useEffect(() => {
    if (useAppStore.getState().device === 'mobile' && useAppStore.getState().sidebarOpened)
      useAppStore.getState().closeSidebar();
  }, [pathname]);

  const meta = useMemo(() => routes.metaOf(pathname), [routes, pathname]);
  useEffect(() => {
    const tags = useTagsStore.getState();
    tags.add({ fullPath: '/dashboard', path: '/dashboard', name: 'Dashboard', title: 'route:dashboard', affix: true });
    if (meta && !pathname.startsWith('/redirect')) {
      tags.add({ fullPath: pathname + search, path: meta.path, name: meta.name, title: meta.title, affix: meta.affix });
    }
  }, [meta, pathname, search]);

  useEffect(() => {
    const title = meta ? titleOf(meta.title) : '';
    document.title = [title, site?.Title].filter(Boolean).join(' - ');
  }, [meta, titleOf, site?.Title]);

  const mobile = device === 'mobile';
  // The device window docks in the page's flow (it covered half a list on a phone and the row
  // actions on a desktop when it floated); collapsed, it is the top bar's chip.
  const docked = hoverWindow && !collapsed;
  // On a phone the device band goes above the screen, except under a scan station, whose prompt,
  // input and last answer come first (docs/architecture.md, "Floor screens").
  const band = docked && mobile ? (station ? 'bottom' : 'top') : null;
  const headerHeight = fixedHeader ? NAVBAR_HEIGHT + (tagsView ? TAGS_HEIGHT : 0) : 0;
  return (
    <AntLayout style={{ minHeight: '100vh' }} data-testid="layout" data-device={device}>
      {holder}
      <Sidebar routes={routes} />
      {mobile && opened ? (
        <button
          type="button"
          aria-label="close menu"
          onClick={() => useAppStore.getState().closeSidebar()}
          style={{ position: 'fixed', inset: 0, border: 0, background: 'rgba(0,0,0,.3)', zIndex: 1000 }}
        />
      ) : null}
      <AntLayout style={{ minWidth: 0 }}>
        <header
          style={{
            position: fixedHeader ? 'sticky' : 'relative',
            top: 0,
            zIndex: 9,
            background: token.colorBgContainer,
          }}
        >
          <Navbar routes={routes} />
          {tagsView ? <TagsView /> : null}
        </header>
        <div style={{ display: 'flex', alignItems: 'flex-start', flex: 'auto', minWidth: 0 }}>
          <AntLayout.Content
            // Room under the page's end for the back-to-top button, which floats there: at the
            // end of a list it covered the pager ("20 / page").
            style={{ margin: 16, marginBottom: 16 + BACK_TOP_CLEARANCE, minWidth: 0, flex: 'auto' }}
            data-testid="content"
          >
            {band === 'top' ? <HardwarePanel placement="top" /> : null}
            <Outlet />
            {band === 'bottom' ? <HardwarePanel placement="bottom" /> : null}
          </AntLayout.Content>
          {docked && !mobile ? <HardwarePanel placement="side" top={headerHeight + 16} /> : null}
        </div>
      </AntLayout>
    </AntLayout>
  );
}

export default function Layout() {
  return (
    <QueryClientProvider client={queryClient}>
      <Shell />
    </QueryClientProvider>
  );
}
