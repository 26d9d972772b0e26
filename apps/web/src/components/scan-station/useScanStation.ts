import type { InputRef } from 'antd';
import { type RefObject, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { isCanceled } from '../../api/request';
import { setDeviceSubscription, speak } from '../../device/local-service';
import { createScanDetector } from '../../scan/detector';
import { scanKeyOf, scanTarget } from '../../scan/shortcuts';
import { useSettingsStore } from '../../stores/settings';
import {
  type StationLabel,
  type StationPhotos,
  type StationWeight,
  useStationLabel,
  useStationPhotos,
  useStationWeight,
  useWeightProblem,
} from './devices';
import {
  createStationMachine,
  isDone,
  type ScanStep,
  type StationMachine,
  type StationState,
  type StepInputs,
} from './machine';
import { keepStation, recallStation } from './memory';
import { useStationPresence } from './presence';
import { playScanSound } from './sounds';

export interface ScanStationOptions {
  /** The steps of one round, in order. Read afresh on every scan: prompts and handlers may change. */
  steps: readonly ScanStep[];
  /** How many scans the feed keeps (20). */
  feedSize?: number;
  /** Names the station whose feed and last answer are kept for the session (default: the page's
   * path, one station a screen); null keeps none. */
  memoryKey?: string | null;
}

export interface ScanStationApi {
  state: StationState;
  steps: readonly ScanStep[];
  /** The step the next scan is for. */
  step: ScanStep | undefined;
  /** The round's earlier steps with their values. */
  round: { key: string; label: string; value: string }[];
  /** Hands a code to the station as a scan would. */
  submit(code: string): void;
  /** Enters what is typed in the input (the Enter key, or the button beside the input). */
  enterTyped(): void;
  acknowledge(): void;
  restart(): void;
  /** The always-focused input: its ref, its text. */
  input: { ref: RefObject<InputRef | null>; value: string; onChange(value: string): void };
  weight: StationWeight;
  photos: StationPhotos;
  label: StationLabel;
  machine: StationMachine;
}

/** Where a key press belongs to something else: another field, or a dialog. */
const DIALOG = '[role="dialog"], .ant-modal-wrap, .ant-drawer';
/** What moves its own focus with the arrow keys or holds a choice being made: a menu (the side
 * menu, the language list), a list box, a tree, tabs, a popup. The station neither takes the focus
 * from it nor reads its keys. */
const WIDGET = [
  DIALOG,
  '[role="menu"]',
  '[role="menubar"]',
  '[role="menuitem"]',
  '[role="menuitemcheckbox"]',
  '[role="menuitemradio"]',
  '[role="listbox"]',
  '[role="option"]',
  '[role="tree"]',
  '[role="treeitem"]',
  '[role="tablist"]',
  '[role="tab"]',
  '[role="grid"]',
  '.ant-dropdown',
  '.ant-select-dropdown',
  '.ant-popover',
  '.ant-picker-dropdown',
].join(', ');
/** A popup open on the page: a dropdown menu, a select's list, a popover. */
const POPUP_OPEN = [
  '.ant-dropdown:not(.ant-dropdown-hidden)',
  '.ant-select-dropdown:not(.ant-select-dropdown-hidden)',
  '.ant-popover:not(.ant-popover-hidden)',
  '.ant-picker-dropdown:not(.ant-picker-dropdown-hidden)',
].join(', ');
const NOT_TEXT = new Set(['checkbox', 'radio', 'button', 'submit', 'reset', 'file', 'image', 'range', 'color']);
/** A field that takes typing: the keys typed there are its own. A checkbox, a button or a select
 * without a search box (a read-only input) takes none, and gives the focus back after a click. */
const isEditable = (el: Element | null) =>
  !!el &&
  (((el instanceof HTMLInputElement || el instanceof HTMLTextAreaElement) && !el.readOnly && !NOT_TEXT.has(el.type)) ||
    el.matches('select, [contenteditable=""], [contenteditable="true"]'));
const hidden = (el: Element) =>
  el.closest(
    '[style*="display: none"], [hidden], .ant-drawer:not(.ant-drawer-open), .ant-dropdown-hidden, .ant-select-dropdown-hidden, .ant-popover-hidden',
  ) !== null;
/** An open dialog the station is not inside: its keys and its focus are its own. */
const dialogOver = (input: Element) =>
  [...document.querySelectorAll(DIALOG)].some((d) => !d.contains(input) && !hidden(d));
/** An element of a menu, a list or a popup: it keeps the focus it was given. */
const inWidget = (el: Element | null) => !!el && el.closest(WIDGET) !== null;
/** A popup open on the page (a menu just opened, a list): until it closes, the focus is the user's. */
const popupOpen = () => [...document.querySelectorAll(POPUP_OPEN)].some((p) => !hidden(p));

/**
 * The scan station without its looks: a screen that draws its own gets the same behaviour.
 *
 * Keys are read at the document, so that a scan lands whatever has the focus on the page (the
 * input, a button just clicked, nothing), except another field and a dialog, whose keys are
 * theirs. The scan detector (`scan/detector.ts`) tells a scan (keys under 50 ms apart, then
 * Enter) from typing; the scan is its answer, not the input's text, since a GS separator (Ctrl+])
 * types nothing into an input. An Enter that ends no scan enters the input's text (a code typed
 * by hand). While an error blocks the station, a plain Enter acknowledges it and a scan is
 * refused with the error sound and does nothing else: an operator cannot scan past an error.
 */
export function useScanStation({ steps, feedSize, memoryKey }: ScanStationOptions): ScanStationApi {
  const { t } = useTranslation('station');
  const weight = useStationWeight();
  const photos = useStationPhotos();
  const label = useStationLabel();
  const weightProblem = useWeightProblem();
  const inputRef = useRef<InputRef | null>(null);
  const [text, setText] = useState('');

  // What the machine's effects read is the latest render's.
  const now = useRef({ steps, weight, photos, label, weightProblem, t });
  now.current = { steps, weight, photos, label, weightProblem, t };

  // One station a screen: its path names what it kept for the session.
  const [memory] = useState(() => (memoryKey === undefined ? globalThis.location?.pathname || '/' : memoryKey));
  const [machine] = useState(() =>
    createStationMachine({
      feedSize,
      memory: memory === null ? null : recallStation(memory),
      steps: () => now.current.steps,
      inputs(step): StepInputs | string {
        const c = now.current;
        const inputs: StepInputs = { photos: step.photo ? c.photos.read() : [] };
        if (!step.weight) return inputs;
        const w = c.weight.read().trim();
        const problem = c.weightProblem(w, step.weight === 'required');
        if (problem) return problem;
        return w ? { ...inputs, weight: w } : inputs;
      },
      answered(entry, outcome, step) {
        const c = now.current;
        const settings = useSettingsStore.getState();
        if (settings.ScanSounds) playScanSound(entry.kind);
        if (entry.kind === 'error') {
          if (settings.ScanSpeech) void speak(entry.message);
          return;
        }
        if (isDone(outcome.kind)) {
          // What was weighed and photographed went with this parcel; the next is weighed anew.
          if (step.weight) c.weight.clear();
          if (step.photo) c.photos.clear();
          // The label is this answer's: a later answer shows without it.
          if (outcome.label) void c.label.print(outcome.label, entry.id);
        }
      },
      refused() {
        if (useSettingsStore.getState().ScanSounds) playScanSound('error');
      },
      // The server's refusal (the request layer's ApiError) says what is wrong in its own words.
      errorText: (e) => (isCanceled(e) || !(e instanceof Error) ? '' : e.message) || now.current.t('failed'),
    }),
  );
  const state = useSyncExternalStore(machine.subscribe, machine.getState);
  useStationPresence();

  // Kept as it changes, for the session: leaving the screen and coming back finds it.
  useEffect(() => {
    if (memory !== null) keepStation(memory, { feed: state.feed, last: state.last });
  }, [memory, state.feed, state.last]);

  // The scale and the camera report while a station is open.
  useEffect(() => {
    setDeviceSubscription(true);
    return () => setDeviceSubscription(false);
  }, []);

  const enter = useRef((_code: string | null) => {});
  enter.current = (code) => {
    const typed = (inputRef.current?.input?.value ?? '').trim();
    setText('');
    if (machine.getState().error) {
      // The acknowledging Enter is no scan, and neither is what was typed before it.
      if (code) machine.submit(code);
      else machine.acknowledge();
      return;
    }
    if (code) {
      // An operation card (a screen's name) is the shell's: it opens that screen.
      if (!scanTarget(code)) machine.submit(code);
      return;
    }
    if (typed) machine.submit(typed);
  };

  // Esc starts the round again and drops what was half typed.
  const startAgain = useRef(() => {});
  startAgain.current = () => {
    machine.restart();
    setText('');
  };

  useStationKeys(inputRef, enter, startAgain, machine);

  const index = state.index < steps.length ? state.index : 0;
  return {
    state,
    steps,
    step: steps[index],
    round: steps.slice(0, index).map((s) => ({ key: s.key, label: s.label, value: state.values[s.key] ?? '' })),
    submit: (code) => machine.submit(code),
    enterTyped: () => enter.current(null),
    acknowledge: () => {
      machine.acknowledge();
      setText('');
      inputRef.current?.focus();
    },
    restart: () => startAgain.current(),
    input: { ref: inputRef, value: text, onChange: setText },
    weight,
    photos,
    label,
    machine,
  };
}

/** How often a station whose input lost the focus to nothing takes it back (a dialog gone, a
 * click on the page). It never takes it from an element that has it. */
const RECLAIM_MS = 300;

/** The keyboard and the focus of the page while a station is on it. */
function useStationKeys(
  inputRef: RefObject<InputRef | null>,
  enter: RefObject<(code: string | null) => void>,
  startAgain: RefObject<() => void>,
  machine: StationMachine,
) {
  useEffect(() => {
    const detector = createScanDetector();
    const input = () => inputRef.current?.input ?? null;
    // Reached with Tab: the user is going somewhere on purpose, and the focus stays there.
    let tabbing = false;
    // The last thing the user did was a press of the pointer (a click), not a key: a menu item
    // clicked (the side menu opens a screen, a folder) gives the focus back; one reached with
    // the keyboard keeps it.
    let pointed = false;

    const onKeyDown = (e: KeyboardEvent) => {
      const el = input();
      if (!el) return;
      const target = e.target instanceof Element ? e.target : null;
      tabbing = e.key === 'Tab';
      pointed = false;
      if (target !== el && (isEditable(target) || target?.closest(DIALOG) || dialogOver(el))) return;
      // Arrows, Enter, Esc in a menu, a list or an open popup move or choose in it. A scan's
      // characters still come to the station: a scanner fired while the menu has the focus.
      if (target !== el && e.key.length !== 1 && (inWidget(target) || popupOpen())) return;
      if (e.key === 'Escape' && target === el) {
        detector.reset();
        startAgain.current();
        return;
      }
      const key = scanKeyOf(e);
      if (key === null) return;
      // A key typed with the focus elsewhere on the page (a button, nothing) goes to the input.
      if (target !== el && key.length === 1) el.focus({ preventScroll: true });
      const code = detector.feed(key, e.timeStamp || performance.now());
      if (key !== 'Enter') return;
      // Enter on a button clicks it, unless it ended a scan or acknowledges the error.
      if (target !== el && !code && !machine.getState().error) return;
      e.preventDefault();
      enter.current(code);
    };

    const reclaim = () => {
      const el = input();
      if (!el?.isConnected || document.activeElement === el || dialogOver(el) || popupOpen()) return;
      const active = document.activeElement;
      // A field of a dialog that has closed (hidden, not gone) may keep the focus in some browsers.
      const none = !active || active === document.body || hidden(active);
      const kept = tabbing || isEditable(active) || !!active?.closest(DIALOG) || (inWidget(active) && !pointed);
      if (none || !kept) el.focus({ preventScroll: true });
    };
    // A button clicked, or given the focus back as a dialog closes: the input takes it back once
    // the click is done, so that a scan's Enter never clicks that button.
    const onFocusIn = () => setTimeout(reclaim, 0);
    const onPointerDown = () => {
      tabbing = false;
      pointed = true;
    };
    const timer = setInterval(() => {
      const active = document.activeElement;
      if (!active || active === document.body || hidden(active)) reclaim();
    }, RECLAIM_MS);
    document.addEventListener('keydown', onKeyDown, true);
    document.addEventListener('focusin', onFocusIn);
    document.addEventListener('pointerdown', onPointerDown, true);
    window.addEventListener('focus', onFocusIn);
    return () => {
      clearInterval(timer);
      document.removeEventListener('keydown', onKeyDown, true);
      document.removeEventListener('focusin', onFocusIn);
      document.removeEventListener('pointerdown', onPointerDown, true);
      window.removeEventListener('focus', onFocusIn);
    };
  }, [inputRef, enter, startAgain, machine]);
}
