import { MAX_REGION_LEVEL } from '@wms/contract';
import { Cascader } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../api/client';
import { isCanceled } from '../../api/request';

export interface RegionOption {
  value: number;
  label: string;
  level: number;
  isLeaf: boolean;
  children?: RegionOption[];
}

export interface RegionCascaderProps {
  /** The stored region id (the deepest level chosen); null or absent = none. */
  value?: number | null;
  onChange?(id: number | null): void;
  /** Allow choosing a region above the deepest level (a province without its city). */
  changeOnSelect?: boolean;
  disabled?: boolean;
  placeholder?: string;
  id?: string;
  'data-testid'?: string;
}

const toOption = (r: { Id: number; Name: string; Level: number; HasChildren: boolean }): RegionOption => ({
  value: r.Id,
  label: r.Name,
  level: r.Level,
  // The selector never goes below the town, whatever the data says.
  isLeaf: !r.HasChildren || r.Level >= MAX_REGION_LEVEL,
});

const ignoreCanceled = (e: unknown) => {
  if (!isCanceled(e)) throw e;
};

/** Fills `children` along `path` (ids, country first) so the cascader can name each level. */
async function loadAlong(roots: RegionOption[], path: number[]): Promise<void> {
  const parents = path.slice(0, -1);
  // The path is known: every level's list is asked at once, then hung in place.
  const lists = await Promise.all(parents.map((id) => api.Region.GetRegionsByParentId({ ParentId: id })));
  let level = roots;
  for (const [i, id] of parents.entries()) {
    const parent = level.find((o) => o.value === id);
    if (!parent || parent.isLeaf) return;
    parent.children ??= lists[i]!.map(toOption);
    level = parent.children;
  }
}

/**
 * The cascading region selector (at most 5 levels, country to town). Countries and every
 * level below load lazily from the server; a stored id is shown back through GetRegionPath.
 */
export function RegionCascader(props: RegionCascaderProps) {
  const { value, onChange, changeOnSelect, disabled, placeholder, ...rest } = props;
  // Without a value prop the cascader keeps its own choice (a Form.Item always passes one).
  const controlled = 'value' in props;
  const { t, i18n } = useTranslation('widgets');
  const [options, setOptions] = useState<RegionOption[]>([]);
  const [path, setPath] = useState<number[]>([]);
  const [loading, setLoading] = useState(false);
  const rootsRef = useRef<Promise<RegionOption[]> | null>(null);
  const lang = i18n.language;

  const pathRef = useRef(path);
  pathRef.current = path;

  // biome-ignore lint/correctness/useExhaustiveDependencies: names are answered in the current language
  useEffect(() => {
    let live = true;
    const roots = api.Region.GetRegionRoots().then((rs) => rs.map(toOption));
    rootsRef.current = roots;
    // After a language switch the chosen path is named again, in the new language.
    roots
      .then(async (rs) => {
        await loadAlong(rs, pathRef.current);
        if (live) setOptions(rs);
      })
      .catch(ignoreCanceled);
    return () => {
      live = false;
    };
  }, [lang]);

  const wanted = value ?? null;
  const shown = path.length ? path[path.length - 1]! : null;
  useEffect(() => {
    if (!controlled || wanted === shown) return;
    if (wanted === null) {
      setPath([]);
      return;
    }
    let live = true;
    setLoading(true);
    (async () => {
      const [roots, chain] = await Promise.all([rootsRef.current!, api.Region.GetRegionPath({ Id: wanted })]);
      const ids = chain.map((x) => x.Id);
      await loadAlong(roots, ids);
      if (!live) return;
      setOptions([...roots]);
      setPath(ids);
    })()
      .catch(ignoreCanceled)
      .finally(() => live && setLoading(false));
    return () => {
      live = false;
      setLoading(false);
    };
  }, [controlled, wanted, shown]);

  const loadData = async (selected: RegionOption[]) => {
    const target = selected[selected.length - 1];
    if (!target || target.isLeaf || target.children || target.level >= MAX_REGION_LEVEL) return;
    try {
      target.children = (await api.Region.GetRegionsByParentId({ ParentId: target.value })).map(toOption);
    } catch (e) {
      ignoreCanceled(e);
      return;
    }
    setOptions((o) => [...o]);
  };

  return (
    <Cascader<RegionOption>
      {...rest}
      options={options}
      value={path}
      loadData={(s) => void loadData(s as RegionOption[])}
      onChange={(v) => {
        const ids = ((v ?? []) as number[]).slice(0, MAX_REGION_LEVEL);
        setPath(ids);
        onChange?.(ids.length ? ids[ids.length - 1]! : null);
      }}
      changeOnSelect={changeOnSelect}
      disabled={disabled}
      loading={loading}
      allowClear
      placeholder={placeholder ?? t('regionPlaceholder')}
      notFoundContent={t('regionEmpty')}
      style={{ width: '100%' }}
    />
  );
}
