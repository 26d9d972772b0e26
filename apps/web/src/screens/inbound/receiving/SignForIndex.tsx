import { CheckSquareOutlined } from '@ant-design/icons';
import { calls, type PackageRow, packageFlow } from '@wms/contract';
import { Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useWarehouseOptions } from '../../../api/options';
import { UserPicker } from '../../../components/picker/UserPicker';
import type { SetupColumn } from '../../../components/setup/listColumns';
import { SetupList } from '../../../components/setup/SetupList';
import { useFieldLabel } from '../../../i18n/useFieldLabel';
import { customerName, formatDateTime } from '../../../utils/format';
import { SignDialog } from './SignDialog';

/** Parcels forecast and not yet here: what signing moves from. */
const WAITING = { Status: packageFlow.state.NotReceived };

/**
 * The list view of signing (docs/domain.md, "Parcels"): the parcels forecast and waiting to be
 * signed in, found by warehouse, customer or number; select some and sign them in at once
 * (`PackageSigning/SignPackages`), then see what happened to each, the refused ones with the
 * server's reason. The scan station (`PackageSigning`) is the floor's way; this one is for a desk.
 */
export default function SignForIndex() {
  const { t } = useTranslation(['unknownItems', 'common']);
  const label = useFieldLabel();
  const warehouses = useWarehouseOptions();
  const [signing, setSigning] = useState<PackageRow[]>([]);
  const [open, setOpen] = useState(false);

  const columns: SetupColumn<PackageRow>[] = [
    {
      key: 'Content',
      title: t('searchParcels'),
      hideInTable: true,
      hideInDetail: true,
      search: { type: 'text', placeholder: t('searchParcels') },
    },
    { key: 'Number', title: t('parcelNumber') },
    { key: 'TrackingNumber', title: t('trackingNumber') },
    {
      key: 'WarehouseName',
      title: t('warehouse'),
      search: { type: 'select', name: 'WarehouseId', options: warehouses.data ?? [] },
    },
    {
      key: 'UserName',
      title: t('customer'),
      render: (n: string, r) => customerName(n, r.CustomerCode),
      search: { type: 'custom', name: 'UserId', render: () => <UserPicker /> },
    },
    { key: 'DocumentNumber', title: t('document') },
    {
      key: 'NeedsInspection',
      title: label('NeedsInspection'),
      render: (v: boolean) => (v ? <Tag color="orange">{t('common:yes')}</Tag> : null),
    },
    { key: 'CreationTime', title: t('forecastTime'), render: formatDateTime },
  ];

  return (
    <SetupList<typeof calls.Package.GetPackages>
      screen="SignForIndex"
      names={{ table: 'sign-for', search: 'signForSearch' }}
      list={calls.Package.GetPackages}
      fixed={WAITING}
      kind={t('whatParcel')}
      nameOf={(r) => r.Number}
      columns={columns}
      toolbar={[
        {
          key: 'sign',
          label: t('signSelected'),
          icon: <CheckSquareOutlined />,
          primary: true,
          mustSelect: true,
          perm: calls.PackageSigning.SignPackages.code,
          onClick: (rows) => {
            setSigning(rows);
            setOpen(true);
          },
        },
      ]}
    >
      {({ refresh }) => <SignDialog parcels={signing} open={open} onClose={() => setOpen(false)} onDone={refresh} />}
    </SetupList>
  );
}
