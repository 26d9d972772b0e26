import { StopOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { Column } from '../../components/table/columns';
import type { ToolAction } from '../../components/table/Toolbar';
import { StatusTag } from './ListCard';

/**
 * The deactivated flag as a column (tag + active/deactivated search) and as a toolbar group
 * (deactivate / activate the selected rows): every list of set-up data has both.
 */
export function useStatus<Row extends { IsDeactivate: boolean }>() {
  const { t } = useTranslation('system');
  const column: Column<Row> = {
    key: 'IsDeactivate',
    title: t('status'),
    render: (d: boolean) => <StatusTag deactivated={d} />,
    search: {
      type: 'select',
      options: [
        { value: false, label: t('active') },
        { value: true, label: t('deactivated') },
      ],
    },
  };
  const action = (perm: string, onSet: (deactivate: boolean) => unknown): ToolAction<Row> => ({
    key: 'status',
    label: t('status'),
    icon: <StopOutlined />,
    perm,
    mustSelect: true,
    group: [
      { key: 'deactivate', label: t('deactivate'), mustSelect: true, onClick: () => onSet(true) },
      { key: 'activate', label: t('activate'), mustSelect: true, onClick: () => onSet(false) },
    ],
  });
  return { column, action };
}
