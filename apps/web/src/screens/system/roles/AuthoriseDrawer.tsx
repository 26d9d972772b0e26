import { useQuery } from '@tanstack/react-query';
import { type MenuOption, MenuType, type MenuTypeValue, type RoleRow } from '@wms/contract';
import { Button, Drawer, Empty, Space, Spin, Tag, Tree } from 'antd';
import { type Key, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../../api/client';
import { toast } from '../../../api/notify';

const TYPE_COLOUR: Record<number, string> = {
  [MenuType.Directory]: 'blue',
  [MenuType.Menu]: 'green',
  [MenuType.Button]: 'orange',
};

interface Index {
  parent: Map<number, number | null>;
  leaves: Set<number>;
  directories: number[];
}

function indexTree(
  nodes: MenuOption[],
  parent: number | null = null,
  ix: Index = { parent: new Map(), leaves: new Set(), directories: [] },
) {
  for (const n of nodes) {
    ix.parent.set(n.Value, parent);
    if (n.Children.length) {
      ix.directories.push(n.Value);
      indexTree(n.Children, n.Value, ix);
    } else ix.leaves.add(n.Value);
  }
  return ix;
}

/** Checked nodes plus every ancestor of them, so directories and screens stay granted. */
export function grantedIds(checked: number[], parent: Map<number, number | null>): number[] {
  const out = new Set<number>();
  for (const id of checked) {
    for (let at: number | null | undefined = id; at != null && !out.has(at); at = parent.get(at)) out.add(at);
  }
  return [...out].sort((a, b) => a - b);
}

/**
 * "Authorise" a role: the menu tree of its classification (directories, menus, buttons) with
 * the role's grants checked. A parent is checked when all of its children are and half-checked
 * when some are; both are granted on save (AuthorizationMenu replaces the grants).
 */
export function AuthoriseDrawer({
  role,
  classification,
  onClose,
}: {
  role?: RoleRow;
  classification: 1 | 2;
  onClose(): void;
}) {
  const { t } = useTranslation(['system', 'common']);
  const open = !!role;
  const tree = useQuery({
    queryKey: ['menuOptions', classification],
    // The authorisation tree: every active node, buttons included.
    queryFn: () => api.Menus.GetSelectBackstageMenus({ MenuClassification: classification }),
    enabled: open,
  });
  const granted = useQuery({
    queryKey: ['roleMenuIds', role?.Id],
    queryFn: () => api.Menus.GetRoleMenuIds({ RoleId: role!.Id }),
    enabled: open,
    staleTime: 0,
    gcTime: 0,
  });
  const ix = useMemo(() => indexTree(tree.data ?? []), [tree.data]);
  const [checked, setChecked] = useState<number[]>([]);
  const [expanded, setExpanded] = useState<Key[]>([]);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    // Only leaves are set: the tree derives its parents' states from them.
    if (granted.data && tree.data) setChecked(granted.data.filter((id) => ix.leaves.has(id)));
  }, [granted.data, tree.data, ix]);
  useEffect(() => {
    if (open && tree.data) setExpanded(tree.data.map((n) => n.Value));
  }, [open, tree.data]);

  const treeData = useMemo(() => {
    const map = (nodes: MenuOption[]): object[] =>
      nodes.map((n) => ({
        key: n.Value,
        title: (
          <span data-testid={`auth-node-${n.Value}`}>
            {n.Name}{' '}
            <Tag color={TYPE_COLOUR[n.Type]} style={{ marginInlineStart: 4 }}>
              {t(`menuType${n.Type as MenuTypeValue}`)}
            </Tag>
          </span>
        ),
        children: n.Children.length ? map(n.Children) : undefined,
      }));
    return map(tree.data ?? []);
  }, [tree.data, t]);

  const save = async () => {
    if (!role) return;
    setBusy(true);
    try {
      await api.Menus.AuthorizationMenu({ RoleId: role.Id, MenuIds: grantedIds(checked, ix.parent) });
      toast('success', t('common:operationSucceeded'), undefined, 3);
      onClose();
    } catch {
      // shown by the request layer
    } finally {
      setBusy(false);
    }
  };

  return (
    <Drawer
      open={open}
      onClose={onClose}
      size={520}
      title={t('authoriseTitle', { name: role?.Name ?? '' })}
      destroyOnHidden
      footer={
        <Space style={{ display: 'flex', justifyContent: 'flex-end' }}>
          <Button onClick={onClose}>{t('common:cancel')}</Button>
          <Button
            type="primary"
            loading={busy}
            disabled={tree.isLoading || granted.isLoading}
            onClick={() => void save()}
            data-testid="authorise-submit"
          >
            {t('common:save')}
          </Button>
        </Space>
      }
      data-testid="authorise-drawer"
    >
      {/* Above the tree, not in the header: four buttons there left the title a few letters. */}
      <Space wrap size="small" style={{ marginBottom: 12 }} data-testid="authorise-tools">
        <Button size="small" onClick={() => setExpanded([...ix.directories])}>
          {t('expandAll')}
        </Button>
        <Button size="small" onClick={() => setExpanded([])}>
          {t('collapseAll')}
        </Button>
        <Button size="small" onClick={() => setChecked([...ix.leaves])}>
          {t('checkAll')}
        </Button>
        <Button size="small" onClick={() => setChecked([])}>
          {t('checkNone')}
        </Button>
      </Space>
      <Spin spinning={tree.isLoading || granted.isLoading}>
        {tree.data && !tree.data.length ? <Empty /> : null}
        <Tree
          checkable
          selectable={false}
          treeData={treeData as never}
          checkedKeys={checked}
          expandedKeys={expanded}
          onExpand={(k) => setExpanded(k)}
          onCheck={(k) => setChecked((Array.isArray(k) ? k : k.checked) as number[])}
        />
      </Spin>
    </Drawer>
  );
}
