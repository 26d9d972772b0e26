/**
 * What the scan station weighs, photographs and prints: with the device hub when it is connected
 * (the scale's stable reading, its camera, its label printer), without it otherwise (typed, an
 * upload, a PDF).
 */
import { IMAGE_QUEUE_MAX, type Lang, numberProblem, ruleMessage, UploadFileType, UploadLimits } from '@wms/contract';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { uploadFile } from '../../api/upload';
import { captureOnDevice, printOnDevice, useDeviceStore } from '../../device/local-service';
import { useLang } from '../../i18n/useLang';
import { saveBlob } from '../../utils/download';
import { checkFile, type FileRule } from '../upload/check';
import type { ScanLabel } from './machine';

/** A weight as the server takes one (packages' `Weight`): kg, at most 3 decimals, up to 99,999. */
export const WEIGHT_RULE = { min: 0, max: 99_999, decimals: 3 } as const;

const connectedNow = () => useDeviceStore.getState().status === 'connected';

export interface StationWeight {
  /** What the field shows. */
  text: string;
  /** The scale's stable reading, typed by the user, or none yet. */
  source: 'scale' | 'typed' | 'none';
  /** The hub is connected: the scale fills the field. */
  fromHub: boolean;
  /** Typed over the scale's reading (or without a hub). */
  type(text: string): void;
  /** Forgets what was typed: after a scan that used it, the next parcel is weighed anew. */
  clear(): void;
  /** The weight now, for a scan answered before the station draws again (scans come quickly). */
  read(): string;
}

/** The scale's stable reading while the hub is connected (the device store holds stable readings
 * only: `takeWeight`). */
const scaleNow = (s: { status: string; weight: string | null }) => (s.status === 'connected' ? s.weight : null);

/**
 * The weight field's value: the scale's stable reading while the hub is connected, else what the
 * user typed. A new reading is the scale's word on the parcel now on it and replaces what was
 * typed.
 */
export function useStationWeight(): StationWeight {
  const scale = useDeviceStore(scaleNow);
  const connected = useDeviceStore((s) => s.status === 'connected');
  const [typed, setTyped] = useState<string | null>(null);
  const typedNow = useRef(typed);
  const type = (text: string | null) => {
    typedNow.current = text;
    setTyped(text);
  };
  useEffect(
    () =>
      useDeviceStore.subscribe((now, before) => {
        const reading = scaleNow(now);
        if (reading !== null && reading !== scaleNow(before)) {
          typedNow.current = null;
          setTyped(null);
        }
      }),
    [],
  );
  return {
    text: typed ?? scale ?? '',
    source: typed !== null ? 'typed' : scale !== null ? 'scale' : 'none',
    fromHub: connected,
    type,
    clear: () => type(null),
    read: () => typedNow.current ?? scaleNow(useDeviceStore.getState()) ?? '',
  };
}

/** Why a weight cannot go with the scan, in the server's words for the same rule; null when it
 * can. A required weight may not be missing or 0 (an empty scale). */
export function weightProblem(text: string, required: boolean, lang: Lang, label: string): string | null {
  const v = text.trim();
  if (!v) return required ? ruleMessage(lang, 'validation.required', {}, label) : null;
  const rule = { ...WEIGHT_RULE, notZero: required };
  const problem = numberProblem(v, rule);
  return problem ? ruleMessage(lang, problem.rule, problem.params, label) : null;
}

const PHOTO_RULE: FileRule = {
  types: UploadLimits[UploadFileType.Image].types,
  maxBytes: UploadLimits[UploadFileType.Image].maxBytes,
  maxCount: IMAGE_QUEUE_MAX,
};

/** A data URL (the hub's photo) as a file to upload. */
export function fileOfDataUrl(dataUrl: string, name: string): File {
  const comma = dataUrl.indexOf(',');
  const type = /^data:([^;,]+)/.exec(dataUrl)?.[1] ?? 'image/jpeg';
  const bytes = Uint8Array.from(atob(dataUrl.slice(comma + 1)), (c) => c.charCodeAt(0));
  return new File([bytes], `${name}.${type.split('/')[1] ?? 'jpg'}`, { type });
}

export interface StationPhotos {
  /** Addresses of the uploaded photos. */
  list: string[];
  /** The same now, for a scan answered before the station draws again. */
  read(): string[];
  /** The hub is connected: photos come from its camera. */
  fromHub: boolean;
  busy: boolean;
  /** Why the last photo did not come (the camera's answer, an upload refused). */
  problem: string | null;
  /** A photo from the hub's camera, uploaded. */
  take(): Promise<void>;
  /** A photo chosen (or taken by the handheld's own camera), checked and uploaded. */
  upload(file: File): Promise<void>;
  remove(index: number): void;
  clear(): void;
}

/** The step's photos: the hub's camera when it is connected, an image upload otherwise; either
 * way uploaded through UpLoadFile, so the step's call gets addresses, as `Photos` takes them. */
export function useStationPhotos(): StationPhotos {
  const { t } = useTranslation(['station', 'upload']);
  const fromHub = useDeviceStore((s) => s.status === 'connected');
  const [list, setList] = useState<string[]>([]);
  const latest = useRef(list);
  latest.current = list;
  const [busy, setBusy] = useState(0);
  const [problem, setProblem] = useState<string | null>(null);
  const commit = (next: string[]) => {
    latest.current = next;
    setList(next);
  };

  const upload = async (file: File) => {
    const refusal = checkFile(file, PHOTO_RULE, latest.current.length);
    if (refusal) {
      setProblem(t(`upload:${refusal.key}`, refusal.params));
      return;
    }
    setProblem(null);
    setBusy((n) => n + 1);
    try {
      const url = await uploadFile(file, UploadFileType.Image, { silent: true });
      commit([...latest.current, url]);
    } catch (e) {
      setProblem(e instanceof Error && e.message ? e.message : t('station:photoFailed'));
    } finally {
      setBusy((n) => n - 1);
    }
  };

  const take = async () => {
    const capture = captureOnDevice();
    if (!capture) return;
    setProblem(null);
    setBusy((n) => n + 1);
    try {
      const answer = await capture;
      if (!answer.Success || !answer.Image) setProblem(answer.Message || t('station:cameraNoAnswer'));
      else await upload(fileOfDataUrl(answer.Image, `photo-${Date.now()}`));
    } finally {
      setBusy((n) => n - 1);
    }
  };

  return {
    list,
    read: () => latest.current,
    fromHub,
    busy: busy > 0,
    problem,
    take,
    upload,
    remove: (index) => commit(latest.current.filter((_, i) => i !== index)),
    clear: () => {
      commit([]);
      setProblem(null);
    },
  };
}

export interface LabelState {
  name: string;
  /** The feed entry (the answer) it is the label of: shown with that answer only. */
  entry?: number;
  /** Being made; sent to the hub's printer; a PDF to open or save; failed. */
  status: 'making' | 'printed' | 'pdf' | 'failed';
  /** The PDF's address in this page (`pdf`). */
  url?: string;
  blob?: Blob;
  /** Why it failed (the server's words), under "The label could not be made". */
  problem?: string;
}

export interface StationLabel {
  current: LabelState | null;
  /** Prints through the hub when it is connected (ZPL), else makes the PDF to open or save;
   * `entry` is the answer it goes with. */
  print(label: ScanLabel, entry?: number): Promise<void>;
  /** The last label again. */
  again(): void;
  /** Saves the last label's PDF. */
  download(): void;
}

/** The last label a scan printed. Without a hub a browser cannot print by itself: the PDF waits
 * on the station to be opened (and printed from the browser) or saved. */
export function useStationLabel(): StationLabel {
  const [current, setCurrent] = useState<LabelState | null>(null);
  const last = useRef<{ label: ScanLabel; entry?: number } | null>(null);
  const url = useRef<string | null>(null);
  const forget = () => {
    if (url.current) URL.revokeObjectURL(url.current);
    url.current = null;
  };
  // The last PDF's address lives as long as the station.
  useEffect(
    () => () => {
      if (url.current) URL.revokeObjectURL(url.current);
    },
    [],
  );

  const print = async (label: ScanLabel, entry?: number) => {
    last.current = { label, entry };
    forget();
    const name = label.name;
    setCurrent({ name, entry, status: 'making' });
    if (connectedNow()) {
      try {
        if (printOnDevice({ Zpl: await label.zpl(), Title: name })) {
          setCurrent({ name, entry, status: 'printed' });
          return;
        }
      } catch {
        // No ZPL: the PDF below is still a label.
      }
    }
    try {
      const blob = await label.pdf();
      url.current = URL.createObjectURL(blob);
      setCurrent({ name, entry, status: 'pdf', url: url.current, blob });
    } catch (e) {
      setCurrent({ name, entry, status: 'failed', problem: e instanceof Error ? e.message : undefined });
    }
  };

  return {
    current,
    print,
    again: () => {
      if (last.current) void print(last.current.label, last.current.entry);
    },
    download: () => {
      if (current?.blob) saveBlob(current.blob, `${current.name}.pdf`);
    },
  };
}

/** The weight's problem in the user's language, for the field. */
export function useWeightProblem(): (text: string, required: boolean) => string | null {
  const lang = useLang();
  const { t } = useTranslation('station');
  return (text, required) => weightProblem(text, required, lang, t('weight'));
}
