import { Layout, Menu, type MenuProps } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { useSitePage } from '../api/useSitePage';
import { ALL_NS } from '../i18n';
import { useTitle } from '../i18n/useTitle';
import type { MenuEntry } from '../router/build';
import type { ShellRoutes } from '../router/useBuiltRoutes';
import { useAppStore } from '../stores/app';
import { useSettingsStore } from '../stores/settings';
import { iconOf } from './icons';

export const SIDEBAR_WIDTH = 225;
export const SIDEBAR_COLLAPSED = 54;

type Item = Required<MenuProps>['items'][number];

/** Keys of the directories holding `path`, outermost first. */
function openKeysOf(menu: MenuEntry[], path: string, trail: string[] = []): string[] | null {
  for (const m of menu) {
    if (m.path?.toLowerCase() === path.toLowerCase()) return trail;
    if (m.children) {
      const found = openKeysOf(m.children, path, [...trail, m.key]);
      if (found) return found;
    }
  }
  return null;
}

/** The collapsible sidebar: 225 px, one submenu open at a time. */
export function Sidebar({ routes }: { routes: ShellRoutes }) {
  const { t } = useTranslation(ALL_NS);
  const titleOf = useTitle();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const opened = useAppStore((s) => s.sidebarOpened);
  const mobile = useAppStore((s) => s.device === 'mobile');
  const showLogo = useSettingsStore((s) => s.sidebarLogo);
  const site = useSitePage();
  const [openKeys, setOpenKeys] = useState<string[]>([]);

  // The current screen's directory opens with it (and is the only one open).
  useEffect(() => {
    const keys = openKeysOf(routes.menu, pathname);
    if (keys?.length) setOpenKeys(keys);
  }, [routes.menu, pathname]);

  const items = useMemo(() => {
    const toItem = (m: MenuEntry, top: boolean): Item => {
      const label = <span data-testid={`menu-${m.name}`}>{titleOf(`menu:${m.name}`)}</span>;
      const icon = top ? iconOf(m.icon) : iconOf(m.icon, false);
      if (m.children?.length && !m.path)
        return { key: m.key, icon, label, children: m.children.map((c) => toItem(c, false)) };
      return { key: m.key, icon, label };
    };
    return [
      {
        key: '/dashboard',
        icon: iconOf('DashboardOutlined'),
        label: <span data-testid="menu-Dashboard">{t('route:dashboard')}</span>,
      },
      ...routes.menu.map((m) => toItem(m, true)),
    ];
  }, [routes.menu, titleOf, t]);

  const rootKeys = useMemo(() => new Set(routes.menu.map((m) => m.key)), [routes.menu]);
  const collapsed = !opened;

  // Opened over the page on a phone, the menu takes the focus: its arrow keys work at once, and a
  // scan station under it leaves it the focus.
  useEffect(() => {
    if (!mobile || !opened) return;
    const frame = requestAnimationFrame(() =>
      document.querySelector<HTMLElement>('[data-testid="sidebar"] ul[role="menu"]')?.focus({ preventScroll: true }),
    );
    return () => cancelAnimationFrame(frame);
  }, [mobile, opened]);

  return (
    <Layout.Sider
      width={SIDEBAR_WIDTH}
      collapsedWidth={mobile ? 0 : SIDEBAR_COLLAPSED}
      collapsed={collapsed}
      trigger={null}
      data-testid="sidebar"
      style={{
        height: '100vh',
        position: mobile ? 'fixed' : 'sticky',
        top: 0,
        left: 0,
        zIndex: mobile ? 1001 : 10,
        overflow: 'auto',
      }}
    >
      {showLogo ? (
        <div
          style={{
            height: 50,
            display: 'flex',
            alignItems: 'center',
            justifyContent: collapsed ? 'center' : 'flex-start',
            gap: 10,
            padding: collapsed ? 0 : '0 16px',
            color: '#fff',
            fontWeight: 600,
            whiteSpace: 'nowrap',
            overflow: 'hidden',
          }}
        >
          {site?.Logo ? <img src={site.Logo} alt="" style={{ height: 28 }} /> : <span style={{ fontSize: 20 }}>◆</span>}
          {collapsed ? null : (
            <span style={{ overflow: 'hidden', textOverflow: 'ellipsis' }}>{site?.Title || t('appName')}</span>
          )}
        </div>
      ) : null}
      <Menu
        theme="dark"
        mode="inline"
        items={items}
        selectedKeys={[routes.metaOf(pathname)?.path ?? pathname]}
        openKeys={collapsed ? undefined : openKeys}
        onOpenChange={(keys) => {
          // One submenu open at a time: the newest root wins.
          const newest = keys.find((k) => !openKeys.includes(k));
          setOpenKeys(newest && rootKeys.has(newest) ? [newest] : keys);
        }}
        onClick={({ key }) => {
          if (/^https?:\/\//.test(key)) window.open(key, '_blank', 'noopener');
          else navigate(key);
        }}
      />
    </Layout.Sider>
  );
}
