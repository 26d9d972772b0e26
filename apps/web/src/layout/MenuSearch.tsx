import { SearchOutlined } from '@ant-design/icons';
import { Button, Select } from 'antd';
import Fuse from 'fuse.js';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { useTitle } from '../i18n/useTitle';
import { flattenMenu, type MenuEntry } from '../router/build';

export interface SearchItem {
  title: string;
  path: string;
  /** Directory titles above it, shown with the result. */
  trail: string[];
}

/** Fuzzy menu search of spec 01 section 9: threshold 0.4, title weight 0.7, path weight 0.3. */
export function createMenuSearch(items: SearchItem[]) {
  const fuse = new Fuse(items, {
    threshold: 0.4,
    keys: [
      { name: 'title', weight: 0.7 },
      { name: 'path', weight: 0.3 },
    ],
  });
  return (query: string) => (query.trim() ? fuse.search(query.trim()).map((r) => r.item) : []);
}

/** The top bar's menu search: an icon that opens a search box over the user's screens. */
export function MenuSearch({ menu }: { menu: MenuEntry[] }) {
  const { t } = useTranslation('layout');
  const titleOf = useTitle();
  const navigate = useNavigate();
  const { pathname } = useLocation();
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
  const results = useMemo(() => search(query).slice(0, 20), [search, query]);

  // Popovers close 1 s after the route changes (spec 01 section 9).
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on route change only
  useEffect(() => {
    const id = setTimeout(() => {
      setOpen(false);
      setQuery('');
    }, 1000);
    return () => clearTimeout(id);
  }, [pathname]);

  if (!open) {
    return (
      <Button
        type="text"
        icon={<SearchOutlined />}
        aria-label={t('searchMenus')}
        title={t('searchMenus')}
        onClick={() => setOpen(true)}
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
      placeholder={t('searchMenus')}
      data-testid="menu-search-input"
      options={results.map((r) => ({ value: r.path, label: [...r.trail, r.title].join(' / ') }))}
      onSelect={(path: string) => {
        setOpen(false);
        setQuery('');
        navigate(path);
      }}
      onBlur={() => setOpen(false)}
      notFoundContent={null}
    />
  );
}
