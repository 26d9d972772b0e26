import type { SelectUserRow } from '@wms/contract';
import { useTranslation } from 'react-i18next';
import { api } from '../../api/client';
import { formatDateTime } from '../../utils/format';
import type { Column } from '../table/columns';
import { PICKER_WIDTH, Picker, type PickerProps } from './Picker';

const fetchUsers = (body: Record<string, unknown>) => api.User.GetSelectUser(body);

/** Staff pick a customer user: all active customers, by keyword, user id (re-queries as typed),
 * site and creation date. */
export function UserPicker(
  p: Pick<PickerProps<SelectUserRow>, 'value' | 'onChange' | 'multiple' | 'valueLabels' | 'disabled'>,
) {
  const { t } = useTranslation('system');
  const columns: Column<SelectUserRow>[] = [
    { key: 'UserName', title: t('userName'), search: { type: 'text', name: 'Content' } },
    { key: 'NickName', title: t('nickName') },
    { key: 'UserId', title: t('userId'), search: { type: 'number', live: true } },
    { key: 'CustomerCode', title: t('customerCode') },
    { key: 'SiteName', title: t('site') },
    { key: 'Remarks', title: t('remarks'), ellipsis: true },
    {
      key: 'CreationTime',
      title: t('creationTime'),
      render: formatDateTime,
      search: { type: 'dateRange', name: 'CreationTime' },
    },
  ];
  return (
    <Picker<SelectUserRow>
      {...p}
      name="user"
      title={t('selectUser')}
      columns={columns}
      fetch={fetchUsers}
      width={PICKER_WIDTH.entity}
      label={(r) => (r.NickName ? `${r.UserName} (${r.NickName})` : r.UserName)}
    />
  );
}
