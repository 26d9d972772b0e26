import { ShelveOutcome } from '@wms/contract';
import { useTranslation } from 'react-i18next';
import { api } from '../../../api/client';
import { ApiError } from '../../../api/request';
import { ScanStation, type ScanStep, scanError, scanInfo, scanOk } from '../../../components/scan-station';
import { FloorFrame, refusedField } from './floorFrame';

/**
 * Shelving parcels (docs/domain.md, "Parcels"): scan a parcel, then the shelf it goes on; the call
 * goes with the shelf and the parcel before it (PackagePutOnShelves/ShelveScan). The shelf is
 * matched in the parcel's own warehouse, so the station needs none chosen. A wrong shelf keeps
 * the parcel, and the right shelf is scanned next; anything else the server refuses is the
 * parcel's (not found, not signed in, on a shelf already), and the round starts again with the
 * next parcel once the error is acknowledged.
 */
export default function PackagePutOnShelvesIndex() {
  const { t } = useTranslation('floor');
  const steps: ScanStep[] = [
    {
      key: 'parcel',
      label: t('parcel'),
      prompt: t('scanParcel'),
      // The parcel is read and checked alone (no shelf yet): a shelf or bin label, or a parcel that
      // cannot go on a shelf, is refused here, before the next scan would be taken for its shelf.
      handle: async (scan) => {
        const a = await api.PackagePutOnShelves.ShelveScan({ PackageScan: scan }, { silent: true });
        return scanOk(a.Message, { value: a.Package.Number });
      },
    },
    {
      key: 'shelf',
      label: t('shelf'),
      prompt: t('scanShelf'),
      handle: async (shelf, values) => {
        try {
          const a = await api.PackagePutOnShelves.ShelveScan(
            { PackageScan: values.parcel ?? '', ShelfScan: shelf },
            { silent: true },
          );
          // Scanned onto the shelf it is on: harmless, nothing to do, the next parcel.
          if (a.Outcome === ShelveOutcome.AlreadyShelved) return scanInfo(a.Message, { next: 'restart' });
          return scanOk(a.Message);
        } catch (e) {
          if (e instanceof ApiError && e.code > 0 && !refusedField(e, 'ShelfScan'))
            return scanError(e.message, { next: 'restart' });
          throw e;
        }
      },
    },
  ];
  return (
    <FloorFrame screen="PackagePutOnShelvesIndex">
      <ScanStation steps={steps} />
    </FloorFrame>
  );
}
