import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { ShelveOutcome } from '@wms/contract';
import { Button, ConfigProvider, Input, Menu, Modal } from 'antd';
import { useState } from 'react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../src/api/client';
import { LangSelect } from '../../src/components/LangSelect';
import {
  SCAN_TONES,
  type ScanKind,
  type ScanLabel,
  ScanStation,
  type ScanStep,
  scanAttention,
  scanError,
  scanInfo,
  scanOk,
} from '../../src/components/scan-station';
import { startDevice, stopDevice, takeWeight, useDeviceStore } from '../../src/device/local-service';
import { GS } from '../../src/scan/detector';
import { useSettingsStore } from '../../src/stores/settings';
import { setupDom } from '../dom';
import { type FakeServer, fail, fakeServer } from '../fake-server';

// ---- The device hub: a socket.io connection that answers as apps/device-agent does ----

const hub = vi.hoisted(() => ({
  /** What the console listens to, by event. */
  on: new Map<string, (payload: unknown) => void>(),
  /** What the console sent the hub. */
  sent: [] as { event: string; payload: unknown }[],
}));
vi.mock('socket.io-client', () => ({
  io: () => {
    const manager = {
      reconnection: () => manager,
      reconnectionAttempts: () => manager,
      on() {},
      removeAllListeners() {},
    };
    const socket = {
      connected: true,
      active: true,
      io: manager,
      on(event: string, handler: (payload: unknown) => void) {
        hub.on.set(event, handler);
        return socket;
      },
      emit(event: string, payload: unknown, ack?: (err: Error | null, answer: unknown) => void) {
        hub.sent.push({ event, payload });
        // The camera's still photo, through the acknowledgement (a 1 x 1 PNG).
        if (event === 'CaptureImage') ack?.(null, { Success: true, Image: 'data:image/png;base64,iVBORw0KGgo=' });
        return socket;
      },
      timeout: () => socket,
      removeAllListeners() {},
      disconnect() {
        socket.connected = false;
      },
    };
    return socket;
  },
}));

/** Connects to the hub and lets it accept the user, as the print switch does. */
function connectHub() {
  startDevice('ws://127.0.0.1:9000', {
    UserName: 'clerk',
    ApiUrl: 'http://localhost/openapi',
    Token: 't',
    Lang: 'en-us',
  });
  act(() => {
    hub.on.get('connect')?.(undefined);
    hub.on.get('SendLoad')?.({ Success: true, Message: 'Signed in', Scale: true, Camera: true });
  });
  expect(useDeviceStore.getState().status).toBe('connected');
}

// ---- The browser's sound, speech and files, as the station asks for them ----

/** Every tone asked of Web Audio: its wave and pitch, in order. */
let tones: { wave: string; hz: number }[] = [];
class FakeAudioContext {
  state = 'running';
  currentTime = 0;
  destination = {};
  resume = async () => {};
  createGain() {
    return { gain: { setValueAtTime() {}, exponentialRampToValueAtTime() {} }, connect() {} };
  }
  createOscillator() {
    const o = {
      type: 'sine',
      frequency: { setValueAtTime: (hz: number) => tones.push({ wave: o.type, hz }) },
      connect() {},
      start() {},
      stop() {},
    };
    return o;
  }
}
/** The sound kinds played, read back from the tones (each kind's tones are its own). */
function soundsPlayed(): ScanKind[] {
  const kinds: ScanKind[] = [];
  let i = 0;
  while (i < tones.length) {
    const kind = (Object.keys(SCAN_TONES) as ScanKind[]).find((k) =>
      SCAN_TONES[k].every((tone, j) => tones[i + j]?.hz === tone.hz && tones[i + j]?.wave === tone.wave),
    );
    if (!kind) throw new Error(`tones no sound is made of: ${JSON.stringify(tones.slice(i))}`);
    kinds.push(kind);
    i += SCAN_TONES[kind].length;
  }
  return kinds;
}

/** The server: no Data unless a test answers a call (`server.on`). */
let server: FakeServer;
/** What the console asked the server for (speech, a scan's call); an upload as its file's name. */
const calls = () =>
  server.calls().map(({ path, body }) => ({
    path,
    body: body instanceof FormData ? { file: (body.get('FileStream') as File).name } : body,
  }));

const realAudioContext = globalThis.AudioContext;
beforeAll(async () => {
  await setupDom();
  globalThis.AudioContext = FakeAudioContext as unknown as typeof AudioContext;
  // jsdom plays no media; the spoken error's audio is only asked for.
  window.HTMLMediaElement.prototype.play = async () => {};
  URL.createObjectURL ??= () => 'blob:label';
  URL.revokeObjectURL ??= () => {};
});
afterAll(() => {
  globalThis.AudioContext = realAudioContext;
});
beforeEach(() => {
  vi.useFakeTimers();
  tones = [];
  server = fakeServer({}, { otherwise: null });
  useSettingsStore.setState({ ScanSounds: true, ScanSpeech: false });
  // Each test's station starts with no feed kept from another's.
  sessionStorage.clear();
  useDeviceStore.setState({ status: 'stopped', weight: null, image: null, scale: null });
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

// ---- Keys as a scanner and as a person type them ----

const input = () => screen.getByTestId('scan-input') as HTMLInputElement;

/** One key pressed `gap` ms after the one before, where the focus is (the station's input). */
function key(k: string, gap: number, init: KeyboardEventInit = {}) {
  act(() => vi.advanceTimersByTime(gap));
  const target = document.activeElement ?? document.body;
  fireEvent.keyDown(target, { key: k, ...init });
  // A printable key types into the input (Ctrl+], the GS separator, types nothing).
  if (k.length === 1 && !init.ctrlKey && target === input())
    fireEvent.change(input(), { target: { value: input().value + k } });
}

/** Lets the station's handlers answer (they are promises). */
const settle = () => act(() => vi.advanceTimersByTimeAsync(5));

/** A keyboard-wedge scanner: a key every 8 ms, then Enter; `${GS}` comes as Ctrl+]. */
async function scan(code: string) {
  for (const ch of code) {
    if (ch === GS) key(']', 8, { ctrlKey: true, code: 'BracketRight' });
    else key(ch, 8);
  }
  key('Enter', 8);
  await settle();
}

/** A person typing, a key every 150 ms, then Enter. */
async function type(text: string) {
  for (const ch of text) key(ch, 150);
  key('Enter', 300);
  await settle();
}

const prompt = () => screen.getByTestId('scan-prompt').textContent;
const feedKinds = () =>
  [...document.querySelectorAll('[data-testid="scan-feed"] li')].map((li) => li.getAttribute('data-kind'));

// ---- A floor screen as the signing and shelving screens declare theirs ----

/**
 * Shelving (PackagePutOnShelves/ShelveScan): scan a parcel, then a shelf; the call goes with the
 * shelf and the parcel scanned before it. The server's refusal comes back as an ApiError, which
 * the station shows in the server's words. A screen is this, its texts and its menu entry.
 */
const shelvingSteps: ScanStep[] = [
  {
    key: 'parcel',
    label: 'Parcel',
    prompt: 'Scan a parcel',
    // Nothing to ask the server yet: the parcel goes with the shelf.
    handle: async (scan) => scanOk(`Parcel ${scan}: now scan its shelf.`),
  },
  {
    key: 'shelf',
    label: 'Shelf',
    prompt: 'Scan a shelf',
    handle: async (shelf, values) => {
      const answer = await api.PackagePutOnShelves.ShelveScan(
        { PackageScan: values.parcel!, ShelfScan: shelf },
        { silent: true },
      );
      return answer.Outcome === ShelveOutcome.AlreadyShelved ? scanInfo(answer.Message) : scanOk(answer.Message);
    },
  },
];

/** Signing (PackageSigning/SignScan): one step, with the weight and photos, printing a label. */
function signingSteps(label: ScanLabel | null, weight: 'optional' | 'required' = 'optional'): ScanStep[] {
  return [
    {
      key: 'parcel',
      label: 'Parcel',
      prompt: 'Scan a parcel to sign it in',
      weight,
      photo: true,
      handle: async (scan, _values, inputs) => {
        const a = await api.PackageSigning.SignScan(
          { Scan: scan, WarehouseId: 1, Weight: inputs.weight, Photos: inputs.photos },
          { silent: true },
        );
        if (a.Outcome === 2) return scanInfo(a.Message);
        return scanOk(a.Message, label ? { label } : {});
      },
    },
  ];
}

describe('the scan station', () => {
  it('runs the step with a scan typed as a scanner does, keeping its GS separator', async () => {
    const handle = vi.fn(async (s: string) => scanOk(`Signed ${s}.`));
    render(<ScanStation steps={[{ key: 'parcel', label: 'Parcel', prompt: 'Scan a parcel', handle }]} />);
    expect(document.activeElement).toBe(input());
    await scan('SF1234567890');
    expect(handle).toHaveBeenCalledTimes(1);
    expect(handle.mock.calls[0]![0]).toBe('SF1234567890');
    expect(input().value).toBe('');
    expect(screen.getByTestId('scan-last').textContent).toBe('Signed SF1234567890.');

    // Ctrl+] types nothing into the input: the scan is the detector's, with the GS in it.
    await scan(`42078745${GS}9400111206206406260787`);
    expect(handle.mock.calls[1]![0]).toBe(`42078745${GS}9400111206206406260787`);
    expect(feedKinds()).toEqual(['ok', 'ok']);
  });

  it('runs the step with a code typed slowly and entered (a handheld without a scanner)', async () => {
    const handle = vi.fn(async (s: string) => scanOk(`Signed ${s}.`));
    render(<ScanStation steps={[{ key: 'parcel', label: 'Parcel', prompt: 'Scan a parcel', handle }]} />);
    await type('SF123');
    expect(handle).toHaveBeenCalledTimes(1);
    expect(handle.mock.calls[0]![0]).toBe('SF123');
    // The button beside the input does the same on a touch screen.
    fireEvent.change(input(), { target: { value: ' SF456 ' } });
    fireEvent.click(screen.getByTestId('scan-enter'));
    await settle();
    expect(handle.mock.calls[1]![0]).toBe('SF456');
    // An operation card's code (a screen's name) is the shell's, which opens that screen.
    await scan('PACKAGESIGNING');
    expect(handle).toHaveBeenCalledTimes(2);
  });

  it('blocks after an error until Enter, refusing scans with the error sound; the Enter is no scan', async () => {
    const handle = vi.fn(async (s: string) =>
      s.startsWith('BAD') ? scanError(`No parcel ${s} is forecast.`) : scanOk(`Signed ${s}.`),
    );
    render(<ScanStation steps={[{ key: 'parcel', label: 'Parcel', prompt: 'Scan a parcel', handle }]} />);
    await scan('BAD001');
    expect(screen.getByTestId('scan-error').textContent).toContain('No parcel BAD001 is forecast.');
    expect(soundsPlayed()).toEqual(['error']);

    // Scanning on: refused with the error sound, nothing sent, the error still there.
    await scan('GOOD001');
    await scan('GOOD002');
    expect(handle).toHaveBeenCalledTimes(1);
    expect(soundsPlayed()).toEqual(['error', 'error', 'error']);
    expect(screen.getByTestId('scan-refused').textContent).toContain('Scans refused: 2');
    expect(screen.getByTestId('scan-error').textContent).toContain('No parcel BAD001 is forecast.');

    // A plain Enter acknowledges; it is no scan, and neither is anything typed before it.
    fireEvent.change(input(), { target: { value: 'GOOD003' } });
    key('Enter', 400);
    await settle();
    expect(screen.queryByTestId('scan-error')).toBeNull();
    expect(handle).toHaveBeenCalledTimes(1);
    expect(input().value).toBe('');

    await scan('GOOD004');
    expect(handle).toHaveBeenCalledTimes(2);
    expect(handle.mock.calls[1]![0]).toBe('GOOD004');
    expect(feedKinds()).toEqual(['ok', 'error']);
  });

  it('is acknowledged by a click too, and the input has the focus again for the next scan', async () => {
    render(
      <ScanStation
        steps={[{ key: 'parcel', label: 'Parcel', prompt: 'Scan a parcel', handle: async () => scanError('Refused.') }]}
      />,
    );
    await scan('SF1');
    const ack = screen.getByTestId('scan-acknowledge');
    ack.focus();
    fireEvent.click(ack);
    await settle();
    expect(screen.queryByTestId('scan-error')).toBeNull();
    expect(document.activeElement).toBe(input());

    // The focus lost to nothing (a click on the page, a dialog gone) comes back.
    input().blur();
    expect(document.activeElement).toBe(document.body);
    act(() => vi.advanceTimersByTime(400));
    expect(document.activeElement).toBe(input());

    // A button clicked gives it back once the click is done.
    const sounds = screen.getByTestId('scan-sounds');
    sounds.focus();
    fireEvent.click(sounds);
    act(() => vi.advanceTimersByTime(1));
    expect(document.activeElement).toBe(input());
    expect(useSettingsStore.getState().ScanSounds).toBe(false);
  });

  it('answers scans one at a time, in the order they came', async () => {
    const pending: (() => void)[] = [];
    const handle = vi.fn(
      (s: string) => new Promise<ReturnType<typeof scanOk>>((done) => pending.push(() => done(scanOk(`Signed ${s}.`)))),
    );
    render(<ScanStation steps={[{ key: 'parcel', label: 'Parcel', prompt: 'Scan a parcel', handle }]} />);
    await scan('SF0001');
    await scan('SF0002');
    // The second waits for the first's answer.
    expect(handle.mock.calls.map((c) => c[0])).toEqual(['SF0001']);
    pending.shift()!();
    await settle();
    expect(handle.mock.calls.map((c) => c[0])).toEqual(['SF0001', 'SF0002']);
    pending.shift()!();
    await settle();
    expect([...document.querySelectorAll('[data-testid="scan-feed"] li')].map((li) => li.textContent)).toEqual([
      expect.stringContaining('Signed SF0002.'),
      expect.stringContaining('Signed SF0001.'),
    ]);
  });

  it('leaves a dialog its keys, and takes the focus back when it closes', async () => {
    const handle = vi.fn(async (s: string) => scanOk(`Signed ${s}.`));
    function Screen() {
      const [open, setOpen] = useState(false);
      // No motion: jsdom never ends an animation, so the dialog would never be gone.
      return (
        <ConfigProvider theme={{ token: { motion: false } }}>
          <Button onClick={() => setOpen(true)} data-testid="open-dialog">
            Note
          </Button>
          <Modal open={open} onCancel={() => setOpen(false)} footer={null} title="Note">
            <Input data-testid="dialog-note" />
          </Modal>
          <ScanStation steps={[{ key: 'parcel', label: 'Parcel', prompt: 'Scan a parcel', handle }]} />
        </ConfigProvider>
      );
    }
    render(<Screen />);
    fireEvent.click(screen.getByTestId('open-dialog'));
    const note = screen.getByTestId('dialog-note');
    note.focus();
    await scan('SF0001');
    act(() => vi.advanceTimersByTime(1000));
    expect(handle).not.toHaveBeenCalled();
    expect(document.activeElement).toBe(note);

    fireEvent.click(document.querySelector('.ant-modal-close')!);
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(document.activeElement).toBe(input());
    await scan('SF0002');
    expect(handle.mock.calls.map((c) => c[0])).toEqual(['SF0002']);
  });

  it('asks for the sound of each outcome, none when sounds are off, and speaks errors when speech is on', async () => {
    const handle = async (s: string) =>
      s === 'DONE1'
        ? scanInfo('Parcel DONE1 is already signed in.')
        : s === 'BAD1'
          ? scanError('Parcel BAD1 is unknown.')
          : scanOk('Signed.');
    render(<ScanStation steps={[{ key: 'parcel', label: 'Parcel', prompt: 'Scan a parcel', handle }]} />);
    await scan('SF1');
    await scan('DONE1');
    expect(soundsPlayed()).toEqual(['ok', 'info']);
    expect(calls().filter((c) => c.path.startsWith('SpeechSynthesizer/'))).toEqual([]);

    useSettingsStore.setState({ ScanSpeech: true });
    await scan('BAD1');
    expect(soundsPlayed()).toEqual(['ok', 'info', 'error']);
    expect(calls()).toEqual([
      { path: 'SpeechSynthesizer/GeneratingVoice', body: { Lang: 'en-us', Text: 'Parcel BAD1 is unknown.', Rate: 5 } },
    ]);
    key('Enter', 400);

    useSettingsStore.setState({ ScanSounds: false });
    tones = [];
    await scan('SF2');
    expect(tones).toEqual([]);
  });

  it('sounds differ in pitch and rhythm', () => {
    const shape = (k: ScanKind) => SCAN_TONES[k].map((t) => `${t.hz}/${t.ms}`).join(' ');
    expect(new Set([shape('ok'), shape('info'), shape('error')]).size).toBe(3);
    expect(SCAN_TONES.error.length).not.toBe(SCAN_TONES.ok.length);
    expect(Math.max(...SCAN_TONES.error.map((t) => t.hz))).toBeLessThan(Math.min(...SCAN_TONES.ok.map((t) => t.hz)));
  });
});

describe('a floor screen declared with the station (shelving)', () => {
  it('advances through its steps with the values scanned before, then starts again and says what was done', async () => {
    server.on('PackagePutOnShelves/ShelveScan', (b) =>
      b.ShelfScan === 'A-99'
        ? fail(4, 'Shelf A-99 does not exist: scan a shelf of this warehouse.')
        : b.PackageScan === 'PKG2'
          ? { Outcome: ShelveOutcome.AlreadyShelved, Message: `Parcel PKG2 is already on shelf ${b.ShelfScan}.` }
          : { Outcome: ShelveOutcome.Shelved, Message: `Parcel ${b.PackageScan} is on shelf ${b.ShelfScan}.` },
    );
    render(<ScanStation steps={shelvingSteps} />);
    expect(prompt()).toBe('Scan a parcel');

    await scan('PKG1');
    expect(prompt()).toBe('Scan a shelf');
    expect(screen.getByTestId('scan-round').textContent).toContain('Parcel: PKG1');

    await scan('A-01');
    expect(calls()).toEqual([
      { path: 'PackagePutOnShelves/ShelveScan', body: { PackageScan: 'PKG1', ShelfScan: 'A-01' } },
    ]);
    expect(prompt()).toBe('Scan a parcel');
    expect(screen.queryByTestId('scan-round')).toBeNull();
    expect(screen.getByTestId('scan-last').textContent).toBe('Parcel PKG1 is on shelf A-01.');

    // A refusal in the server's words; after it the parcel is still there, waiting for a shelf.
    await scan('PKG3');
    await scan('A-99');
    expect(screen.getByTestId('scan-error').textContent).toContain('Shelf A-99 does not exist');
    key('Enter', 400);
    await settle();
    expect(prompt()).toBe('Scan a shelf');
    await scan('A-02');
    expect(calls().at(-1)!.body).toEqual({ PackageScan: 'PKG3', ShelfScan: 'A-02' });
    expect(prompt()).toBe('Scan a parcel');

    // Already done: harmless, said with the info sound, and the round does not move on.
    await scan('PKG2');
    await scan('A-01');
    expect(screen.getByTestId('scan-last').getAttribute('data-kind')).toBe('info');
    expect(prompt()).toBe('Scan a shelf');
    // Esc starts the round again.
    key('Escape', 50);
    expect(prompt()).toBe('Scan a parcel');

    expect(feedKinds()).toEqual(['info', 'ok', 'ok', 'error', 'ok', 'ok', 'ok']);
    expect(soundsPlayed()).toEqual(['ok', 'ok', 'ok', 'error', 'ok', 'ok', 'info']);
  });

  it('keeps the last 20 scans, newest first', async () => {
    render(
      <ScanStation
        steps={[{ key: 'bin', label: 'Bin', prompt: 'Scan a bin', handle: async (s) => scanOk(`Bin ${s}.`) }]}
      />,
    );
    for (let i = 1; i <= 22; i++) await scan(`B${String(i).padStart(2, '0')}`);
    const rows = document.querySelectorAll('[data-testid="scan-feed"] li');
    expect(rows).toHaveLength(20);
    expect(rows[0]!.textContent).toContain('B22');
    expect(rows[19]!.textContent).toContain('B03');
  });
});

describe('signing with the device hub, and without it', () => {
  const label: ScanLabel = {
    name: 'PKG0001',
    zpl: vi.fn(async () => '^XA^FDPKG0001^FS^XZ'),
    pdf: vi.fn(async () => new Blob(['%PDF-1.7'], { type: 'application/pdf' })),
  };
  const signed = () =>
    calls()
      .filter((c) => c.path === 'PackageSigning/SignScan')
      .map((c) => c.body);
  const weight = () => (screen.getByTestId('scan-weight-input') as HTMLInputElement).value;
  let uploads = 0;
  beforeEach(() => {
    vi.mocked(label.zpl).mockClear();
    vi.mocked(label.pdf).mockClear();
    hub.sent = [];
    uploads = 0;
    server.on('PackageSigning/SignScan', (b) => ({ Outcome: 1, Message: `Parcel ${b.Scan} is signed in.` }));
    server.on('UpLoadFile/UpLoadFile', () => `/uploads/2026/01/photo${++uploads}.png`);
  });
  afterEach(() => stopDevice());

  it('takes the weight from a stable reading of the scale, never an unstable one, a photo from its camera, and prints the label on it', async () => {
    connectHub();
    render(<ScanStation steps={signingSteps(label, 'required')} />);
    // The station wants the scale's and the camera's news while it is open.
    expect(hub.sent.map((m) => m.event)).toContain('Subscribe');

    // The load still swings: no weight, and a scan that needs one is refused.
    act(() => hub.on.get('SendWeight')?.({ Kg: '2.480', Stable: false }));
    expect(weight()).toBe('');
    expect(screen.getByTestId('scan-weight').textContent).toContain('Waiting for a stable reading');
    await scan('SF1001');
    expect(signed()).toEqual([]);
    expect(screen.getByTestId('scan-error').textContent).toContain('Weight cannot be empty.');
    key('Enter', 400);

    // Settled (the agent sends a stable reading's kg): it fills the field; a swing empties it.
    act(() => hub.on.get('SendWeight')?.('2.500'));
    expect(weight()).toBe('2.500');
    expect(screen.getByTestId('scan-weight').textContent).toContain('A stable reading of the scale');
    act(() => takeWeight({ Kg: '2.510', Stable: false }));
    expect(weight()).toBe('');
    act(() => useDeviceStore.setState({ weight: '2.505' }));
    expect(weight()).toBe('2.505');

    fireEvent.click(screen.getByTestId('scan-photo-take'));
    await settle();
    expect(hub.sent.map((m) => m.event)).toContain('CaptureImage');
    expect(screen.getByTestId('scan-photos').querySelectorAll('img')).toHaveLength(1);

    await scan('SF1002');
    expect(signed()).toEqual([
      { Scan: 'SF1002', WarehouseId: 1, Weight: '2.505', Photos: ['/uploads/2026/01/photo1.png'] },
    ]);
    expect(screen.getByTestId('scan-last').textContent).toBe('Parcel SF1002 is signed in.');
    // The photos went with that parcel; the scale's reading stays what the scale says.
    expect(screen.getByTestId('scan-photos').querySelectorAll('img')).toHaveLength(0);
    expect(weight()).toBe('2.505');

    // The label, as ZPL on the hub's printer; no PDF.
    expect(hub.sent.filter((m) => m.event === 'PickingPrint').map((m) => m.payload)).toEqual([
      expect.objectContaining({ Zpl: '^XA^FDPKG0001^FS^XZ', Title: 'PKG0001' }),
    ]);
    expect(label.pdf).not.toHaveBeenCalled();
    expect(screen.getByTestId('scan-label').textContent).toContain('Sent to the printer.');
  });

  it('takes a typed weight by the product’s rule and an uploaded photo without a hub, and offers the label as a PDF', async () => {
    render(<ScanStation steps={signingSteps(label)} />);
    const field = screen.getByTestId('scan-weight-input') as HTMLInputElement;

    fireEvent.change(field, { target: { value: '1.2345' } });
    expect(screen.getByTestId('scan-weight').textContent).toContain('at most 3 decimal');
    // Enter in the weight field goes back to scanning.
    field.focus();
    fireEvent.keyDown(field, { key: 'Enter' });
    expect(document.activeElement).toBe(input());
    await scan('SF2001');
    expect(signed()).toEqual([]);
    expect(screen.getByTestId('scan-error').textContent).toContain('at most 3 decimal');
    key('Enter', 400);

    fireEvent.change(field, { target: { value: '1.234' } });
    const photo = new File([new Uint8Array([137, 80, 78, 71])], 'parcel.png', { type: 'image/png' });
    fireEvent.change(screen.getByTestId('scan-photos').querySelector('input[type=file]')!, {
      target: { files: [photo] },
    });
    await settle();
    expect(calls().filter((c) => c.path === 'UpLoadFile/UpLoadFile')).toEqual([
      { path: 'UpLoadFile/UpLoadFile', body: { file: 'parcel.png' } },
    ]);

    await scan('SF2002');
    expect(signed()).toEqual([
      { Scan: 'SF2002', WarehouseId: 1, Weight: '1.234', Photos: ['/uploads/2026/01/photo1.png'] },
    ]);
    // Typed for that parcel only.
    expect(field.value).toBe('');
    // No hub to print on: the PDF, to open or save.
    expect(label.zpl).not.toHaveBeenCalled();
    expect(label.pdf).toHaveBeenCalledTimes(1);
    expect(screen.getByTestId('scan-label').textContent).toContain('Label PKG0001');
    expect(screen.getByTestId('scan-label-open').getAttribute('href')).toMatch(/^blob:/);
  });
});

describe('the station on a handheld (issue 35)', () => {
  it('clears the half-typed text with Esc, as it starts the round again', async () => {
    render(<ScanStation steps={shelvingSteps} />);
    await scan('PKG1');
    expect(prompt()).toBe('Scan a shelf');
    // A code half typed by hand, then Esc: nothing of it is left for the next Enter.
    for (const ch of 'A-0') key(ch, 150);
    expect(input().value).toBe('A-0');
    key('Escape', 150);
    expect(input().value).toBe('');
    expect(prompt()).toBe('Scan a parcel');
    key('Enter', 150);
    await settle();
    expect(calls()).toEqual([]);
  });

  it('leaves the focus in a menu moved through with the arrow keys, and gives it back after a click', async () => {
    const handle = vi.fn(async (s: string) => scanOk(`Signed ${s}.`));
    render(
      <>
        <Menu
          mode="inline"
          items={[
            { key: 'a', label: <span data-testid="menu-a">Signing</span> },
            { key: 'b', label: <span data-testid="menu-b">Shelving</span> },
          ]}
        />
        <ScanStation steps={[{ key: 'parcel', label: 'Parcel', prompt: 'Scan a parcel', handle }]} />
      </>,
    );
    const items = [...document.querySelectorAll<HTMLElement>('[role="menuitem"]')];
    expect(items).toHaveLength(2);
    // Reached with Tab, then moved through with the arrows: each move keeps the focus in the menu.
    key('Tab', 50);
    items[0]!.focus();
    act(() => vi.advanceTimersByTime(400));
    expect(document.activeElement).toBe(items[0]);
    key('ArrowDown', 50);
    items[1]!.focus();
    act(() => vi.advanceTimersByTime(400));
    expect(document.activeElement).toBe(items[1]);
    key('ArrowUp', 50);
    items[0]!.focus();
    act(() => vi.advanceTimersByTime(400));
    expect(document.activeElement).toBe(items[0]);
    expect(handle).not.toHaveBeenCalled();

    // A scanner fired meanwhile still reaches the station.
    await scan('SF0001');
    expect(handle.mock.calls.map((c) => c[0])).toEqual(['SF0001']);
    expect(document.activeElement).toBe(input());

    // A menu item clicked (a screen opened from the side menu) gives the focus back.
    fireEvent.pointerDown(items[1]!);
    items[1]!.focus();
    fireEvent.click(items[1]!);
    act(() => vi.advanceTimersByTime(400));
    expect(document.activeElement).toBe(input());
  });

  it('lets an opened language list take the focus and keep it until it closes', async () => {
    const handle = vi.fn(async (s: string) => scanOk(`Signed ${s}.`));
    render(
      <ConfigProvider theme={{ token: { motion: false } }}>
        <LangSelect />
        <ScanStation steps={[{ key: 'parcel', label: 'Parcel', prompt: 'Scan a parcel', handle }]} />
      </ConfigProvider>,
    );
    const trigger = screen.getByTestId('lang-switch');
    fireEvent.pointerDown(trigger);
    trigger.focus();
    fireEvent.click(trigger);
    await act(() => vi.advanceTimersByTimeAsync(400));
    const menu = document.querySelector('.ant-dropdown:not(.ant-dropdown-hidden) [role="menu"]');
    expect(menu).not.toBeNull();
    // The opened list has the focus, and the station leaves it there.
    expect(menu!.contains(document.activeElement)).toBe(true);
    key('ArrowDown', 50);
    await act(() => vi.advanceTimersByTimeAsync(400));
    expect(menu!.contains(document.activeElement)).toBe(true);
    // Esc closes it: the focus goes back to the station.
    key('Escape', 50);
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(document.activeElement).toBe(input());
  });

  it('keeps its feed and last answer when the screen is left and opened again', async () => {
    const steps: ScanStep[] = [
      { key: 'parcel', label: 'Parcel', prompt: 'Scan a parcel', handle: async (s) => scanOk(`Signed ${s}.`) },
    ];
    const first = render(<ScanStation steps={steps} />);
    await scan('SF0001');
    await scan('SF0002');
    first.unmount();
    render(<ScanStation steps={steps} />);
    expect([...document.querySelectorAll('[data-testid="scan-feed"] li')].map((li) => li.textContent)).toEqual([
      expect.stringContaining('SF0002'),
      expect.stringContaining('SF0001'),
    ]);
    expect(screen.getByTestId('scan-last').textContent).toBe('Signed SF0002.');
    // It goes on from there: the newest first, ids its own.
    await scan('SF0003');
    expect(feedKinds()).toEqual(['ok', 'ok', 'ok']);
    expect(document.querySelector('[data-testid="scan-feed"] li')!.textContent).toContain('SF0003');
  });

  it('tells an outcome that needs the clerk apart: its own tag, look and sound, and the round moves on', async () => {
    const handle = async (s: string) =>
      s.startsWith('JT') ? scanAttention(`Unknown item UN00000001: write UN00000001 on it.`) : scanOk('Signed.');
    render(<ScanStation steps={[{ key: 'parcel', label: 'Parcel', prompt: 'Scan a parcel', handle }]} />);
    await scan('SF1');
    await scan('JT5261988016999');
    expect(soundsPlayed()).toEqual(['ok', 'attention']);
    expect(screen.getByTestId('scan-last').getAttribute('data-kind')).toBe('attention');
    const line = document.querySelector('[data-testid="scan-feed"] li')!;
    expect(line.getAttribute('data-kind')).toBe('attention');
    expect(line.textContent).toContain('Needs action');
    expect(line.textContent).not.toContain('Nothing to do');
    const shape = (k: ScanKind) => SCAN_TONES[k].map((t) => `${t.wave}/${t.hz}/${t.ms}`).join(' ');
    expect(new Set((['ok', 'attention', 'info', 'error'] as const).map(shape)).size).toBe(4);
  });

  it('shows a label with the answer it belongs to, not beside the next one', async () => {
    const label: ScanLabel = {
      name: 'PKG0001',
      zpl: async () => '^XA^XZ',
      pdf: async () => new Blob(['%PDF-1.7'], { type: 'application/pdf' }),
    };
    const handle = async (s: string) =>
      s.startsWith('JT') ? scanAttention('Unknown item UN00000001.') : scanOk('Signed PKG0001.', { label });
    render(<ScanStation steps={[{ key: 'parcel', label: 'Parcel', prompt: 'Scan a parcel', handle }]} />);
    await scan('SF1');
    expect(screen.getByTestId('scan-label').textContent).toContain('PKG0001');
    await scan('JT5261988016999');
    expect(screen.getByTestId('scan-last').textContent).toBe('Unknown item UN00000001.');
    expect(screen.queryByTestId('scan-label')).toBeNull();
  });

  it('writes the times of the feed in 24 hours', async () => {
    vi.setSystemTime(new Date(2026, 0, 5, 18, 21, 32));
    render(
      <ScanStation
        steps={[{ key: 'parcel', label: 'Parcel', prompt: 'Scan a parcel', handle: async () => scanOk('Signed.') }]}
      />,
    );
    await scan('SF1');
    const line = document.querySelector('[data-testid="scan-feed"] li')!.textContent!;
    expect(line).toContain('18:21:32');
    expect(line).not.toMatch(/[AP]M/);
  });
});
