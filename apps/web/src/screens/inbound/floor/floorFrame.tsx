import type { RefSelectProps } from 'antd';
import { Alert, Card, Select } from 'antd';
import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useWarehouseOptions } from '../../../api/options';
import { ApiError } from '../../../api/request';
import { useTitle } from '../../../i18n/useTitle';
import { useAppStore } from '../../../stores/app';
import { StorageKeys, storage } from '../../../stores/storage';

/**
 * What the floor screens (PackageSigning, PackagePutOnShelvesIndex, BinPutOnShelves,
 * BinLowerShelf) share around their scan station (docs/architecture.md, "Floor screens"): the
 * menu title, a frame that leaves a 360 px handheld its width, and the station's warehouse.
 */
export function FloorFrame({ screen, children }: { screen: string; children: ReactNode }) {
  const title = useTitle();
  const mobile = useAppStore((s) => s.device === 'mobile');
  return (
    <Card
      variant="borderless"
      title={title(`menu:${screen}`)}
      data-testid={`screen-${screen}`}
      styles={{ body: { padding: mobile ? 12 : 24 }, header: mobile ? { padding: '0 12px' } : undefined }}
    >
      {children}
    </Card>
  );
}

export interface StationWarehouse {
  /** The warehouse chosen, once the list has come and holds it. */
  id: number | undefined;
  name: string;
  options: { value: number; label: string }[];
  loading: boolean;
  choose(id: number | undefined): void;
}

const remembered = () => {
  const v = Number(storage.get(StorageKeys.stationWarehouse));
  return Number.isInteger(v) && v > 0 ? v : undefined;
};

/**
 * The warehouse the station works in: kept in this browser (a station stands in one warehouse,
 * whoever signs in at it). One no longer offered (deactivated) is forgotten; when only one is
 * offered, it is the one.
 */
export function useStationWarehouse(): StationWarehouse {
  const list = useWarehouseOptions();
  const [id, setId] = useState(remembered);
  const options = list.data ?? [];
  const chosen = options.some((o) => o.value === id) ? id : options.length === 1 ? options[0]!.value : undefined;
  return {
    id: chosen,
    name: options.find((o) => o.value === chosen)?.label ?? '',
    options,
    loading: list.isLoading,
    choose(next) {
      storage.set(StorageKeys.stationWarehouse, next ? String(next) : null);
      setId(next);
    },
  };
}

/** What the station's folded settings say of it: its warehouse. */
export function useStationSettingsTitle(warehouse: StationWarehouse): string {
  const { t } = useTranslation('station');
  return warehouse.name ? t('settingsOf', { warehouse: warehouse.name }) : t('settings');
}

/**
 * The station's warehouse picker: alone until one is chosen, then in the station's settings.
 * Until one is chosen it has the focus, so a keyboard is enough: type part of the name, Enter.
 * Its column may shrink to the handheld's width: a long name or placeholder is cut, never wider.
 */
export function StationWarehousePicker({ warehouse }: { warehouse: StationWarehouse }) {
  const { t } = useTranslation('floor');
  const id = useId();
  const ref = useRef<RefSelectProps>(null);
  const missing = !warehouse.loading && !warehouse.id;
  useEffect(() => {
    if (missing) ref.current?.focus();
  }, [missing]);
  return (
    <div style={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 8, minWidth: 0 }}>
      <label htmlFor={id} style={{ fontWeight: 600 }}>
        {t('warehouse')}
      </label>
      <Select
        id={id}
        ref={ref}
        size="large"
        value={warehouse.id}
        options={warehouse.options}
        loading={warehouse.loading}
        onChange={(v: number) => warehouse.choose(v)}
        showSearch={{ optionFilterProp: 'label' }}
        placeholder={t('warehouseFind')}
        style={{ width: '100%', minHeight: 48 }}
        data-testid="station-warehouse"
      />
      {missing ? <Alert type="info" showIcon title={t('chooseWarehouse')} data-testid="station-no-warehouse" /> : null}
    </div>
  );
}

/** The server refused a scan for this field (Code 2 names it). */
export const refusedField = (e: unknown, field: string) =>
  e instanceof ApiError && (e.data as { Field?: string } | null)?.Field === field;
