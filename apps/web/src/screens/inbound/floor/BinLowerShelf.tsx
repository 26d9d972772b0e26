import { theme } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../../api/client';
import { ScanStation, type ScanStep, scanOk } from '../../../components/scan-station';
import { FloorFrame } from './floorFrame';

/**
 * Bins off their shelves (docs/domain.md, "Parcels"): scan a bin; it and every parcel in it come
 * off their shelf (Bin/BinLowerShelf), a shelf log row each, and the parcels are Completed again.
 * The bin is found by its number wherever it is, so the station needs no warehouse. How many
 * parcels came off is shown large: what the operator checks against the bin in hand.
 */
export default function BinLowerShelf() {
  const { t } = useTranslation('floor');
  const { token } = theme.useToken();
  const [last, setLast] = useState<{ bin: string; count: number } | null>(null);
  const steps: ScanStep[] = [
    {
      key: 'bin',
      label: t('bin'),
      prompt: t('scanBinToLower'),
      handle: async (scan) => {
        const a = await api.Bin.BinLowerShelf({ BinScan: scan }, { silent: true });
        setLast({ bin: a.Bin.Number, count: a.Bin.PackageCount });
        return scanOk(a.Message);
      },
    },
  ];
  return (
    <FloorFrame screen="BinLowerShelf">
      <ScanStation
        steps={steps}
        extra={
          last ? (
            <output
              data-testid="bin-lowered"
              data-count={last.count}
              style={{ display: 'block', fontSize: 22, fontWeight: 700, color: token.colorSuccessText }}
            >
              {t('lowered', { bin: last.bin, count: last.count })}
            </output>
          ) : null
        }
      />
    </FloorFrame>
  );
}
