import type { SelfPickupPickerRow } from '@wms/contract';
import { useTranslation } from 'react-i18next';
import { api } from '../../api/client';
import { useFieldLabel } from '../../i18n/useFieldLabel';
import { RegionCascader } from '../region/RegionCascader';
import type { Column } from '../table/columns';
import { Picker, type PickerProps } from './Picker';

const calls = {
  staff: (body: Record<string, unknown>) => api.SelfPickupAddress.GetSelectSelfPickupAddresses(body),
  user: (body: Record<string, unknown>) => api.UserSelfPickupAddress.GetSelectSelfPickupAddresses(body),
};
const LEVEL_CODES = ['CountryCode', 'ProvinceCode', 'CityCode', 'CountyCode', 'TownCode'] as const;

/** The region chosen in the search panel as the codes the list filters by: the country's
 * alpha-2 code, then each division's GB/T 2260 code (its region id). */
export async function regionCodesOf(regionId: number): Promise<Record<string, string>> {
  const [path, roots] = await Promise.all([api.Region.GetRegionPath({ Id: regionId }), api.Region.GetRegionRoots()]);
  return Object.fromEntries(
    path.map((item) => [
      LEVEL_CODES[item.Level - 1],
      item.Level === 1 ? (roots.find((r) => r.Id === item.Id)?.Code ?? '') : String(item.Id),
    ]),
  );
}

/**
 * The self-pickup point picker: active collection points, searched by name or address and by
 * region (any level). The order forms pass the recipient's region codes in `fixed`.
 */
export function SelfPickupPicker(
  p: { scope: keyof typeof calls } & Pick<
    PickerProps<SelfPickupPickerRow>,
    'value' | 'onChange' | 'valueLabels' | 'disabled' | 'fixed'
  >,
) {
  const { t } = useTranslation('addresses');
  const label = useFieldLabel();
  const columns: Column<SelfPickupPickerRow>[] = [
    { key: 'SiteName', title: label('SiteName'), search: { type: 'text', name: 'Content' } },
    { key: 'Address', title: label('Address'), ellipsis: true },
    {
      key: 'RegionId',
      title: label('RegionId'),
      hideInTable: true,
      search: { type: 'custom', render: () => <RegionCascader changeOnSelect /> },
    },
  ];
  const { scope, ...rest } = p;
  return (
    <Picker<SelfPickupPickerRow>
      {...rest}
      name={`self-pickup-${scope}`}
      title={t('pickSelfPickup')}
      columns={columns}
      fetch={async ({ RegionId, ...body }) =>
        calls[scope]({ ...body, ...(typeof RegionId === 'number' ? await regionCodesOf(RegionId) : {}) })
      }
      label={(r) => r.SiteName}
    />
  );
}
