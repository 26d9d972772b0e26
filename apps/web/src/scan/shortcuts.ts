import { createScanDetector, GS } from './detector';

/**
 * What a scan does. Warehouse desks keep printed "operation cards": a
 * barcode whose content is a screen key. Scanning one jumps to that screen, if it is in the
 * user's menu. Any other code is a business code (a tracking number, a bin): it goes to the
 * screen on show, which subscribes with `onScan`; the shell does not guess where it belongs.
 */
export const SCAN_SCREENS = [
  'PackageSigning',
  'SignForIndex',
  'TransportShiftPackagingIndex',
  'BinPutOnShelves',
  'BinLowerShelf',
  'PackagePutOnShelvesIndex',
  'PackEdit',
] as const;
export type ScanScreen = (typeof SCAN_SCREENS)[number];

/** The screen an operation-card code names, case-insensitively (scanners often send capitals). */
export function scanTarget(code: string): ScanScreen | null {
  const c = code.trim().toLowerCase();
  return SCAN_SCREENS.find((s) => s.toLowerCase() === c) ?? null;
}

type ScanHandler = (code: string) => void;
const handlers = new Set<ScanHandler>();

/** A screen listens to business codes while it is mounted; answers the unsubscribe. */
export function onScan(handler: ScanHandler): () => void {
  handlers.add(handler);
  return () => handlers.delete(handler);
}

export interface ScanRouting {
  /** Route path of a screen key in the user's menu, or null when they do not have it. */
  pathOf(screen: string): string | null;
  navigate(path: string): void;
  notInMenu(code: string): void;
}

/** Decides what one scanned code does. */
export function dispatchScan(code: string, routing: ScanRouting): 'navigated' | 'refused' | 'delivered' {
  const screen = scanTarget(code);
  if (screen) {
    const path = routing.pathOf(screen);
    if (!path) {
      routing.notInMenu(code);
      return 'refused';
    }
    routing.navigate(path);
    return 'navigated';
  }
  for (const h of handlers) h(code);
  return 'delivered';
}

/**
 * What a key press gives the scan detector: the key (`KeyboardEvent.key`), the GS separator for
 * Ctrl+], or null for any other shortcut (a copy in the middle of a scan is no part of it).
 * A scanner types the GS separator of a GS1 barcode (FNC1) as Ctrl+]; it stays in the code,
 * where it says where a field ends (docs/domain.md, "Scans at receiving"). It types nothing
 * into an input, so a scan is read from the detector, never from the input's text.
 */
export function scanKeyOf(k: KeyboardEvent): string | null {
  const gs = k.ctrlKey && !k.altKey && !k.metaKey && (k.key === ']' || k.code === 'BracketRight');
  if (gs) return GS;
  return k.ctrlKey || k.altKey || k.metaKey ? null : k.key;
}

/** Listens to the keyboard of the whole page; answers the stop function. */
export function listenForScans(
  routing: ScanRouting,
  target: Pick<Window, 'addEventListener' | 'removeEventListener'> = window,
) {
  const detector = createScanDetector();
  const onKey = (e: Event) => {
    const k = e as KeyboardEvent;
    const key = scanKeyOf(k);
    if (key === null) return;
    const code = detector.feed(key, k.timeStamp || performance.now());
    if (code) dispatchScan(code, routing);
  };
  target.addEventListener('keydown', onKey, true);
  return () => target.removeEventListener('keydown', onKey, true);
}
