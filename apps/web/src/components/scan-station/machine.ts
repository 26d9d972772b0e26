/**
 * The scan station's rules, without React or the browser: which step a scan is for, what the
 * round holds, the feed of the last scans, and the error that blocks the station until it is
 * acknowledged (docs/domain.md, "Rules every area follows": a bad scan blocks until
 * acknowledged, duplicate scans are harmless). `useScanStation` gives it the keyboard, the
 * devices and the sounds.
 */

/** How a scan went: done, done but the operator must act on it (write the unknown item's number
 * on the parcel), nothing to do (already done: harmless), or refused. */
export type ScanKind = 'ok' | 'attention' | 'info' | 'error';

/** The kinds that did what the scan asked: the round moves on and the step's inputs went with it. */
export const isDone = (kind: ScanKind) => kind === 'ok' || kind === 'attention';

/** A label the step's success printed: through the device hub as ZPL when it is connected, else
 * a PDF to open or save. The screen gives both getters (the server's PDF and ZPL calls). */
export interface ScanLabel {
  /** What it is the label of (a package number): the print job's title and the PDF's file name. */
  name: string;
  zpl(): Promise<string>;
  pdf(): Promise<Blob>;
}

/** What a step's handler answers. A handler that throws (the server refused: the request layer's
 * `ApiError`) is an error with the thrown message. */
export interface ScanOutcome {
  kind: ScanKind;
  /** What the station shows and, for an error, says: the server's `Message` as a rule. */
  message: string;
  /** Kept as this step's value for the later steps of the round (default: the scan as read). */
  value?: string;
  /**
   * Where the round goes: `next` step (the default of `ok` and `attention`; after the last step a
   * new round),
   * `stay` on this step with the round as it is (the default of `info` and `error`; an `ok` that
   * stays suits a step taking many scans, parcels into one bin), or `restart` a new round.
   */
  next?: 'next' | 'stay' | 'restart';
  /** Printed (or offered as a PDF) as the success lands. */
  label?: ScanLabel;
}

/** What the station collected beside the scan for a step that asks for it. */
export interface StepInputs {
  /** kg with at most 3 decimals, as typed or read from a stable scale reading; absent when none. */
  weight?: string;
  /** Addresses of uploaded photos (UpLoadFile/UpLoadFile), as the server's `Photos` take them. */
  photos: string[];
}

/** The values of the round's earlier steps, by step key. */
export type ScanValues = Readonly<Record<string, string>>;

export interface ScanStep {
  /** Names the step's value in `ScanValues`. */
  key: string;
  /** What its value is, shown with it in the round: "Parcel". */
  label: string;
  /** What to do now, shown large: "Scan a parcel". */
  prompt: string;
  /** The step takes a weight with its scan (from the scale when the hub is connected, else typed). */
  weight?: 'optional' | 'required';
  /** The step takes photos with its scan (the hub's camera when connected, else an upload). */
  photo?: boolean;
  /** Calls the server with the scan and the round's earlier values. */
  handle(scan: string, values: ScanValues, inputs: StepInputs): Promise<ScanOutcome>;
}

/** One line of the feed. */
export interface FeedEntry {
  id: number;
  /** When it was answered (ms since the epoch). */
  at: number;
  scan: string;
  /** The step's label. */
  step: string;
  kind: ScanKind;
  message: string;
}

export interface StationState {
  /** The current step. */
  index: number;
  /** The round's values so far, by step key. */
  values: ScanValues;
  /** The last scans, newest first. */
  feed: readonly FeedEntry[];
  /** The error that blocks the station until acknowledged. */
  error: FeedEntry | null;
  /** Scans refused while blocked since the error came. */
  refused: number;
  /** The last scan that went well (or had nothing to do): what was done. */
  last: FeedEntry | null;
  /** A scan is with the server. */
  busy: boolean;
}

export const FEED_SIZE = 20;

/** What a station had on screen, kept for the session (the feed and the last answer). */
export interface StationMemory {
  feed: readonly FeedEntry[];
  last: FeedEntry | null;
}

export interface MachineOptions {
  /** The steps as the screen declares them now. */
  steps(): readonly ScanStep[];
  /** The step's inputs, or why the scan cannot go (a required weight missing). */
  inputs(step: ScanStep): StepInputs | string;
  /** An outcome was told (it is in the feed): sounds, speech, a label, inputs cleared. */
  answered(entry: FeedEntry, outcome: ScanOutcome, step: ScanStep): void;
  /** A scan came while an error blocked the station. */
  refused(scan: string): void;
  /** What a handler's exception says. */
  errorText(e: unknown): string;
  feedSize?: number;
  now?(): number;
  /** The feed and last answer to start with (the station's, when the screen was left). */
  memory?: StationMemory | null;
}

export interface StationMachine {
  getState(): StationState;
  subscribe(listener: () => void): () => void;
  /** A scan (or a code typed and entered): queued behind the one with the server, if any. */
  submit(scan: string): void;
  /** The error is acknowledged: the station takes scans again. */
  acknowledge(): void;
  /** Drops the round's values and starts from the first step (not while blocked). */
  restart(): void;
}

export function createStationMachine(o: MachineOptions): StationMachine {
  const feedSize = o.feedSize ?? FEED_SIZE;
  const now = o.now ?? Date.now;
  const memory = o.memory;
  let state: StationState = {
    index: 0,
    values: {},
    feed: memory?.feed.slice(0, feedSize) ?? [],
    error: null,
    refused: 0,
    last: memory?.last ?? null,
    busy: false,
  };
  const listeners = new Set<() => void>();
  const set = (patch: Partial<StationState>) => {
    state = { ...state, ...patch };
    for (const l of listeners) l();
  };
  // Ids go on from the kept feed's: React keys and the label's answer stay one entry's.
  let seq = Math.max(0, state.last?.id ?? 0, ...state.feed.map((e) => e.id));
  // Scans are answered one at a time, in the order they came: a scanner is faster than the
  // server, and the request layer would cancel the first of two identical calls in flight.
  const queue: string[] = [];
  let running = false;

  async function answer(scan: string): Promise<void> {
    const steps = o.steps();
    if (steps.length === 0) return;
    const index = state.index < steps.length ? state.index : 0;
    const step = steps[index]!;
    const inputs = o.inputs(step);
    let outcome: ScanOutcome;
    if (typeof inputs === 'string') outcome = { kind: 'error', message: inputs };
    else {
      try {
        outcome = await step.handle(scan, state.values, inputs);
      } catch (e) {
        outcome = { kind: 'error', message: o.errorText(e) };
      }
    }
    seq += 1;
    const entry: FeedEntry = {
      id: seq,
      at: now(),
      scan,
      step: step.label,
      kind: outcome.kind,
      message: outcome.message,
    };
    const feed = [entry, ...state.feed].slice(0, feedSize);
    const next = outcome.next ?? (isDone(outcome.kind) ? 'next' : 'stay');
    const round =
      next === 'restart' || (next === 'next' && index === steps.length - 1)
        ? { index: 0, values: {} }
        : next === 'next'
          ? { index: index + 1, values: { ...state.values, [step.key]: outcome.value ?? scan } }
          : { index, values: state.values };
    if (outcome.kind === 'error') set({ ...round, feed, error: entry, refused: 0 });
    else set({ ...round, feed, last: entry });
    o.answered(entry, outcome, step);
  }

  async function drain(): Promise<void> {
    set({ busy: true });
    try {
      while (queue.length) {
        const scan = queue.shift()!;
        // Scans that came while the one before was with the server and turned out an error.
        if (state.error) refuse(scan);
        else await answer(scan);
      }
    } finally {
      // In the same turn as the loop's last check: a scan submitted after it starts a new drain.
      running = false;
      set({ busy: false });
    }
  }

  function refuse(scan: string) {
    set({ refused: state.refused + 1 });
    o.refused(scan);
  }

  return {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    submit(scan) {
      if (state.error) return refuse(scan);
      queue.push(scan);
      if (running) return;
      running = true;
      void drain();
    },
    acknowledge() {
      if (state.error) set({ error: null, refused: 0 });
    },
    restart() {
      if (!state.error) set({ index: 0, values: {} });
    },
  };
}

/** Outcomes, for handlers: `scanOk(answer.Message, { label })`. */
export const scanOk = (message: string, more: Omit<ScanOutcome, 'kind' | 'message'> = {}): ScanOutcome => ({
  kind: 'ok',
  message,
  ...more,
});
/** Done, and the operator must act on it now (an unknown item: write its number on the parcel). */
export const scanAttention = (message: string, more: Omit<ScanOutcome, 'kind' | 'message'> = {}): ScanOutcome => ({
  kind: 'attention',
  message,
  ...more,
});
export const scanInfo = (message: string, more: Omit<ScanOutcome, 'kind' | 'message'> = {}): ScanOutcome => ({
  kind: 'info',
  message,
  ...more,
});
export const scanError = (message: string, more: Omit<ScanOutcome, 'kind' | 'message'> = {}): ScanOutcome => ({
  kind: 'error',
  message,
  ...more,
});
