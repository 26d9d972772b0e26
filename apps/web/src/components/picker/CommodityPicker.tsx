import type { CommodityRow } from '@wms/contract';
import { useTranslation } from 'react-i18next';
import { type CommodityScope, commodityCalls } from '../../api/commodities';
import type { Column } from '../table/columns';
import { PICKER_WIDTH, Picker, type PickerProps } from './Picker';

/** Length × width × height of a commodity (the wire calls the height `Geight`), written as the
 * shelves write theirs. */
export const dimensionsOf = (r: Pick<CommodityRow, 'Length' | 'Width' | 'Geight'>) =>
  `${r.Length} × ${r.Width} × ${r.Geight}`;

/**
 * Picks one of an owner's commodities: staff pick from the customer given as
 * `ownerId` (disabled until there is one), a customer from their own.
 */
export function CommodityPicker({
  scope,
  ownerId,
  ...p
}: Pick<PickerProps<CommodityRow>, 'value' | 'onChange' | 'multiple' | 'valueLabels' | 'disabled'> & {
  scope: CommodityScope;
  ownerId?: number;
}) {
  const { t } = useTranslation('commodity');
  const commodity = commodityCalls(scope);
  const columns: Column<CommodityRow>[] = [
    { key: 'CommodityCode', title: t('commodityCode'), search: { type: 'text', name: 'Content' } },
    { key: 'CommoditySku', title: t('commoditySku') },
    { key: 'ChineseName', title: t('chineseName') },
    { key: 'EnglishName', title: t('englishName') },
    { key: 'CommodityCategoriesName', title: t('category') },
    { key: 'Length', title: t('dimensions'), render: (_: unknown, r) => dimensionsOf(r) },
    { key: 'Available', title: t('available'), align: 'right' },
  ];
  const missingOwner = scope === 'staff' && ownerId === undefined;
  return (
    <Picker<CommodityRow>
      {...p}
      disabled={p.disabled || missingOwner}
      name={`commodity-${scope}`}
      title={t('selectCommodity')}
      columns={columns}
      fetch={(body) => commodity.GetCommodityByUserId(body as Parameters<typeof commodity.GetCommodityByUserId>[0])}
      fixed={ownerId === undefined ? undefined : { UserId: ownerId }}
      width={PICKER_WIDTH.wide}
      label={(r) => `${r.CommodityCode} ${r.ChineseName}`}
    />
  );
}
