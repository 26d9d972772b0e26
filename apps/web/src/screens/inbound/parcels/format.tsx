import type { PackageRow } from '@wms/contract';
import { useTranslation } from 'react-i18next';

// How the inbound screens write a parcel's measurements and place: the wire answers decimals as
// plain text ("1.25", "0" until measured), so nothing is rounded or converted on the way.

/** A decimal the server answered, "0" (not measured yet) as nothing. */
const measured = (v: string | null | undefined) => (v && Number(v) !== 0 ? v : null);

/** Weight in kg, empty until weighed. */
export const weightText = (kg: string | null | undefined) => {
  const v = measured(kg);
  return v === null ? '' : `${v} kg`;
};

/** Length × width × height in cm, empty until measured. */
export const dimensionsText = (r: Pick<PackageRow, 'Length' | 'Width' | 'Height'>) =>
  [r.Length, r.Width, r.Height].some(measured) ? `${r.Length} × ${r.Width} × ${r.Height} cm` : '';

/** Where a parcel is: its shelf, and its bin when it is in one ("A-01-03 · bin BN00000004"). */
export function PlaceText({ row }: { row: Pick<PackageRow, 'ShelfNumber' | 'BinNumber'> }) {
  const { t } = useTranslation('inbound');
  const parts = [row.ShelfNumber, row.BinNumber ? t('inBin', { bin: row.BinNumber }) : null].filter(Boolean);
  return <>{parts.join(' · ')}</>;
}
