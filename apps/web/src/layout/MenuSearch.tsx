import { SearchOutlined } from '@ant-design/icons';
import { Button, Select } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useTitle } from '../i18n/useTitle';
import { flattenMenu, type MenuEntry } from '../router/build';
import { createMenuSearch } from './menu-search';
import { useCloseAfterRouteChange } from './useCloseAfterRouteChange';

export { createMenuSearch, type SearchItem } from './menu-search';

/** The top bar's menu search: an icon that opens a search box over the user's screens. */
export function MenuSearch({ menu }: { menu: MenuEntry[] }) {
  const { t } = useTranslation('layout');
  const titleOf = useTitle();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');

  const search = useMemo(
    () =>
      createMenuSearch(
        flattenMenu(menu).map((m) => ({
          title: titleOf(`menu:${m.name}`),
          path: m.path,
          trail: m.trail.map((n) => titleOf(`menu:${n}`)),
        })),
      ),
    [menu, titleOf],
  );
  const results = useMemo(() => search(query), [search, query]);
  const close = () => {
    setOpen(false);
    setQuery('');
  };

  const opened = useCloseAfterRouteChange(close);

  if (!open) {
    return (
      <Button
        type="text"
        icon={<SearchOutlined />}
        aria-label={t('searchMenus')}
        title={t('searchMenus')}
        onClick={() => {
          opened();
          setOpen(true);
        }}
        data-testid="menu-search"
      />
    );
  }
  return (
    <Select
      autoFocus
      showSearch={{ filterOption: false, onSearch: setQuery }}
      open
      style={{ width: 220 }}
      // Results as wide as their text: "Warehouses / Batch add shelves" is never cut off.
      popupMatchSelectWidth={false}
      styles={{ popup: { root: { minWidth: 220, maxWidth: 'calc(100vw - 32px)' } } }}
      placeholder={t('searchMenus')}
      data-testid="menu-search-input"
      options={results.map((r) => {
        const label = [...r.trail, r.title].join(' / ');
        return { value: r.path, label, title: label };
      })}
      onSelect={(path: string) => {
        close();
        navigate(path);
      }}
      onKeyDown={(e) => {
        if (e.key === 'Escape') close();
      }}
      onBlur={close}
      notFoundContent={null}
    />
  );
}
