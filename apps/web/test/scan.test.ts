import { describe, expect, it, vi } from 'vitest';
import { createScanDetector, GS, MAX_GAP_MS } from '../src/scan/detector';
import { dispatchScan, listenForScans, onScan, scanTarget } from '../src/scan/shortcuts';

/** Feeds `text` one key every `every` ms from `start`, then Enter `enterAfter` ms later. */
function type(text: string, every: number, start = 1000, enterAfter = every) {
  const d = createScanDetector();
  let at = start;
  for (const ch of text) {
    expect(d.feed(ch, at)).toBeNull();
    at += every;
  }
  return d.feed('Enter', at - every + enterAfter);
}

describe('scan detector', () => {
  it('accepts a scanner: 10 ms per key, ended by Enter', () => {
    expect(type('SF1234567890', 10)).toBe('SF1234567890');
  });

  it('does not take a 150 ms-per-key typist for a scanner', () => {
    expect(type('SF1234567890', 150)).toBeNull();
  });

  it('needs keys under 50 ms apart', () => {
    expect(type('ABC123', 49)).toBe('ABC123');
    expect(type('ABC123', 50)).toBeNull();
  });

  it('tolerates an Enter up to 1000 ms after the last key, not later', () => {
    expect(type('PKG001', 8, 0, 900)).toBe('PKG001');
    expect(type('PKG001', 8, 0, MAX_GAP_MS + 1)).toBeNull();
  });

  it('keeps only the fast run: typed keys before a scan are not part of it', () => {
    const d = createScanDetector();
    d.feed('x', 0);
    d.feed('y', 300);
    let at = 600;
    for (const ch of 'BIN-01-02') {
      at += 12;
      d.feed(ch, at);
    }
    expect(d.feed('Enter', at + 20)).toBe('BIN-01-02');
  });

  it('starts afresh after a pause of more than 1000 ms', () => {
    const d = createScanDetector();
    for (const [i, ch] of [...'OLD'].entries()) d.feed(ch, i * 5);
    let at = 5000;
    for (const ch of 'NEW9') {
      at += 5;
      d.feed(ch, at);
    }
    expect(d.feed('Enter', at + 5)).toBe('NEW9');
  });

  it('ignores two fast keys (a double tap), Enter alone and non-character keys', () => {
    expect(type('ab', 5)).toBeNull();
    const d = createScanDetector();
    expect(d.feed('Enter', 0)).toBeNull();
    d.feed('Shift', 1);
    for (const [i, ch] of [...'A1B2'].entries()) d.feed(ch, 10 + i * 5);
    expect(d.feed('Enter', 40)).toBe('A1B2');
  });

  it('hands on a GS separator as part of the code', () => {
    expect(type(`42078745${GS}9400111206206406260787`, 8)).toBe(`42078745${GS}9400111206206406260787`);
  });
});

describe('scan shortcuts', () => {
  const routing = (paths: Record<string, string>) => ({
    pathOf: (s: string) => paths[s] ?? null,
    navigate: vi.fn(),
    notInMenu: vi.fn(),
  });

  it('names the seven scan-station screens, case-insensitively', () => {
    expect(scanTarget('PACKEDIT')).toBe('PackEdit');
    expect(scanTarget(' packagesigning ')).toBe('PackageSigning');
    expect(scanTarget('binlowershelf')).toBe('BinLowerShelf');
    expect(scanTarget('SF1234567890')).toBeNull();
  });

  it('jumps to a screen in the menu, refuses one that is not', () => {
    const r = routing({ PackEdit: '/order/PackEdit' });
    expect(dispatchScan('PACKEDIT', r)).toBe('navigated');
    expect(r.navigate).toHaveBeenCalledWith('/order/PackEdit');
    expect(dispatchScan('SignForIndex', r)).toBe('refused');
    expect(r.notInMenu).toHaveBeenCalledWith('SignForIndex');
  });

  it('hands any other code to the screen listening', () => {
    const seen: string[] = [];
    const off = onScan((c) => seen.push(c));
    expect(dispatchScan('SF1234567890', routing({}))).toBe('delivered');
    off();
    dispatchScan('SF000', routing({}));
    expect(seen).toEqual(['SF1234567890']);
  });

  it('listens to the keyboard of the page', () => {
    const r = routing({ BinPutOnShelves: '/inbound/BinPutOnShelves' });
    const target = new EventTarget();
    const stop = listenForScans(r, target as unknown as Window);
    let t = 100;
    for (const key of [...'BINPUTONSHELVES', 'Enter']) {
      const e = new KeyboardEvent('keydown', { key });
      t += 7;
      Object.defineProperty(e, 'timeStamp', { value: t });
      target.dispatchEvent(e);
    }
    stop();
    expect(r.navigate).toHaveBeenCalledWith('/inbound/BinPutOnShelves');
  });

  it('reads Ctrl+] from a scanner as the GS separator and ignores other shortcuts', () => {
    const seen: string[] = [];
    const off = onScan((c) => seen.push(c));
    const target = new EventTarget();
    const stop = listenForScans(routing({}), target as unknown as Window);
    let t = 100;
    const press = (key: string, init: KeyboardEventInit = {}) => {
      const e = new KeyboardEvent('keydown', { key, ...init });
      t += 7;
      Object.defineProperty(e, 'timeStamp', { value: t });
      target.dispatchEvent(e);
    };
    for (const key of ']C142078745') press(key);
    press('Control', { ctrlKey: true });
    press(']', { ctrlKey: true, code: 'BracketRight' });
    press('c', { ctrlKey: true }); // a copy in between is no part of the scan
    for (const key of '9400111206206406260787') press(key);
    press('Enter');
    stop();
    off();
    expect(seen).toEqual([`]C142078745${GS}9400111206206406260787`]);
  });
});
