import {
  BellOutlined,
  ColumnHeightOutlined,
  DownOutlined,
  FullscreenExitOutlined,
  FullscreenOutlined,
  HomeOutlined,
  MenuFoldOutlined,
  MenuUnfoldOutlined,
  NotificationOutlined,
  QuestionCircleOutlined,
} from '@ant-design/icons';
import { Avatar, Badge, Breadcrumb, Button, Dropdown, Space, Switch, theme } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { toast } from '../api/notify';
import { LangSelect } from '../components/LangSelect';
import { ALL_NS } from '../i18n';
import { useTitle } from '../i18n/useTitle';
import type { ShellRoutes } from '../router/useBuiltRoutes';
import { logout } from '../session/session';
import { SIZES, type Size, useAppStore } from '../stores/app';
import { useSessionStore } from '../stores/session';
import { useSettingsStore } from '../stores/settings';
import { ErrorLog } from './ErrorLog';
import { DeviceChip } from './HardwarePanel';
import { MenuSearch } from './MenuSearch';
import { setPrintConnection } from './print';
import { SettingsDrawer } from './SettingsDrawer';
import { useCloseAfterRouteChange } from './useCloseAfterRouteChange';

const sizeKey = { default: 'sizeDefault', medium: 'sizeMedium', small: 'sizeSmall', mini: 'sizeMini' } as const;

/** On a phone or a handheld the top bar's buttons are 48 px targets (docs/architecture.md,
 * "Floor screens": 48 px targets), within its 50 px height. */
const TOUCH_BUTTONS = '.wms-navbar-touch .ant-btn{height:48px;min-width:48px}';

function FullscreenButton() {
  const { t } = useTranslation('layout');
  const [full, setFull] = useState(!!document.fullscreenElement);
  useEffect(() => {
    const on = () => setFull(!!document.fullscreenElement);
    document.addEventListener('fullscreenchange', on);
    return () => document.removeEventListener('fullscreenchange', on);
  }, []);
  const click = () => {
    if (!document.fullscreenEnabled) {
      toast('warning', t('fullscreenUnsupported'), undefined, 3);
      return;
    }
    if (document.fullscreenElement) void document.exitFullscreen();
    else
      void document.documentElement
        .requestFullscreen()
        .catch(() => toast('warning', t('fullscreenUnsupported'), undefined, 3));
  };
  return (
    <Button
      type="text"
      icon={full ? <FullscreenExitOutlined /> : <FullscreenOutlined />}
      title={t('fullscreen')}
      aria-label={t('fullscreen')}
      onClick={click}
      data-testid="fullscreen"
    />
  );
}

function SizeSelect() {
  const { t } = useTranslation(ALL_NS);
  const size = useAppStore((s) => s.size);
  const setSize = useAppStore((s) => s.setSize);
  return (
    <Dropdown
      trigger={['click']}
      // The opened menu takes the focus: its arrow keys work at once (and a scan station leaves it).
      autoFocus
      menu={{
        selectable: true,
        selectedKeys: [size],
        items: SIZES.map((s) => ({
          key: s,
          label: <span data-testid={`size-${s}`}>{t(`layout:${sizeKey[s]}`)}</span>,
        })),
        onClick: ({ key }) => {
          setSize(key as Size);
          toast('success', t('common:switchSizeSuccess'), undefined, 3);
        },
      }}
    >
      <Button
        type="text"
        icon={<ColumnHeightOutlined />}
        title={t('layout:size')}
        aria-label={t('layout:size')}
        data-testid="size-select"
      />
    </Dropdown>
  );
}

/** The top bar. */
export function Navbar({ routes }: { routes: ShellRoutes }) {
  const { t } = useTranslation(ALL_NS);
  const titleOf = useTitle();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const { token } = theme.useToken();
  const opened = useAppStore((s) => s.sidebarOpened);
  const toggle = useAppStore((s) => s.toggleSidebar);
  const mobile = useAppStore((s) => s.device === 'mobile');
  const user = useSessionStore((s) => s.user);
  const unread = useSessionStore((s) => s.unread);
  const openService = useSettingsStore((s) => s.OpenService);
  const hoverWindow = useSettingsStore((s) => s.HoverWindow);
  const collapsed = useSettingsStore((s) => s.HoverWindowCollapsed);
  const [avatarOpen, setAvatarOpen] = useState(false);

  const avatarOpened = useCloseAfterRouteChange(() => setAvatarOpen(false));

  const meta = routes.metaOf(pathname);
  const crumbs = [
    { title: <Link to="/dashboard">{t('route:dashboard')}</Link> },
    ...(meta && meta.name !== 'Dashboard'
      ? [
          ...meta.trail.map((n) => ({ title: titleOf(`menu:${n}`) })),
          { title: <span data-testid="crumb-current">{titleOf(meta.title)}</span> },
        ]
      : []),
  ];
  const messagesPath = routes.pathOf('MineUserMessagesIndex') ?? '/mine/MineUserMessagesIndex';
  // Notices and help open inside the console: the user's own menu screen when it has one, else
  // the fixed page that says plainly the screen is still to come.
  const noticesPath = routes.pathOf('UserNoticeIndex') ?? routes.pathOf('NoticeIndex') ?? '/notices';
  const helpPath =
    routes.pathOf('UserHelpTutorialIndex') ??
    routes.pathOf('HelpTutorialIndex') ??
    '/helpTutorialDetailedDetailedIndex';

  return (
    <div
      className={mobile ? 'wms-navbar-touch' : undefined}
      data-testid="navbar"
      style={{
        height: 50,
        display: 'flex',
        alignItems: 'center',
        padding: '0 8px',
        background: token.colorBgContainer,
        borderBottom: `1px solid ${token.colorBorderSecondary}`,
        gap: 8,
      }}
    >
      {mobile ? <style>{TOUCH_BUTTONS}</style> : null}
      <Button
        type="text"
        icon={opened ? <MenuFoldOutlined /> : <MenuUnfoldOutlined />}
        onClick={toggle}
        aria-label={t('layout:toggleSidebar')}
        title={t('layout:toggleSidebar')}
        data-testid="hamburger"
      />
      {mobile ? null : <Breadcrumb items={crumbs} data-testid="breadcrumb" />}
      <div style={{ flex: 1 }} />
      <Space size={2} wrap={false}>
        {mobile ? null : (
          <>
            <MenuSearch menu={routes.menu} />
            <ErrorLog />
            <FullscreenButton />
            <SizeSelect />
          </>
        )}
        <LangSelect />
        <Badge count={unread} overflowCount={10} size="small" offset={[-4, 6]}>
          <Button
            type="text"
            icon={<BellOutlined />}
            title={t('layout:messages')}
            aria-label={t('layout:messages')}
            onClick={() => navigate(messagesPath)}
            data-testid="unread-badge"
          />
        </Badge>
        {mobile ? null : (
          <>
            <Button
              type="text"
              icon={<NotificationOutlined />}
              title={t('layout:notice')}
              aria-label={t('layout:notice')}
              onClick={() => navigate(noticesPath)}
              data-testid="header-notices"
            />
            <Button
              type="text"
              icon={<QuestionCircleOutlined />}
              title={t('layout:help')}
              aria-label={t('layout:help')}
              onClick={() => navigate(helpPath)}
              data-testid="header-help"
            />
            <Button
              type="text"
              icon={<HomeOutlined />}
              title={t('layout:homePage')}
              aria-label={t('layout:homePage')}
              onClick={() => navigate('/index')}
            />
          </>
        )}
        {hoverWindow && collapsed ? <DeviceChip /> : null}
        <SettingsDrawer />
        <Dropdown
          trigger={['click']}
          autoFocus
          open={avatarOpen}
          onOpenChange={(next) => {
            if (next) avatarOpened();
            setAvatarOpen(next);
          }}
          menu={{
            items: [
              {
                key: 'print',
                label: (
                  <Space onClick={(e) => e.stopPropagation()}>
                    {t('layout:printConnection')}
                    <Switch
                      size="small"
                      checked={openService}
                      onChange={(v) => setPrintConnection(v)}
                      data-testid="print-switch"
                    />
                  </Space>
                ),
              },
              { type: 'divider' },
              { key: '/mine/MineProfileIndex', label: t('layout:profile') },
              { key: '/dashboard', label: t('layout:dashboard') },
              { key: '/Settings', label: t('layout:settings') },
              { type: 'divider' },
              { key: 'logout', label: <span data-testid="logout">{t('layout:logout')}</span> },
            ],
            onClick: ({ key }) => {
              if (key === 'print') return;
              setAvatarOpen(false);
              if (key === 'logout') void logout();
              else navigate(key);
            },
          }}
        >
          <Button type="text" style={{ height: mobile ? 48 : 40 }} data-testid="avatar">
            <Avatar size={28} src={user?.Avatar || undefined} style={{ background: token.colorPrimary }}>
              {(user?.NickName || user?.UserName || '?').slice(0, 1).toUpperCase()}
            </Avatar>
            {mobile ? null : <span style={{ marginLeft: 6 }}>{user?.NickName || user?.UserName}</span>}
            <DownOutlined style={{ fontSize: 10 }} />
          </Button>
        </Dropdown>
      </Space>
    </div>
  );
}
