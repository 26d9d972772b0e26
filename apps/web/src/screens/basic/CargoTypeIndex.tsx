import { PlusOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import type { CargoTypeRow } from '@wms/contract';
import { useTranslation } from 'react-i18next';
import { cargoTypesApi } from '../../api/commodities';
import { useConfirm } from '../../components/confirm';
import { SearchPanel } from '../../components/search/SearchPanel';
import { type Column, searchFieldsOf } from '../../components/table/columns';
import { DataTable } from '../../components/table/DataTable';
import { usePagedList } from '../../components/table/usePagedList';
import { formatDateTime } from '../../utils/format';
import { FormModal, useDialog } from '../_shared/FormModal';
import { SwitchItem, TextItem } from '../_shared/fields';
import { ListCard } from '../_shared/ListCard';
import { RowActions, useRowLinks } from '../_shared/RowActions';
import { useStatus } from '../_shared/status';

type CargoTypeForm = Pick<CargoTypeRow, 'Name' | 'Remarks' | 'IsDeactivate'>;

/** Cargo types (general, battery, liquid ...): the list commodities choose from. */
export default function CargoTypeIndex() {
  const { t } = useTranslation(['commodity', 'system', 'common']);
  const client = useQueryClient();
  const list = usePagedList(['cargoTypes'], cargoTypesApi.list, {});
  const edit = useDialog<CargoTypeRow | null>();
  const { confirmDelete, holder } = useConfirm();
  const links = useRowLinks();
  const refresh = () => {
    void client.invalidateQueries({ queryKey: ['select', 'CargoType'] });
    return client.invalidateQueries({ queryKey: ['cargoTypes'] });
  };
  const status = useStatus<CargoTypeRow>();
  const columns: Column<CargoTypeRow>[] = [
    { key: 'Name', title: t('cargoTypeName'), search: { type: 'text', name: 'Content' } },
    { key: 'Remarks', title: t('system:remarks'), ellipsis: true },
    { key: 'CommodityCount', title: t('commodityCount'), align: 'right' },
    status.column,
    { key: 'CreationTime', title: t('system:creationTime'), render: formatDateTime, search: { type: 'dateRange' } },
  ];

  return (
    <ListCard
      screen="CargoTypeIndex"
      onRefresh={refresh}
      search={<SearchPanel name="cargoTypeSearch" fields={searchFieldsOf(columns)} onSearch={list.search} />}
    >
      {holder}
      <DataTable<CargoTypeRow>
        columnSet="cargo-types"
        columns={columns}
        rows={list.rows}
        loading={list.loading}
        pagination={list.pagination}
        toolbar={[
          {
            key: 'add',
            label: t('addCargoType'),
            icon: <PlusOutlined />,
            primary: true,
            perm: 'CargoType:EstablishCargoType',
            onClick: () => edit.show(null),
          },
        ]}
        actions={(r) => (
          <RowActions
            actions={[
              links.edit('CargoType:EditCargoType', () => edit.show(r)),
              links.remove('CargoType:DeleteCargoType', () =>
                confirmDelete(t('system:whatCargoType'), r.Name, () => cargoTypesApi.remove(r.Id).then(refresh)),
              ),
            ]}
          />
        )}
      />
      <FormModal<CargoTypeForm>
        name="cargoType"
        open={edit.open}
        title={edit.data ? t('editCargoType') : t('addCargoType')}
        initialValues={
          edit.data
            ? { Name: edit.data.Name, Remarks: edit.data.Remarks, IsDeactivate: edit.data.IsDeactivate }
            : undefined
        }
        onClose={edit.close}
        onDone={refresh}
        onSubmit={(v, o) =>
          edit.data ? cargoTypesApi.edit({ ...v, Id: edit.data.Id }, o) : cargoTypesApi.create(v, o)
        }
      >
        <TextItem name="Name" label={t('cargoTypeName')} required max={50} />
        <TextItem name="Remarks" label={t('system:remarks')} max={500} kind="textarea" />
        <SwitchItem name="IsDeactivate" label={t('system:deactivated')} hidden={!edit.data} />
      </FormModal>
    </ListCard>
  );
}
