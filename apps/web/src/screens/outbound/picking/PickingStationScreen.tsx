import { ArrowLeftOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import {
  OrderLineKind,
  type PickingLineRow,
  type PickingListDetail,
  PickOutcome,
  pastedCode,
  pickingListFlow,
} from '@wms/contract';
import { Button, type ButtonProps, Modal, Spin, theme } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../../api/client';
import { queryKeys } from '../../../api/keys';
import { toast } from '../../../api/notify';
import { isCanceled } from '../../../api/request';
import {
  type ScanStationApi,
  ScanStationView,
  type ScanStep,
  scanError,
  scanInfo,
  scanOk,
  useScanStation,
} from '../../../components/scan-station';
import { useOfferedMoves } from '../../../components/workflow/state';
import { useBatchOutcome } from '../../inbound/parcels/DocumentScreen';
import { goodsOf, leftOf, placeOf } from './lists';
import { usePickingList } from './PickingListDrawer';

/** The key that ends the list (sorting completed): scanners never send it, a handheld maps it to a
 * side button. */
const END_KEY = 'F4';
/** The most pieces one scan picks (the body's limit). */
const MAX_QUANTITY = 999_999;

const same = (a: string, b: string | null | undefined) => !!b && pastedCode(a) === pastedCode(b);
/** The number a line's place is scanned by: its shelf, or the bin a parcel is in. */
const placeCode = (l: PickingLineRow) => l.ShelfNumber ?? l.BinNumber ?? '';
/** Whether a scan is this line's goods: a parcel by its number or courier number, stock by its
 * commodity code or SKU. */
const isGoodsOf = (l: PickingLineRow, scan: string) =>
  l.Kind === OrderLineKind.Package
    ? same(scan, l.PackageNumber) || same(scan, l.TrackingNumber)
    : same(scan, l.CommodityCode) || same(scan, l.Sku);

/**
 * The picking station (docs/domain.md, "Picking"; docs/architecture.md, "Floor screens"): a claimed
 * list picked by scans on the scan station, one scan a step, lines walked in order.
 *
 * 1. **Shelf**: go to the shelf the next line names and scan it (a parcel in a bin: the bin). The
 *    first scan starts the list (`StartPickingList`). A shelf of no line left is refused.
 * 2. **Goods**: scan a parcel (its number or courier number) or an item (commodity code or SKU)
 *    of a line on that shelf; anything else is refused loudly: "no matching goods found". A
 *    parcel is picked at once (`OrderPartialProductPicking`) and the step stays for the shelf's
 *    next parcel; an item asks for its quantity.
 * 3. **Quantity**: Enter takes the line's remaining pieces (filled in), or type or scan another
 *    number (a short pick is recorded as it is).
 *
 * A refusal blocks the station until acknowledged (the kit's error, its sound). The list ends by
 * sorting (F4, the button, or the list's own number scanned): `SortingCompleted`, asked first
 * with the workflow's own words when lines are left (the list then ends Not picked).
 */
export function PickingStationScreen({ id, onBack }: { id: number; onBack(): void }) {
  const list = usePickingList(id);
  const d = list.data?.Id === id ? list.data : undefined;
  if (!d) return <Spin spinning={list.isFetching} data-testid="picking-loading" />;
  return <Station key={d.Id} detail={d} onBack={onBack} />;
}

function Station({ detail, onBack }: { detail: PickingListDetail; onBack(): void }) {
  const { t } = useTranslation(['floor', 'picking']);
  const { token } = theme.useToken();
  const client = useQueryClient();
  const [modal, holder] = Modal.useModal();
  const outcome = useBatchOutcome();
  const endShort = useOfferedMoves(pickingListFlow).find((m) => m.move === 'endShort');
  const Id = detail.Id;

  // The lines as the server last said (a ref too: scans come faster than the screen draws).
  const [lines, setShown] = useState(detail.Lines);
  const now = useRef(detail.Lines);
  const setLines = (next: PickingLineRow[]) => {
    now.current = next;
    setShown(next);
  };
  const started = useRef(detail.Status !== pickingListFlow.state.ToBePicked);
  // The shelf of the round, and the line an item scan matched (its quantity is asked next): the
  // prompts of the next steps name them.
  const chosen = useRef('');
  const pending = useRef<PickingLineRow | null>(null);

  const left = (at?: string) => now.current.filter((l) => leftOf(l) > 0 && (at === undefined || placeCode(l) === at));
  const remaining = lines.filter((l) => leftOf(l) > 0);
  const next = remaining[0];
  const piecesLeft = remaining.reduce((n, l) => n + leftOf(l), 0);

  const refresh = () => client.invalidateQueries({ queryKey: queryKeys.area('PickingList') });

  const start = async (): Promise<string> => {
    if (started.current) return '';
    await api.PickingList.StartPickingList({ Id }, { silent: true });
    started.current = true;
    return `${t('pickStarted', { number: detail.Number })}. `;
  };

  const pick = async (ShelfNumber: string, Scan: string, Quantity?: number) => {
    const a = await api.PickingList.OrderPartialProductPicking({ Id, ShelfNumber, Scan, Quantity }, { silent: true });
    setLines(now.current.map((l) => (l.Id === a.Line.Id ? a.Line : l)));
    return a;
  };

  /** Ends the list; asks first when lines are left. False when the picker went back to it; a
   * refusal throws in the server's words (the station shows it). */
  const end = async (): Promise<boolean> => {
    const short = now.current.some((l) => leftOf(l) > 0);
    if (short) {
      const yes = await modal.confirm({
        title: endShort?.label,
        content: endShort?.confirm?.(`“${detail.Number}”`),
        okText: endShort?.label,
        cancelText: t('picking:back'),
        focusable: { autoFocusButton: 'ok' },
        okButtonProps: { danger: true, 'data-testid': 'confirm-ok' } as ButtonProps,
      });
      if (!yes) return false;
    }
    await start();
    const result = await api.PickingList.SortingCompleted({ Id }, { silent: true });
    if (!result.Moved.length) throw new Error(result.Refused.map((r) => r.Reason).join(' '));
    outcome(result, () => t('listEnded', { number: detail.Number }));
    back();
    return true;
  };
  /** The button and F4: a refusal is told in the server's words. */
  const endByHand = () =>
    void end().catch((e: unknown) => {
      // The station's calls are quiet (a scan shows its refusal itself): the button's is told here.
      if (!isCanceled(e) && e instanceof Error && e.message) toast('error', e.message);
    });
  const back = () => {
    void refresh();
    onBack();
  };
  const endScan = async () =>
    (await end())
      ? scanOk(t('listEnded', { number: detail.Number }))
      : scanInfo(t('pickShelf', { shelf: nextPlace() }));
  const nextPlace = () => {
    const n = left()[0];
    return n ? placeOf(n) : '';
  };

  const steps: ScanStep[] = next
    ? [
        {
          key: 'shelf',
          label: t('shelf'),
          prompt: t('pickShelf', { shelf: placeOf(next) }),
          handle: async (scan) => {
            if (same(scan, detail.Number)) return endScan();
            const here = now.current.find((l) => leftOf(l) > 0 && same(scan, placeCode(l)));
            // The goods just picked, scanned once more: harmless, nothing changes.
            const done = here ? undefined : now.current.find((l) => leftOf(l) === 0 && isGoodsOf(l, scan));
            if (done) return scanInfo(t('alreadyPicked', { goods: goodsOf(done) }));
            if (!here) return scanError(t('wrongShelf', { scan, shelf: nextPlace() }));
            const said = await start();
            const at = placeCode(here);
            chosen.current = at;
            return scanOk(`${said}${t('shelfChosen', { shelf: at, count: left(at).length })}`, { value: at });
          },
        },
        {
          key: 'goods',
          label: t('goods'),
          prompt: t('pickGoods', { shelf: chosen.current }),
          handle: async (scan, values) => {
            const at = values.shelf ?? '';
            const line = left(at).find((l) => isGoodsOf(l, scan));
            // Scanned again once picked: harmless, nothing changes.
            const done = line ? undefined : now.current.find((l) => placeCode(l) === at && isGoodsOf(l, scan));
            if (done) return scanInfo(t('alreadyPicked', { goods: goodsOf(done) }));
            if (!line) return scanError(t('noMatchingGoods', { scan, shelf: at }));
            if (line.Kind !== OrderLineKind.Package) {
              pending.current = line;
              return scanOk(`${goodsOf(line)}: ${t('leftToPick', { count: leftOf(line) })}`);
            }
            const a = await pick(at, scan);
            if (a.Outcome === PickOutcome.AlreadyPicked) return scanInfo(a.Message);
            return scanOk(a.Message, { next: left(at).length ? 'stay' : 'restart' });
          },
        },
        {
          key: 'quantity',
          label: t('quantity'),
          prompt: t('pickQuantity', {
            item: pending.current ? goodsOf(pending.current) : '',
            count: pending.current ? leftOf(pending.current) : 1,
          }),
          handle: async (scan, values) => {
            const text = scan.trim();
            const n = Number(text);
            if (!/^\d+$/.test(text) || n < 1 || n > MAX_QUANTITY)
              return scanError(t('badQuantity', { scan, max: MAX_QUANTITY }));
            const a = await pick(values.shelf ?? '', values.goods ?? '', n);
            pending.current = null;
            if (a.Outcome === PickOutcome.AlreadyPicked) return scanInfo(a.Message, { next: 'restart' });
            return scanOk(a.Message);
          },
        },
      ]
    : [
        {
          key: 'sort',
          label: t('picking:listNumber'),
          prompt: t('pickSort'),
          handle: async (scan) => (same(scan, detail.Number) ? endScan() : scanError(t('pickSort'))),
        },
      ];
  const station = useScanStation({ steps, memoryKey: `picking-${Id}` });

  // The quantity step opens with the line's remaining pieces: Enter takes them, typing replaces them.
  const asking = station.step?.key === 'quantity';
  const { input } = station;
  // biome-ignore lint/correctness/useExhaustiveDependencies: once each time the step is reached
  useEffect(() => {
    if (!asking || !pending.current) return;
    input.onChange(String(leftOf(pending.current)));
    setTimeout(() => input.ref.current?.select(), 0);
  }, [asking]);

  useEndKey(station, endByHand);

  return (
    <>
      {holder}
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8, alignItems: 'center', marginBottom: 12 }}>
        <Button icon={<ArrowLeftOutlined />} onClick={back} data-testid="picking-back">
          {t('picking:back')}
        </Button>
        <span style={{ fontWeight: 600 }} data-testid="picking-number">
          {detail.Number}
        </span>
        <span style={{ color: token.colorTextSecondary }} data-testid="picking-left">
          {t('leftToPick', { count: piecesLeft })}
        </span>
      </div>
      <ScanStationView
        station={station}
        data-testid="scan-station"
        extra={
          <div style={{ display: 'flex', flexDirection: 'column', gap: 8, minWidth: 0 }}>
            <Button
              size="large"
              type={next ? 'default' : 'primary'}
              style={{ height: 48 }}
              disabled={!!station.state.error}
              onClick={endByHand}
              data-testid="picking-end"
            >
              {t('sortingDone')}
            </Button>
            <WalkList lines={lines} />
          </div>
        }
      />
    </>
  );
}

/** The lines still to pick, in walking order, the next one first and marked. */
function WalkList({ lines }: { lines: PickingLineRow[] }) {
  const { t } = useTranslation('floor');
  const { token } = theme.useToken();
  const todo = lines.filter((l) => leftOf(l) > 0);
  if (!todo.length) return null;
  return (
    <ol style={{ listStyle: 'none', margin: 0, padding: 0 }} data-testid="picking-walk">
      {todo.map((l, i) => (
        <li
          key={l.Id}
          data-testid="picking-line"
          data-next={i === 0 ? 'true' : undefined}
          style={{
            padding: '8px 12px',
            borderRadius: 8,
            marginBottom: 4,
            overflowWrap: 'anywhere',
            background: i === 0 ? token.colorPrimaryBg : token.colorFillQuaternary,
            border: i === 0 ? `2px solid ${token.colorPrimary}` : '2px solid transparent',
          }}
        >
          {i === 0 ? <div style={{ fontSize: 12, color: token.colorPrimary }}>{t('nextLine')}</div> : null}
          <div style={{ fontWeight: 600, fontSize: i === 0 ? 18 : 14 }}>{placeOf(l)}</div>
          <div>{goodsOf(l)}</div>
          <div style={{ color: token.colorTextSecondary }}>
            {t('slotOrder', { slot: l.OrderSerial, order: l.OrderNumber })} · {`${l.PickedQuantity} / ${l.Quantity}`}
          </div>
        </li>
      ))}
    </ol>
  );
}

/** F4 wherever the focus is on the page, except in another field or a dialog. */
function useEndKey(station: ScanStationApi, onEnd: () => void) {
  const input = station.input.ref;
  const run = useRef(onEnd);
  run.current = onEnd;
  const blocked = useRef(false);
  blocked.current = !!station.state.error;
  useEffect(() => {
    const onKeyDown = (e: KeyboardEvent) => {
      if (e.key !== END_KEY || e.ctrlKey || e.altKey || e.metaKey) return;
      const target = e.target instanceof Element ? e.target : null;
      const mine = target === input.current?.input || !target?.matches('input, textarea, select, [contenteditable]');
      if (!mine || target?.closest('[role="dialog"], .ant-modal-wrap, .ant-drawer')) return;
      e.preventDefault();
      if (!blocked.current) run.current();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [input]);
}
