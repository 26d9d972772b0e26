import { ArrowRightOutlined, CheckOutlined, CloseOutlined, ReloadOutlined } from '@ant-design/icons';
import { CAPTCHA_TRACK_MAX, type CaptchaPuzzle, deviationOf } from '@wms/contract';
import { Modal, Spin, theme } from 'antd';
import { type PointerEvent as ReactPointerEvent, useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../api/client';
import { toast } from '../../api/notify';

import type { PuzzleTicket } from './puzzle-hook';

const HANDLE = 40;
type State = 'idle' | 'dragging' | 'checking' | 'success' | 'fail';

/**
 * The slide puzzle (shown when GetWhetherToVerify says so, and before every SMS send).
 * Drag the handle: the piece follows; releasing sends Offset (the piece's left edge in picture
 * pixels) and Deviation. A failure shows red and the message, then a new puzzle; a success
 * shows green and the message, and after 1 s hands the ticket over and resets.
 */
export function SlidePuzzle({ onSolved }: { onSolved(t: PuzzleTicket): void }) {
  const { t } = useTranslation('login');
  const { token } = theme.useToken();
  const [puzzle, setPuzzle] = useState<CaptchaPuzzle | null>(null);
  const [x, setX] = useState(0);
  const [state, setState] = useState<State>('idle');
  /** The drag as it happens: where it started, when, and a [ms, x, y] sample per move (the
   * server checks the track looks like a hand, CheckCaptchaBody.Track). */
  const drag = useRef<{ startX: number; t0: number; track: [number, number, number][] } | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const alive = useRef(true);

  const load = useCallback(async () => {
    setPuzzle(null);
    setX(0);
    setState('idle');
    try {
      setPuzzle(await api.Account.GetCaptcha64({}, { anonymous: true }));
    } catch {
      // The request layer showed why; the refresh icon tries again.
    }
  }, []);

  useEffect(() => {
    alive.current = true;
    void load();
    return () => {
      alive.current = false;
      if (timer.current) clearTimeout(timer.current);
    };
  }, [load]);

  const width = puzzle?.Width ?? 300;
  const height = puzzle?.Height ?? 150;
  const piece = puzzle ? puzzle.BlockSize + 20 : 62;
  const max = width - piece;

  const onDown = (e: ReactPointerEvent<HTMLDivElement>) => {
    if (!puzzle || state !== 'idle') return;
    e.currentTarget.setPointerCapture?.(e.pointerId);
    drag.current = { startX: e.clientX - x, t0: e.timeStamp, track: [[0, x, e.clientY]] };
    setState('dragging');
  };
  const onMove = (e: ReactPointerEvent<HTMLDivElement>) => {
    const d = drag.current;
    if (!d) return;
    const nx = Math.min(max, Math.max(0, e.clientX - d.startX));
    if (d.track.length < CAPTCHA_TRACK_MAX - 1) d.track.push([Math.max(0, e.timeStamp - d.t0), nx, e.clientY]);
    setX(nx);
  };
  const onUp = async (e: ReactPointerEvent<HTMLDivElement>) => {
    const d = drag.current;
    drag.current = null;
    if (!d || !puzzle) return;
    const offset = Math.min(max, Math.max(0, e.clientX - d.startX));
    const last = d.track[d.track.length - 1]!;
    d.track.push([Math.max(last[0], e.timeStamp - d.t0), offset, e.clientY]);
    const track = d.track.map(([ms, tx, ty]): [number, number, number] => [
      Math.round(ms),
      Math.round(tx * 100) / 100,
      ty,
    ]);
    setX(offset);
    setState('checking');
    try {
      const r = await api.Account.CheckingCaptcha(
        {
          CaptchaKey: puzzle.CaptchaKey,
          Offset: track[track.length - 1]![1],
          Deviation: Math.round(deviationOf(track.map((p) => p[2])) * 1000) / 1000,
          Track: track,
        },
        { anonymous: true },
      );
      if (r.Success && r.Captcha) {
        setState('success');
        toast('success', t('puzzleSuccess'), undefined, 2);
        const ticket = { CaptchaKey: puzzle.CaptchaKey, Captcha: r.Captcha };
        timer.current = setTimeout(() => {
          onSolved(ticket);
          if (alive.current) void load();
        }, 1000);
        return;
      }
    } catch {
      // Shown by the request layer; counts as a failure below.
    }
    setState('fail');
    toast('error', t('puzzleFail'), undefined, 3);
    timer.current = setTimeout(() => void load(), 1000);
  };

  const colour = state === 'success' ? token.colorSuccess : state === 'fail' ? token.colorError : token.colorPrimary;

  return (
    <div data-testid="puzzle" data-state={state} style={{ width, userSelect: 'none' }}>
      <div
        style={{
          position: 'relative',
          width,
          height,
          background: token.colorFillTertiary,
          borderRadius: 4,
          overflow: 'hidden',
        }}
      >
        {puzzle ? (
          <>
            <img src={puzzle.BackgroundImage} width={width} height={height} alt="" draggable={false} />
            <img
              data-testid="puzzle-piece"
              src={puzzle.SliderImage}
              alt=""
              draggable={false}
              style={{ position: 'absolute', left: x, top: puzzle.Y, width: piece, height: piece }}
            />
          </>
        ) : (
          <div style={{ display: 'flex', height: '100%', alignItems: 'center', justifyContent: 'center' }}>
            <Spin tip={t('puzzleLoading')} />
          </div>
        )}
        <ReloadOutlined
          data-testid="puzzle-refresh"
          title={t('puzzleRefresh')}
          onClick={() => state !== 'checking' && void load()}
          style={{ position: 'absolute', right: 8, top: 8, fontSize: 18, color: '#fff', cursor: 'pointer' }}
        />
      </div>
      <div
        style={{
          position: 'relative',
          marginTop: 10,
          height: HANDLE,
          borderRadius: 4,
          background: token.colorFillQuaternary,
          border: `1px solid ${token.colorBorder}`,
          textAlign: 'center',
          paddingLeft: HANDLE,
          lineHeight: `${HANDLE - 2}px`,
          color: token.colorTextTertiary,
          fontSize: 13,
        }}
      >
        <div
          style={{
            position: 'absolute',
            left: 0,
            top: 0,
            bottom: 0,
            width: x + HANDLE / 2,
            background: state === 'idle' ? 'transparent' : `${colour}22`,
            borderRight: state === 'idle' ? 'none' : `1px solid ${colour}`,
          }}
        />
        {state === 'idle'
          ? t('puzzleHint')
          : state === 'success'
            ? t('puzzleSuccess')
            : state === 'fail'
              ? t('puzzleFail')
              : ''}
        <div
          role="slider"
          tabIndex={0}
          aria-valuemin={0}
          aria-valuemax={max}
          aria-valuenow={Math.round(x)}
          aria-label={t('puzzleHint')}
          data-testid="puzzle-handle"
          onPointerDown={onDown}
          onPointerMove={onMove}
          onPointerUp={(e) => void onUp(e)}
          style={{
            position: 'absolute',
            left: x,
            top: -1,
            width: HANDLE,
            height: HANDLE,
            borderRadius: 4,
            background: state === 'idle' ? '#fff' : colour,
            color: state === 'idle' ? token.colorText : '#fff',
            boxShadow: '0 0 3px rgba(0,0,0,.3)',
            cursor: state === 'idle' ? 'grab' : 'default',
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'center',
            touchAction: 'none',
          }}
        >
          {state === 'success' ? <CheckOutlined /> : state === 'fail' ? <CloseOutlined /> : <ArrowRightOutlined />}
        </div>
      </div>
    </div>
  );
}

/** The puzzle in a modal (this module loads when the first puzzle is needed). */
export default function PuzzleModal({ onDone }: { onDone(t: PuzzleTicket | null): void }) {
  const { t } = useTranslation('login');
  return (
    <Modal open title={t('puzzleTitle')} footer={null} width={348} onCancel={() => onDone(null)} maskClosable={false}>
      <SlidePuzzle onSolved={onDone} />
    </Modal>
  );
}
