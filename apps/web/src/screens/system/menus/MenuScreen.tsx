import { menuCalls as calls, MenuType, type MenuTypeValue } from '@wms/contract';
import { Space, Tag, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { api } from '../../../api/client';
import { SetupTree } from '../../../components/setup/SetupTree';
import { iconOf } from '../../../layout/icons';
import { MenuFields } from './MenuFields';
import { type MenuForm, type Row, TYPE_COLOUR, titleWidth } from './tree';

// An emptied code is sent as null: that clears it (absent would keep it).
const code = (v: MenuForm) => ({ ...v, PermissionCode: v.PermissionCode?.trim() || null });

/** The menu tree of one classification (staff 1, customer 2): directories, menus, buttons. */
export function MenuScreen({ classification }: { classification: 1 | 2 }) {
  const { t } = useTranslation(['system', 'common']);
  return (
    <SetupTree<typeof calls.GetBackstageMenus, MenuForm>
      screen={classification === 1 ? 'BackstageMenuIndex' : 'UserMenuIndex'}
      list={calls.GetBackstageMenus}
      fixed={{ MenuClassification: classification }}
      names={{ table: `menus-${classification}`, search: 'menuSearch', form: 'menu' }}
      kind={t('whatMenu')}
      nameOf={(r) => r.Title}
      collapsed
      sorts={['Title', 'Type', 'Path', 'Sort']}
      columns={(tree) => [
        {
          key: 'Title',
          title: t('menuTitle'),
          width: titleWidth(tree),
          render: (v: string, r: Row) => (
            <Tooltip title={r.Name}>
              <span style={{ wordBreak: 'keep-all', overflowWrap: 'normal' }}>{v}</span>
            </Tooltip>
          ),
          search: { type: 'text', name: 'Name' },
        },
        {
          key: 'Type',
          title: t('menuTypeLabel'),
          width: 90,
          render: (v: 1 | 2 | 3) => <Tag color={TYPE_COLOUR[v]}>{t(`menuType${v}`)}</Tag>,
        },
        { key: 'Path', title: t('menuPath') },
        { key: 'Router', title: t('menuRouter') },
        {
          key: 'Icon',
          title: t('menuIcon'),
          render: (v: string) =>
            v ? (
              <Space>
                {iconOf(v, false)}
                {v}
              </Space>
            ) : null,
        },
        {
          key: 'PermissionCode',
          title: t('permissionCode'),
          render: (v: string | null) => (v ? <code>{v}</code> : null),
        },
        {
          key: 'Invisible',
          title: t('invisible'),
          width: 80,
        },
        { key: 'Sort', title: t('sort'), width: 80, align: 'right' },
      ]}
      status
      parentable={(r) => r.Type !== MenuType.Button}
      parent={{ label: t('parentMenu'), extra: t('parentMenuHint') }}
      // Under a menu a new node is a button; elsewhere a menu.
      initialValues={(parent) => ({
        Type: parent?.Type === MenuType.Menu ? MenuType.Button : MenuType.Menu,
        Invisible: false,
        IsDeactivate: false,
      })}
      add={{
        call: calls.EstablishBackstageMenu,
        label: t('addMenu'),
        button: t('add'),
        body: (v) => ({ ...code(v), MenuClassification: classification }),
      }}
      edit={{
        call: calls.EditBackstageMenu,
        label: t('editMenu'),
        load: async (r) => {
          const d = await api.Menus.GetEditBackstageMenuInfo({ Id: r.Id });
          return { ...d, Type: d.Type as MenuTypeValue };
        },
        body: (v, r) => ({ ...code(v), Id: r.Id }),
      }}
      remove={calls.DeleteBackstageMenu}
      formWidth={720}
      formColumns={2}
      form={(_, __, parent) => <MenuFields parent={parent} />}
    />
  );
}
