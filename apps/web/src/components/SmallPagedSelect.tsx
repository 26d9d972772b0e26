import { LeftOutlined, RightOutlined } from '@ant-design/icons';
import { Button, Divider, Select, type SelectProps, Space, Tag } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** Options per page and page buttons of the pager. */
export const SMALL_PAGE_SIZE = 6;
export const SMALL_PAGER_BUTTONS = 5;

export interface PagedOption {
  value: string | number;
  label: string;
}

/** The page numbers to show: at most `buttons` of them, the current one as central as it can be. */
export function pagerWindow(current: number, pages: number, buttons = SMALL_PAGER_BUTTONS): number[] {
  const count = Math.min(buttons, pages);
  const start = Math.min(Math.max(1, current - Math.floor(count / 2)), pages - count + 1);
  return Array.from({ length: count }, (_, i) => start + i);
}

export type SmallPagedSelectProps = Omit<
  SelectProps,
  'options' | 'showSearch' | 'filterOption' | 'searchValue' | 'onSearch' | 'popupRender' | 'labelRender' | 'tagRender'
> & {
  options?: PagedOption[];
  pageSize?: number;
};

/**
 * A Select for long option lists: the list shows one page of options (6) with a small pager of
 * at most 5 page buttons under it; typing filters by label and goes back to page 1.
 */
export function SmallPagedSelect({ options = [], pageSize = SMALL_PAGE_SIZE, ...select }: SmallPagedSelectProps) {
  const { t } = useTranslation('widgets');
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const labels = useMemo(() => new Map<unknown, string>(options.map((o) => [o.value, o.label])), [options]);
  const matching = useMemo(() => {
    const q = search.trim().toLowerCase();
    return q ? options.filter((o) => o.label.toLowerCase().includes(q)) : options;
  }, [options, search]);
  const pages = Math.max(1, Math.ceil(matching.length / pageSize));
  const current = Math.min(page, pages);
  const shown = matching.slice((current - 1) * pageSize, current * pageSize);
  // Chosen values off the current page are named from the whole list, not shown as raw values.
  const nameOf = (v: unknown) => labels.get(v) ?? String(v);

  return (
    <Select
      {...select}
      options={shown}
      showSearch={{
        searchValue: search,
        filterOption: false,
        onSearch: (q) => {
          setSearch(q);
          setPage(1);
        },
      }}
      labelRender={(o) => nameOf(o.value)}
      tagRender={(o) => (
        <Tag closable={o.closable} onClose={o.onClose} style={{ marginInlineEnd: 4 }}>
          {nameOf(o.value)}
        </Tag>
      )}
      popupRender={(menu) => (
        <>
          {menu}
          {pages > 1 ? (
            <>
              <Divider style={{ margin: '4px 0' }} />
              {/* Keeps the focus in the select: a click on the pager must not close the list. */}
              <Space
                size={2}
                style={{ display: 'flex', justifyContent: 'center', padding: 4 }}
                onMouseDown={(e) => e.preventDefault()}
                data-testid="small-pager"
              >
                <Button
                  size="small"
                  type="text"
                  icon={<LeftOutlined />}
                  aria-label={t('previousPage')}
                  disabled={current === 1}
                  onClick={() => setPage(current - 1)}
                />
                {pagerWindow(current, pages).map((n) => (
                  <Button
                    key={n}
                    size="small"
                    type={n === current ? 'primary' : 'text'}
                    onClick={() => setPage(n)}
                    data-testid="small-pager-page"
                  >
                    {n}
                  </Button>
                ))}
                <Button
                  size="small"
                  type="text"
                  icon={<RightOutlined />}
                  aria-label={t('nextPage')}
                  disabled={current === pages}
                  onClick={() => setPage(current + 1)}
                />
              </Space>
            </>
          ) : null}
        </>
      )}
    />
  );
}
