import { AppstoreAddOutlined, PrinterOutlined } from '@ant-design/icons';
import { calls, type ShelfRow } from '@wms/contract';
import { Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { api } from '../../../api/client';
import { queryKeys } from '../../../api/keys';
import { useWarehouseOptions } from '../../../api/options';
import { LoadingOverlay } from '../../../components/confirm';
import { useDialog } from '../../../components/form/FormModal';
import { SwitchItem, TextItem } from '../../../components/form/fields';
import { SetupList } from '../../../components/setup/SetupList';
import { useYesNoOptions } from '../../../components/table/cell';
import { printThroughAgent } from '../../../layout/print';
import { useBuiltRoutes } from '../../../router/useBuiltRoutes';
import { saveBlob } from '../../../utils/download';
import { ShelfLogsDrawer } from './ShelfLogsDrawer';
import { DimensionItem, PartitionFilter, sizeText, WarehousePartitionItems } from './shelfFields';
import { TransferDialog } from './TransferDialog';

/** A label PDF of 500 shelves takes the server a few seconds: more than the usual 10 s margin. */
const PRINT_TIMEOUT = 120_000;
const { Shelves } = calls;

interface ShelfForm {
  WarehouseId: number;
  PartitionId: number;
  ShelvesNumber: string;
  ShelvesLength?: string;
  ShelvesWide?: string;
  ShelvesHigh?: string;
  Remarks?: string;
  IsDeactivate?: boolean;
}

/** Shelves: search, sizes with the space used and left, set-up, goods transfers, logs and labels. */
export default function ShelvesIndex() {
  const { t } = useTranslation(['shelves', 'system', 'common']);
  const navigate = useNavigate();
  const routes = useBuiltRoutes();
  const warehouses = useWarehouseOptions();
  const logs = useDialog<ShelfRow>();
  const transfer = useDialog<ShelfRow>();
  const [printing, setPrinting] = useState(false);
  const print = async (ids: number[]) => {
    // With the station's device agent connected, the labels go to its printer; else a PDF to save.
    if (printThroughAgent(Shelves.GetPrintShelveReport, { Ids: ids }, 'shelf-labels')) return;
    setPrinting(true);
    try {
      saveBlob(await api.Shelves.GetPrintShelveReport({ Ids: ids }, { timeout: PRINT_TIMEOUT }), 'shelf-labels.pdf');
    } catch {
      // The request layer showed why.
    } finally {
      setPrinting(false);
    }
  };
  const yesNo = useYesNoOptions();

  return (
    <SetupList<typeof Shelves.GetShelves, ShelfForm>
      screen="ShelvesIndex"
      names={{ table: 'shelves', search: 'shelvesSearch', form: 'shelf' }}
      list={Shelves.GetShelves}
      kind={t('system:whatShelf')}
      nameOf={(r) => r.ShelvesNumber}
      // What a shelf holds and the room left on it come first: on a 1366 px screen the columns
      // after about the sixth lie under the fixed Actions column until the table is scrolled.
      // The search form follows the searchable ones: number, place, goods, status, date.
      columns={[
        { key: 'ShelvesNumber', title: t('shelvesNumber'), search: { type: 'text', name: 'Content' } },
        { key: 'GoodsQuantity', title: t('goodsQuantity'), align: 'right', sum: true },
        { key: 'size', title: t('size'), render: (_, r) => sizeText(r.ShelvesLength, r.ShelvesWide, r.ShelvesHigh) },
        {
          key: 'used',
          title: t('used'),
          // The server never answers more used than the shelf has; the excess shows as this tag.
          render: (_, r) => (
            <>
              {sizeText(r.UsedLength, r.UsedWide, r.UsedHigh)}
              {r.IsOverCapacity ? (
                <Tag
                  color="red"
                  title={t('overCapacityHint')}
                  style={{ marginInlineStart: 8 }}
                  data-testid="over-capacity"
                >
                  {t('overCapacity')}
                </Tag>
              ) : null}
            </>
          ),
        },
        {
          key: 'remaining',
          title: t('remaining'),
          render: (_, r) => sizeText(r.RemainingLength, r.RemainingWide, r.RemainingHigh),
        },
        {
          key: 'WarehouseName',
          title: t('warehouse'),
          search: { type: 'select', name: 'WarehouseId', options: warehouses.data ?? [] },
        },
        {
          key: 'WarehousePartitionName',
          title: t('partition'),
          search: { type: 'custom', name: 'PartitionId', render: () => <PartitionFilter /> },
        },
        {
          key: 'IsExistingGoods',
          title: t('existingGoods'),
          search: { type: 'select', options: yesNo },
        },
        { key: 'Remarks', title: t('system:remarks'), ellipsis: true },
      ]}
      deactivate={Shelves.IsDeactivateShelves}
      // Allowed (the goods stay and can be moved off), but never without a word: see the server's
      // setDeactivated, which warns of the same.
      statusWarning={(r) =>
        r.GoodsQuantity > 0 ? t('holdsGoodsWarning', { number: r.ShelvesNumber, quantity: r.GoodsQuantity }) : null
      }
      created
      add={{ call: Shelves.EstablishShelves, label: t('addShelf') }}
      edit={{ call: Shelves.EditShippingAddress, label: t('editShelf') }}
      remove={Shelves.DeleteShelves}
      // Moving goods changes the stock too.
      invalidates={[queryKeys.area('Inventory')]}
      formWidth={640}
      formColumns={2}
      form={(editing) => (
        <>
          <WarehousePartitionItems />
          <TextItem name="ShelvesNumber" label={t('shelvesNumber')} required max={40} wide />
          <DimensionItem name="ShelvesLength" label={t('length')} />
          <DimensionItem name="ShelvesWide" label={t('wide')} />
          <DimensionItem name="ShelvesHigh" label={t('high')} />
          <SwitchItem name="IsDeactivate" label={t('system:deactivated')} hidden={!editing} />
          <TextItem name="Remarks" label={t('system:remarks')} max={500} kind="textarea" />
        </>
      )}
      toolbar={[
        {
          key: 'batchAdd',
          label: t('batchAdd'),
          icon: <AppstoreAddOutlined />,
          perm: 'Shelves:BatchAddShelves',
          onClick: () => navigate(routes.pathOf('ShelvesBatchAdd') ?? '/'),
        },
        {
          key: 'printLabels',
          label: t('printLabels'),
          icon: <PrinterOutlined />,
          perm: 'Shelves:GetPrintShelveReport',
          mustSelect: true,
          onClick: (rows) => void print(rows.map((r) => r.Id)),
        },
      ]}
      rowActions={(r) => [
        { key: 'logs', label: t('logs'), perm: 'Shelves:GetShelveLogs', onClick: () => logs.show(r) },
        {
          key: 'transfer',
          label: t('transfer'),
          perm: ['Shelves:TransferGoods', 'Shelves:TransferGoodsAll'],
          hidden: !r.IsExistingGoods,
          onClick: () => transfer.show(r),
        },
      ]}
    >
      {({ refresh }) => (
        <>
          <LoadingOverlay active={printing} />
          <ShelfLogsDrawer shelf={logs.open ? logs.data : undefined} onClose={logs.close} />
          <TransferDialog shelf={transfer.open ? transfer.data : undefined} onClose={transfer.close} onDone={refresh} />
        </>
      )}
    </SetupList>
  );
}
