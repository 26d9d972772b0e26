import { CloseOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { Dropdown, type MenuProps, theme } from 'antd';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { toast } from '../api/notify';
import { useTitle } from '../i18n/useTitle';
import { toggleShortcut } from '../session/shortcuts';
import { useSessionStore } from '../stores/session';
import { useTagsStore, type VisitedView } from '../stores/tags';
import { invalidateScreen } from './screen-queries';

/**
 * The strip of visited screens with its context menu: refresh, close, close
 * others, close all, and add or cancel the screen as a shortcut (Add when it is not one, Cancel
 * when it is).
 */
export function TagsView() {
  const { t } = useTranslation('layout');
  const titleOf = useTitle();
  const { token } = theme.useToken();
  const navigate = useNavigate();
  const client = useQueryClient();
  const { pathname } = useLocation();
  const views = useTagsStore((s) => s.views);
  const quick = useSessionStore((s) => s.quickNavigations);

  const active = (v: VisitedView) => v.path.toLowerCase() === pathname.toLowerCase();

  // The active tag is scrolled into the strip's view: on a handheld the strip is wider than the
  // screen, and the screen just opened is the last tag, past its right edge.
  const strip = useRef<HTMLDivElement>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the screen or the tags change
  useEffect(() => {
    const box = strip.current;
    const tag = box?.querySelector<HTMLElement>('[data-active="true"]');
    if (!box || !tag) return;
    const b = box.getBoundingClientRect();
    const r = tag.getBoundingClientRect();
    const room = 8;
    if (r.right > b.right) box.scrollLeft += r.right - b.right + room;
    else if (r.left < b.left) box.scrollLeft -= b.left - r.left + room;
  }, [pathname, views]);

  const close = (v: VisitedView) => {
    const left = useTagsStore.getState().close(v.path);
    if (active(v)) navigate(left.at(-1)?.fullPath ?? '/dashboard');
  };

  const menuOf = (v: VisitedView): MenuProps => {
    const isShortcut = quick.includes(v.name);
    const items: MenuProps['items'] = [
      { key: 'refresh', label: <span data-testid="tag-refresh">{t('tagRefresh')}</span> },
      { key: 'close', label: <span data-testid="tag-close">{t('tagClose')}</span>, disabled: v.affix },
      { key: 'others', label: <span data-testid="tag-close-others">{t('tagCloseOthers')}</span> },
      { key: 'all', label: <span data-testid="tag-close-all">{t('tagCloseAll')}</span> },
    ];
    if (!v.affix) {
      items.push({ type: 'divider' });
      items.push({
        key: 'shortcut',
        label: <span data-testid="tag-shortcut">{isShortcut ? t('cancelShortcut') : t('addShortcut')}</span>,
      });
    }
    return {
      items,
      onClick: ({ key, domEvent }) => {
        domEvent.stopPropagation();
        if (key === 'refresh') {
          // Remounting alone would draw the cached data again: the screen's queries go stale first.
          void invalidateScreen(client, v.path);
          navigate(`/redirect${v.fullPath}`, { replace: true });
        } else if (key === 'close') close(v);
        else if (key === 'others') {
          useTagsStore.getState().closeOthers(v.path);
          if (!active(v)) navigate(v.fullPath);
        } else if (key === 'all') {
          useTagsStore.getState().closeAll();
          navigate(useTagsStore.getState().views.at(-1)?.fullPath ?? '/dashboard');
        } else if (key === 'shortcut') {
          toggleShortcut(v.name, isShortcut)
            .then(() => toast('success', isShortcut ? t('shortcutRemoved') : t('shortcutAdded'), undefined, 3))
            .catch(() => undefined);
        }
      },
    };
  };

  return (
    <div
      ref={strip}
      data-testid="tags-view"
      style={{
        height: 34,
        display: 'flex',
        alignItems: 'center',
        gap: 4,
        padding: '0 8px',
        overflowX: 'auto',
        overflowY: 'hidden',
        whiteSpace: 'nowrap',
        background: token.colorBgContainer,
        borderBottom: `1px solid ${token.colorBorderSecondary}`,
        boxShadow: '0 1px 3px 0 rgba(0,0,0,.06)',
      }}
    >
      {views.map((v) => {
        const on = active(v);
        return (
          <Dropdown key={v.path} menu={menuOf(v)} trigger={['contextMenu']}>
            <Link
              to={v.fullPath}
              data-testid="tag"
              data-path={v.path}
              data-active={on}
              style={{
                display: 'inline-flex',
                alignItems: 'center',
                gap: 4,
                height: 26,
                padding: '0 8px',
                fontSize: 12,
                cursor: 'pointer',
                border: `1px solid ${on ? token.colorPrimary : token.colorBorder}`,
                background: on ? token.colorPrimary : token.colorBgContainer,
                color: on ? '#fff' : token.colorText,
                borderRadius: 2,
              }}
            >
              {on ? <span style={{ width: 6, height: 6, borderRadius: 3, background: '#fff' }} /> : null}
              {titleOf(v.title)}
              {v.affix ? null : (
                <CloseOutlined
                  data-testid="tag-x"
                  style={{ fontSize: 10 }}
                  onClick={(e) => {
                    e.preventDefault();
                    e.stopPropagation();
                    close(v);
                  }}
                />
              )}
            </Link>
          </Dropdown>
        );
      })}
    </div>
  );
}
