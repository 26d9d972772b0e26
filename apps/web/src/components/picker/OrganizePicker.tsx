import type { OrganizeNode } from '@wms/contract';
import { TreeSelect } from 'antd';
import { useCallback, useEffect, useRef, useState } from 'react';
import { loadOrganizeLevel, type OrganizeVariant } from '../../api/organize-levels';

/** Names of organisations seen so far (by variant and id), so a value whose branch is not loaded
 * yet still shows its name. A screen that loads a record calls `rememberOrganize`. */
const names = new Map<string, string>();
export const rememberOrganize = (
  v: OrganizeVariant,
  id: number | null | undefined,
  name: string | null | undefined,
) => {
  if (id && name) names.set(`${v}:${id}`, name);
};

/**
 * The organisation picker: one organisation of a tree, staff (type 1) or
 * customer variant, loading each level when it opens
 * (Organizes/GetSelect<Variant>Organizes by ParentId). `exclude` hides a node and its branch
 * (an organisation cannot move under itself).
 */
export function OrganizePicker(p: {
  variant: OrganizeVariant;
  value?: number | null;
  onChange?: (v: number | null) => void;
  id?: string;
  placeholder?: string;
  exclude?: number;
  style?: React.CSSProperties;
}) {
  const { variant, exclude } = p;
  const [nodes, setNodes] = useState<OrganizeNode[]>([]);
  const loaded = useRef(new Set<number | null>());

  const loadLevel = useCallback(
    async (parent: number | null) => {
      if (loaded.current.has(parent)) return;
      loaded.current.add(parent);
      const level = await loadOrganizeLevel(variant, parent).catch(() => [] as OrganizeNode[]);
      for (const n of level) rememberOrganize(variant, n.Id, n.Name);
      setNodes((ns) => [...ns, ...level.filter((n) => n.Id !== exclude)]);
    },
    [variant, exclude],
  );
  useEffect(() => void loadLevel(null), [loadLevel]);

  const treeData = nodes.map((n) => ({
    id: n.Id,
    pId: n.ParentId ?? 0,
    value: n.Id,
    title: n.Name,
    isLeaf: !n.HasChildren,
  }));
  const value = p.value ? { value: p.value, label: names.get(`${variant}:${p.value}`) ?? `#${p.value}` } : undefined;
  return (
    <TreeSelect
      id={p.id}
      style={p.style ?? { width: '100%' }}
      treeDataSimpleMode={{ id: 'id', pId: 'pId', rootPId: 0 }}
      treeData={treeData}
      loadData={(node) => loadLevel(node.value as number)}
      labelInValue
      value={value}
      onChange={(v: { value: number } | undefined) => p.onChange?.(v ? v.value : null)}
      placeholder={p.placeholder}
      allowClear
      showSearch={{ treeNodeFilterProp: 'title' }}
      popupMatchSelectWidth={false}
    />
  );
}
