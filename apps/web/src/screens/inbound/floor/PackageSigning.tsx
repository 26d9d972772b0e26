import { candidateNumbers, type Lang, normaliseScan, numberProblem, ruleMessage, SignOutcome } from '@wms/contract';
import { Input, theme } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../../api/client';
import {
  type ScanStationApi,
  ScanStationView,
  type ScanStep,
  scanAttention,
  scanError,
  scanInfo,
  scanOk,
  useScanStation,
} from '../../../components/scan-station';
import { useLang } from '../../../i18n/useLang';
import {
  FloorFrame,
  type StationWarehouse,
  StationWarehousePicker,
  useStationSettingsTitle,
  useStationWarehouse,
} from './floorFrame';

/** A length as SignScanBody takes one (zLength): cm, at most 1 decimal, up to 9,999. */
const LENGTH_RULE = { min: 0, max: 9_999, decimals: 1 } as const;
const SIDES = ['Length', 'Width', 'Height'] as const;
type Side = (typeof SIDES)[number];
type Sides = Record<Side, string>;
const NONE: Sides = { Length: '', Width: '', Height: '' };

function sideProblem(text: string, lang: Lang, label: string): string | null {
  const problem = numberProblem(text.trim(), LENGTH_RULE);
  return problem ? ruleMessage(lang, problem.rule, problem.params, label) : null;
}

/** The parcel's dimensions, typed when the station measures (optional): what goes with the next
 * scan, cleared once it went with a parcel, as the station clears the weight. */
function useDimensions() {
  const { t } = useTranslation('floor');
  const lang = useLang();
  const [sides, setSides] = useState<Sides>(NONE);
  const now = useRef(sides);
  const set = (next: Sides) => {
    now.current = next;
    setSides(next);
  };
  const labelOf = (side: Side) => t(side === 'Length' ? 'length' : side === 'Width' ? 'width' : 'height');
  return {
    sides,
    type: (side: Side, text: string) => set({ ...now.current, [side]: text }),
    problem: (side: Side) => (sides[side].trim() ? sideProblem(sides[side], lang, labelOf(side)) : null),
    labelOf,
    clear: () => set(NONE),
    /** The sides typed, for SignScanBody, or why they cannot go (in the server's words). */
    read(): Partial<Sides> | string {
      const body: Partial<Sides> = {};
      for (const side of SIDES) {
        const v = now.current[side].trim();
        if (!v) continue;
        const problem = sideProblem(v, lang, labelOf(side));
        if (problem) return problem;
        body[side] = v;
      }
      return body;
    },
  };
}
type Dimensions = ReturnType<typeof useDimensions>;

function DimensionFields({ dims, input }: { dims: Dimensions; input: ScanStationApi['input']['ref'] }) {
  const { t } = useTranslation('floor');
  const { token } = theme.useToken();
  const problems = SIDES.map((s) => dims.problem(s)).filter(Boolean);
  return (
    <fieldset style={{ border: 0, margin: 0, padding: 0, minWidth: 0, display: 'grid', gap: 8 }}>
      <legend style={{ fontWeight: 600, marginBottom: 8, fontSize: 14 }}>{t('dimensions')}</legend>
      <div style={{ display: 'grid', gridTemplateColumns: 'repeat(3, minmax(0, 1fr))', gap: 8 }}>
        {SIDES.map((side) => (
          <Input
            key={side}
            size="large"
            inputMode="decimal"
            autoComplete="off"
            value={dims.sides[side]}
            onChange={(e) => dims.type(side, e.target.value)}
            // Enter goes back to scanning: the dimensions go with the next scan.
            onPressEnter={() => input.current?.focus()}
            placeholder={dims.labelOf(side)}
            aria-label={`${dims.labelOf(side)} (cm)`}
            status={dims.problem(side) ? 'error' : undefined}
            style={{ height: 48, minWidth: 0 }}
            data-testid={`sign-${side}`}
          />
        ))}
      </div>
      {problems.length ? (
        <div role="alert" style={{ color: token.colorError }}>
          {problems.join(' ')}
        </div>
      ) : null}
    </fieldset>
  );
}

/**
 * Signing parcels in (docs/domain.md, "Parcels"): one step. The parcel is scanned by its courier
 * label; the weight (the scale's stable reading, or typed), the dimensions and photos typed or
 * taken before go with that scan. A forecast parcel is signed and its label printed (through the
 * device hub as ZPL, else offered as a PDF); one signed already is told, harmlessly; a parcel
 * nobody forecast is recorded as an unknown item by the server, and the station says so in its
 * own words, with the item's number to write on it (there is no label for it), at the
 * `attention` level: the parcel is in, and the clerk has something to do with it.
 * The warehouse is chosen first; once it is, it folds into the station's settings, under the
 * answer (docs/architecture.md, "Floor screens").
 */
export default function PackageSigning() {
  const warehouse = useStationWarehouse();
  return (
    <FloorFrame screen="PackageSigning">
      {warehouse.id ? <SigningStation warehouse={warehouse} /> : <StationWarehousePicker warehouse={warehouse} />}
    </FloorFrame>
  );
}

function SigningStation({ warehouse }: { warehouse: StationWarehouse }) {
  const { t } = useTranslation('floor');
  const dims = useDimensions();
  const WarehouseId = warehouse.id;
  const settingsTitle = useStationSettingsTitle(warehouse);
  const steps: ScanStep[] = [
    {
      key: 'parcel',
      label: t('parcel'),
      prompt: t('scanToSign'),
      weight: 'optional',
      photo: true,
      handle: async (scan, _values, { weight, photos }) => {
        if (!WarehouseId) return scanError(t('chooseWarehouse'));
        const sides = dims.read();
        if (typeof sides === 'string') return scanError(sides);
        const a = await api.PackageSigning.SignScan(
          { Scan: scan, WarehouseId, Weight: weight, Photos: photos, ...sides },
          { silent: true },
        );
        if (a.Outcome === SignOutcome.AlreadySigned) return scanInfo(a.Message);
        if (a.Outcome === SignOutcome.UnknownItem || !a.Package) {
          // Its weight, photos and dimensions went with the item (the station clears the first
          // two after an `attention` as after an `ok`): the next parcel is measured anew.
          dims.clear();
          const tracking = candidateNumbers(scan)[0]?.number ?? normaliseScan(scan);
          return scanAttention(t('unknownItem', { number: a.UnknownItemNumber ?? '', tracking }));
        }
        dims.clear();
        const Id = a.Package.Id;
        return scanOk(a.Message, {
          label: {
            name: a.Package.Number,
            zpl: () => api.PackageSigning.GetPackageLabelZpl({ Id }, { silent: true }),
            pdf: () => api.PackageSigning.GetPackageLabel({ Id }, { silent: true }),
          },
        });
      },
    },
  ];
  const station = useScanStation({ steps });
  return (
    <ScanStationView
      station={station}
      extra={<DimensionFields dims={dims} input={station.input.ref} />}
      settings={<StationWarehousePicker warehouse={warehouse} />}
      settingsTitle={settingsTitle}
    />
  );
}
