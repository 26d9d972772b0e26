import { binFlow, pastedCode } from '@wms/contract';
import { Button, theme } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../../api/client';
import { toast } from '../../../api/notify';
import { ApiError } from '../../../api/request';
import {
  type ScanStationApi,
  ScanStationView,
  type ScanStep,
  scanError,
  scanOk,
  useScanStation,
} from '../../../components/scan-station';
import {
  FloorFrame,
  refusedField,
  type StationWarehouse,
  StationWarehousePicker,
  useStationSettingsTitle,
  useStationWarehouse,
} from './floorFrame';

/** Keys of the screen's two commands: scanners never send them, and a handheld maps them to a
 * side button. */
const NEW_BIN_KEY = 'F2';
const DONE_KEY = 'F4';

const sameCode = (a: string, b: string | undefined) => b !== undefined && pastedCode(a) === pastedCode(b);

/**
 * Bins onto shelves, by scans (docs/domain.md, "Parcels": bins hold several packages, shelved
 * together). Three steps:
 *
 * 1. **Bin**: scan an existing bin's label (one being packed, or taken off a shelf), or press F2
 *    (or the button) for a new bin of the station's warehouse: its label is printed as the
 *    station prints one (through the device hub as ZPL, else offered as a PDF), to stick on it,
 *    and its number shown.
 * 2. **Packing**: scan the parcels into it, one after another (Bin/PackIntoBin); the step stays
 *    for the next parcel. Scanning **the same bin's label again** says it is full and goes on to
 *    the shelf (F4, or the button, does the same for a bin that has no label yet). A parcel the
 *    server does not know is an error that reminds how to finish the bin: a shelf label scanned
 *    too early lands here.
 * 3. **Shelf**: scan the shelf; the bin and every parcel in it go on it (Bin/BinPutOnShelves),
 *    and the next round starts with a bin.
 *
 * So a scanner alone does it all for labelled bins (bin, parcels, bin, shelf), and a keyboard
 * alone for new ones. Esc leaves the bin as it is (still packing: scan it to go on with it).
 */
export default function BinPutOnShelves() {
  const warehouse = useStationWarehouse();
  return (
    <FloorFrame screen="BinPutOnShelves">
      {warehouse.id ? <BinStation warehouse={warehouse} /> : <StationWarehousePicker warehouse={warehouse} />}
    </FloorFrame>
  );
}

function BinStation({ warehouse }: { warehouse: StationWarehouse }) {
  const { t } = useTranslation('floor');
  const { token } = theme.useToken();
  const WarehouseId = warehouse.id!;
  const settingsTitle = useStationSettingsTitle(warehouse);
  // How many parcels the bin of the round holds, as the server last said (a ref too: scans come
  // faster than the screen draws).
  const [count, setShown] = useState(0);
  const held = useRef(0);
  const setCount = (n: number) => {
    held.current = n;
    setShown(n);
  };
  // The bin just made here: the first step says "new bin" of it.
  const made = useRef<string | null>(null);

  const binOf = async (code: string, Id?: number) => {
    const page = await api.Bin.GetBins({ WarehouseId, ...(Id ? {} : { Content: code }), rows: 20 }, { silent: true });
    return page.Data.find((b) => (Id ? b.Id === Id : sameCode(b.Number, code)));
  };

  const steps: ScanStep[] = [
    {
      key: 'bin',
      label: t('bin'),
      prompt: t('scanBin'),
      handle: async (scan) => {
        const code = pastedCode(scan);
        const bin = await binOf(code);
        if (!bin) return scanError(t('noBin', { scan: code }));
        if (bin.Status === binFlow.state.OnShelf)
          return scanError(t('binOnShelf', { bin: bin.Number, shelf: bin.ShelfNumber ?? '' }));
        setCount(bin.PackageCount);
        const fresh = made.current === bin.Number;
        made.current = null;
        if (!fresh) return scanOk(t('binReady', { bin: bin.Number, count: bin.PackageCount }), { value: bin.Number });
        // A new bin has no label yet: it is printed with this answer, so that the bin is
        // scanned from now on (its label again says it is full).
        const Id = bin.Id;
        return scanOk(t('newBinMade', { bin: bin.Number }), {
          value: bin.Number,
          label: {
            name: bin.Number,
            zpl: () => api.Bin.GetBinLabelZpl({ Id }, { silent: true }),
            pdf: () => api.Bin.GetBinLabel({ Id }, { silent: true }),
          },
        });
      },
    },
    {
      key: 'parcels',
      label: t('parcels'),
      prompt: t('packParcels'),
      handle: async (scan, values) => {
        const bin = values.bin ?? '';
        if (sameCode(scan, bin)) {
          // The bin's own label again: it is full.
          const n = held.current;
          if (n === 0) return scanError(t('binEmpty', { bin }));
          return scanOk(t('binFull', { bin, count: n }), { value: String(n) });
        }
        try {
          const a = await api.Bin.PackIntoBin({ BinScan: bin, PackageScan: scan }, { silent: true });
          setCount(a.Bin.PackageCount);
          return scanOk(a.Message, { next: 'stay' });
        } catch (e) {
          // Not a parcel: perhaps the shelf, scanned before the bin was said to be full.
          if (refusedField(e, 'PackageScan')) return scanError(`${(e as ApiError).message} ${t('fullHint')}`);
          throw e;
        }
      },
    },
    {
      key: 'shelf',
      label: t('shelf'),
      prompt: t('scanShelfForBin'),
      handle: async (shelf, values) => {
        const a = await api.Bin.BinPutOnShelves({ BinScan: values.bin ?? '', ShelfScan: shelf }, { silent: true });
        setCount(0);
        return scanOk(a.Message);
      },
    },
  ];
  const station = useScanStation({ steps });

  const blocked = !!station.state.error;
  const packing = station.step?.key === 'parcels';
  const bin = station.state.values.bin;

  const commands = useRef({ newBin: async () => {}, done: () => {} });
  commands.current.newBin = async () => {
    if (blocked) return;
    station.restart();
    try {
      const Id = await api.Bin.EstablishBin({ WarehouseId }, { silent: true });
      const number = (await binOf('', Id))?.Number;
      if (!number) return;
      made.current = number;
      // As if its label were scanned: the first step takes it.
      station.submit(number);
    } catch (e) {
      toast('error', e instanceof ApiError ? e.message : String(e));
    }
  };
  commands.current.done = () => {
    if (!blocked && packing && bin) station.submit(bin);
  };
  useCommandKeys(station, commands);

  return (
    <ScanStationView
      station={station}
      settings={<StationWarehousePicker warehouse={warehouse} />}
      settingsTitle={settingsTitle}
      extra={
        <div style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 8 }}>
          <Button
            size="large"
            style={{ height: 48 }}
            disabled={blocked}
            onClick={() => void commands.current.newBin()}
            data-testid="bin-new"
          >
            {t('newBin')}
          </Button>
          {packing ? (
            <Button
              size="large"
              type="primary"
              style={{ height: 48 }}
              disabled={blocked}
              onClick={commands.current.done}
              data-testid="bin-done"
            >
              {t('packingDone')}
            </Button>
          ) : null}
          {bin ? (
            <span style={{ fontSize: 18, fontWeight: 600, color: token.colorText }} data-testid="bin-holds">
              {t('binHolds', { bin, count })}
            </span>
          ) : null}
        </div>
      }
    />
  );
}

/** F2 and F4 wherever the focus is on the page, except in another field or a dialog. */
function useCommandKeys(station: ScanStationApi, commands: { current: { newBin(): Promise<void>; done(): void } }) {
  const input = station.input.ref;
  useEffect(() => {
    const onKeyDown = (e: KeyboardEvent) => {
      if (e.key !== NEW_BIN_KEY && e.key !== DONE_KEY) return;
      if (e.ctrlKey || e.altKey || e.metaKey) return;
      const target = e.target instanceof Element ? e.target : null;
      const mine = target === input.current?.input || !target?.matches('input, textarea, select, [contenteditable]');
      if (!mine || target?.closest('[role="dialog"], .ant-modal-wrap, .ant-drawer')) return;
      e.preventDefault();
      if (e.key === NEW_BIN_KEY) void commands.current.newBin();
      else commands.current.done();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [input, commands]);
}
