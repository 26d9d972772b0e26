import { type FileType, fileTypeNames, formatFileSize } from '@wms/contract';

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

/** The name endings of file types (`.xlsx`), for a file input that offers them by name. */
export const endingsOf = (...types: FileType[]) => types.map((f) => `.${f.ext}`);

/** A rule's types from the contract's `FileTypes`, accepted by content type or, where the browser
 * names none, by name ending. */
export const accepting = (...types: FileType[]) => ({
  types: types.map((f) => f.mime),
  extensions: endingsOf(...types),
});

/** Readable names of the accepted types, for the refusal text: the name endings a rule accepts
 * files by ("XLS, XLSX"), else its types' names from the contract ("JPEG, PNG"), as the server
 * names them. */
export const typeLabels = (rule: FileRule) =>
  rule.extensions?.length
    ? [...new Set(rule.extensions.map((e) => e.replace(/^\./, '').toUpperCase()))].join(', ')
    : fileTypeNames(rule.types);

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
