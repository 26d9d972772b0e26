import {
  OrderLineKind,
  type PickingLineRow,
  type PickingListRow,
  pickingClaimFlow,
  pickingListFlow,
} from '@wms/contract';
import { useTranslation } from 'react-i18next';
import { api } from '../../../api/client';
import { toast } from '../../../api/notify';
import { useWarehouseOptions } from '../../../api/options';
import type { SetupColumn } from '../../../components/setup/listColumns';
import { StateTag } from '../../../components/workflow/StateTag';
import { stateOf } from '../../../components/workflow/state';
import { pickingPrint } from '../../../device/local-service';
import { useLang } from '../../../i18n/useLang';
import { useSettingsStore } from '../../../stores/settings';
import { saveBlob } from '../../../utils/download';
import { formatDateTime } from '../../../utils/format';

/** A long list's PDF takes a while to lay out. */
const PRINT_TIMEOUT = 120_000;

/** The columns of a picking list, for staff's lists and for a picker's own (the same rows). */
export function usePickingListColumns(): SetupColumn<PickingListRow>[] {
  const { t } = useTranslation(['picking', 'common']);
  const lang = useLang();
  const warehouses = useWarehouseOptions();
  const claimOptions = Object.values(pickingClaimFlow.states).map((s) => ({
    value: s.value,
    label: stateOf(pickingClaimFlow, s.value, lang).name,
  }));
  return [
    { key: 'Content', title: t('searchList'), hideInTable: true, hideInDetail: true, search: { type: 'text' } },
    { key: 'Number', title: t('listNumber') },
    {
      key: 'Status',
      title: t('pickingState'),
      render: (s: number) => <StateTag workflow={pickingListFlow} value={s} />,
    },
    {
      key: 'ClaimStatus',
      render: (s: number) => <StateTag workflow={pickingClaimFlow} value={s} />,
      search: { type: 'select', options: claimOptions },
    },
    { key: 'OperatorName' },
    { key: 'ClaimTime', render: formatDateTime },
    {
      key: 'WarehouseName',
      search: { type: 'select', name: 'WarehouseId', options: warehouses.data ?? [] },
    },
    { key: 'Type', list: { name: 'PickingListType', search: true } },
    { key: 'OrderCount', align: 'right' },
    { key: 'QuantityToPick', align: 'right' },
    { key: 'QuantityPicked', align: 'right' },
    { key: 'Shelves', ellipsis: true },
    { key: 'PickingRuleName' },
    {
      key: 'PrintedTime',
      title: t('printed'),
      render: (v: string | null) => (v ? formatDateTime(v) : t('common:no')),
    },
  ];
}

/**
 * Prints a picking list: through this station's device hub when the print connection is on (the
 * hub fetches `PickingList/PrintPicking` itself, as the auto print does), else the PDF opens in a
 * new tab to print from the browser (saved instead where the browser blocks the tab).
 */
export function usePrintPicking() {
  const { t } = useTranslation('picking');
  return async (row: Pick<PickingListRow, 'Id' | 'Number'>) => {
    if (useSettingsStore.getState().OpenService && pickingPrint(row.Id, row.Number)) {
      toast('success', t('sentToPrinter', { number: row.Number }), undefined, 3);
      return;
    }
    const pdf = await api.PickingList.PrintPicking({ id: row.Id }, { timeout: PRINT_TIMEOUT });
    const url = URL.createObjectURL(pdf);
    if (!window.open(url, '_blank')) saveBlob(pdf, `${row.Number}.pdf`);
    // The tab has read it by then.
    setTimeout(() => URL.revokeObjectURL(url), 60_000);
  };
}

/** Where a line's goods wait: its shelf (with its partition), or the bin a parcel is in. */
export const placeOf = (l: PickingLineRow) =>
  [l.PartitionName, l.ShelfNumber ?? l.BinNumber].filter(Boolean).join(' / ') || '—';

/** What a line picks: a parcel by its numbers, stock by its code, SKU and name. */
export const goodsOf = (l: PickingLineRow) =>
  l.Kind === OrderLineKind.Package
    ? [l.PackageNumber, l.TrackingNumber].filter(Boolean).join(' · ')
    : [l.CommodityCode, l.Sku, l.CommodityName].filter(Boolean).join(' · ');

/** Pieces of a line still to pick. */
export const leftOf = (l: PickingLineRow) => Math.max(0, l.Quantity - l.PickedQuantity);
