import { calls, PartitionType } from '@wms/contract';
import { Form } from 'antd';
import { useTranslation } from 'react-i18next';
import { queryKeys } from '../../../api/keys';
import { useSelectList, useSiteOptions, useWarehouseOptions } from '../../../api/options';
import { SelectItem, SwitchItem, TextItem, useClearWhenChanged } from '../../../components/form/fields';
import { SetupList } from '../../../components/setup/SetupList';

const { WarehousePartitions } = calls;

interface PartitionForm {
  Name: string;
  SiteId: number;
  WarehouseId: number;
  PartitionType: number;
  Remarks?: string;
  IsDeactivate?: boolean;
}

/** The warehouses offered for a site chosen in the form; until a site is chosen the field says
 * so and waits, rather than showing an empty "No data". */
function WarehouseOfSite({ label }: { label: string }) {
  const { t } = useTranslation('warehouse');
  const siteId = Form.useWatch<number | undefined>('SiteId');
  const warehouses = useWarehouseOptions(siteId);
  useClearWhenChanged(siteId, 'WarehouseId');
  return (
    <SelectItem
      name="WarehouseId"
      label={label}
      required
      dependencies={['SiteId']}
      options={siteId ? (warehouses.data ?? []) : []}
      disabled={!siteId}
      {...(siteId ? {} : { placeholder: t('chooseSiteFirst') })}
    />
  );
}

/** Partitions of the warehouses: search, list, create, edit, delete (refused while it holds shelves). */
export default function WarehousePartitionIndex() {
  const { t } = useTranslation(['warehouse', 'system', 'common']);
  const sites = useSiteOptions();
  const warehouses = useWarehouseOptions();
  const types = useSelectList('PartitionType');
  return (
    <SetupList<typeof WarehousePartitions.GetWarehousePartitions, PartitionForm>
      screen="WarehousePartitionIndex"
      names={{ table: 'partitions', search: 'partitionSearch', form: 'partition' }}
      list={WarehousePartitions.GetWarehousePartitions}
      kind={t('system:whatPartition')}
      columns={[
        { key: 'Name', title: t('partitionName'), search: { type: 'text', name: 'Content' } },
        {
          key: 'WarehouseName',
          title: t('warehouse'),
          search: { type: 'select', name: 'WarehouseId', options: warehouses.data ?? [] },
        },
        { key: 'SiteName', title: t('site'), search: { type: 'select', name: 'SiteId', options: sites.data ?? [] } },
        {
          key: 'PartitionTypeName',
          title: t('partitionType'),
          search: { type: 'select', name: 'PartitionType', options: types.data ?? [] },
        },
        { key: 'ShelfCount', title: t('shelfCount'), align: 'right' },
        { key: 'Remarks', title: t('system:remarks'), ellipsis: true },
      ]}
      status
      created
      add={{ call: WarehousePartitions.EstablishWarehousePartition, label: t('addPartition') }}
      initialValues={{ PartitionType: PartitionType.Storage }}
      edit={{ call: WarehousePartitions.EditWarehousePartition, label: t('editPartition'), values: (r) => r }}
      remove={WarehousePartitions.DeleteWarehousePartition}
      invalidates={[queryKeys.area('WarehousePartitions')]}
      form={(editing) => (
        <>
          <TextItem name="Name" label={t('partitionName')} required max={50} />
          <SelectItem name="SiteId" label={t('site')} required options={sites.data ?? []} />
          <WarehouseOfSite label={t('warehouse')} />
          <SelectItem name="PartitionType" label={t('partitionType')} required options={types.data ?? []} />
          <TextItem name="Remarks" label={t('system:remarks')} max={500} kind="textarea" />
          <SwitchItem name="IsDeactivate" label={t('system:deactivated')} hidden={!editing} />
        </>
      )}
    />
  );
}
