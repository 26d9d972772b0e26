import {
  FileClassifyToType,
  formatFileSize,
  type Lang,
  type UploadFileBody,
  UploadFileType,
  type UploadFileTypeValue,
  UploadLimits,
} from '@wms/contract';
import type { Auth } from '../../platform/auth.js';
import type { Deps } from '../../platform/deps.js';
import { invalid } from '../../platform/errors.js';
import { t } from '../../platform/i18n.js';
import type { UploadedFile } from '../../platform/route.js';
import { acceptedType, detectType, storeFile } from '../../platform/storage.js';

const MB = 1024 * 1024;
/** The part names the file may come in: the API's `FileStream`, and `file` as common uploaders send. */
export const FILE_FIELDS = ['FileStream', 'file'];

const TYPE_LABELS: Record<string, string> = {
  'image/jpeg': 'JPEG',
  'image/png': 'PNG',
  'image/gif': 'GIF',
  'image/webp': 'WebP',
  'video/mp4': 'MP4',
  'video/webm': 'WebM',
  'video/quicktime': 'MOV',
  'application/pdf': 'PDF',
  'application/zip': 'ZIP',
  'application/msword': 'Word',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'Word',
  'application/vnd.ms-excel': 'Excel',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': 'Excel',
  'text/plain': 'TXT',
  'text/csv': 'CSV',
};
export const typeLabels = (types: readonly string[]) => [...new Set(types.map((m) => TYPE_LABELS[m] ?? m))].join(', ');

/** Field rules with their own parameters are localised here: the envelope only localises the
 * rule key itself, not placeholders inside it. */
export const invalidRule = (lang: Lang, field: string, key: string, params?: Record<string, unknown>) =>
  invalid(field, t(lang, key, params));

const CLASSIFY: Record<UploadFileTypeValue, string> = { 0: 'Annex', 1: 'Image', 2: 'Video', 3: 'CollectionVideo' };

/** Picks the one file of a single-file upload; Code 2 naming the field when there is none, more
 * than one, or one in a field that takes none. */
export function singleFile(files: UploadedFile[], fields: string[], lang: Lang): UploadedFile {
  const stray = files.find((f) => !fields.includes(f.field));
  if (stray) throw invalidRule(lang, stray.field, 'upload.unexpectedFile');
  const chosen = files.filter((f) => f.data.length > 0);
  if (!chosen.length) throw invalidRule(lang, fields[0]!, 'validation.required');
  if (chosen.length > 1) throw invalidRule(lang, chosen[1]!.field, 'upload.tooManyFiles');
  return chosen[0]!;
}

function kindOf(body: UploadFileBody, file: UploadedFile): UploadFileTypeValue {
  if (body.UploadFileType !== undefined) return body.UploadFileType as UploadFileTypeValue;
  if (body.FileClassify) return FileClassifyToType[body.FileClassify];
  const mime = detectType(file.data, file.filename)?.mime ?? '';
  if (mime.startsWith('image/')) return UploadFileType.Image;
  if (mime.startsWith('video/')) return UploadFileType.Video;
  return UploadFileType.Attachment;
}

export function uploadService(deps: Deps) {
  return {
    /** Stores one file of an allowed type and size; answers its public address. */
    async upload(auth: Auth, body: UploadFileBody, files: UploadedFile[], lang: Lang): Promise<string> {
      const file = singleFile(files, FILE_FIELDS, lang);
      const kind = kindOf(body, file);
      const limit = UploadLimits[kind];
      const maxBytes = body.MaxSize ? Math.min(limit.maxBytes, Math.floor(body.MaxSize * MB)) : limit.maxBytes;
      const type = acceptedType(file, limit.types);
      if (!type) throw invalidRule(lang, file.field, 'upload.fileType', { types: typeLabels(limit.types) });
      if (file.data.length > maxBytes) {
        throw invalidRule(lang, file.field, 'validation.fileTooLarge', { max: formatFileSize(maxBytes) });
      }
      const stored = await storeFile(deps, file.data, type, {
        originalName: file.filename,
        classify: CLASSIFY[kind],
        uploaderId: auth.userId,
      });
      return stored.address;
    },
  };
}
