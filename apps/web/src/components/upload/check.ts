import { formatFileSize } from '@wms/contract';

/** What an upload widget accepts. Limits come from the contract (UploadLimits and friends), so
 * the browser refuses what the server would refuse, before sending. */
export interface FileRule {
  /** Content types; `video/*` style wildcards allowed. */
  types: readonly string[];
  /** Name endings accepted when the browser names no type (some leave it empty for xls). */
  extensions?: readonly string[];
  maxBytes: number;
  /** Most files the widget holds. */
  maxCount?: number;
}

export type RefusalKey = 'typeRefused' | 'sizeRefused' | 'countRefused' | 'singleRefused';
export interface Refusal {
  /** Key in the `upload` namespace. */
  key: RefusalKey;
  params: Record<string, string | number>;
}

const LABELS: Record<string, string> = {
  'image/jpeg': 'JPEG',
  'image/png': 'PNG',
  'image/gif': 'GIF',
  'image/webp': 'WebP',
  'video/mp4': 'MP4',
  'video/webm': 'WebM',
  'video/quicktime': 'MOV',
  'application/pdf': 'PDF',
  'application/vnd.ms-excel': 'XLS',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': 'XLSX',
};

/** Readable names of the accepted types, for the refusal text. */
export const typeLabels = (rule: FileRule) =>
  [
    ...new Set([
      ...rule.types.map((t) => LABELS[t] ?? t),
      ...(rule.extensions ?? []).map((e) => e.replace(/^\./, '').toUpperCase()),
    ]),
  ].join(', ');

/** The `accept` attribute of the file input. */
export const acceptOf = (rule: FileRule) => [...rule.types, ...(rule.extensions ?? [])].join(',');

/** Types browsers give files they do not know. */
const UNTYPED = new Set(['', 'application/octet-stream']);

const typeMatches = (type: string, allowed: string) =>
  allowed.endsWith('/*') ? type.startsWith(allowed.slice(0, -1)) : type === allowed;

/**
 * The one check every upload widget runs on a chosen file: type, then size, then whether one more
 * fits (`held` = files already in the widget, including those still uploading). Null = accepted.
 */
export function checkFile(
  file: { name: string; type: string; size: number },
  rule: FileRule,
  held = 0,
): Refusal | null {
  const name = file.name.toLowerCase();
  const typeOk = UNTYPED.has(file.type)
    ? (rule.extensions ?? []).some((e) => name.endsWith(e.toLowerCase()))
    : rule.types.some((t) => typeMatches(file.type, t));
  if (!typeOk) return { key: 'typeRefused', params: { types: typeLabels(rule) } };
  if (file.size > rule.maxBytes) return { key: 'sizeRefused', params: { max: formatFileSize(rule.maxBytes) } };
  if (rule.maxCount !== undefined && held >= rule.maxCount) {
    return rule.maxCount === 1
      ? { key: 'singleRefused', params: {} }
      : { key: 'countRefused', params: { max: rule.maxCount } };
  }
  return null;
}
