import { useTranslation } from 'react-i18next';
import { api } from '../../api/client';
import { ApiError } from '../../api/request';
import { ScanStation, type ScanStep, scanError, scanOk } from '../../components/scan-station';
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
      // Nothing to ask the server yet: the parcel goes with the shelf.
      handle: async (scan) => scanOk(t('nowScanShelf', { scan })),
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
