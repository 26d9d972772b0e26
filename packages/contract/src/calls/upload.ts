import { z } from 'zod';
import { defineCalls, signedInSelf } from './define.js';

const MB = 1024 * 1024;

/** `UploadFileType` values. 3 is ours: the collection library takes longer
 * videos than the rich-text editor, so it needs its own limit. */
export const UploadFileType = { Attachment: 0, Image: 1, Video: 2, CollectionVideo: 3 } as const;
export type UploadFileTypeValue = (typeof UploadFileType)[keyof typeof UploadFileType];

/** `FileClassify` names the editor sends instead of a number. */
export const FileClassifyToType = { Annex: 0, Image: 1, Video: 2 } as const;

/** A kind of file the product takes or gives. */
export interface FileType {
  /** Its content type, as stored and served. */
  mime: string;
  /** The name ending it is stored under (`.<ext>`), and the one a file input offers it by. */
  ext: string;
  /** What a refusal calls it ("upload JPEG, PNG only"): one name for both generations of Office. */
  label: string;
  /** Other content types browsers and systems declare it with. */
  aliases?: readonly string[];
}

/**
 * Every file type, once: the server detects a file's type by its bytes and answers it from here
 * (apps/server/src/platform/storage.ts), the upload limits below list their types from here, and
 * the console's upload widgets accept and name types from here (apps/web/src/components/upload/check.ts).
 */
export const FileTypes = {
  jpeg: { mime: 'image/jpeg', ext: 'jpg', label: 'JPEG', aliases: ['image/jpg', 'image/pjpeg'] },
  png: { mime: 'image/png', ext: 'png', label: 'PNG', aliases: ['image/x-png'] },
  gif: { mime: 'image/gif', ext: 'gif', label: 'GIF' },
  webp: { mime: 'image/webp', ext: 'webp', label: 'WebP' },
  mp4: { mime: 'video/mp4', ext: 'mp4', label: 'MP4' },
  webm: { mime: 'video/webm', ext: 'webm', label: 'WebM' },
  mov: { mime: 'video/quicktime', ext: 'mov', label: 'MOV', aliases: ['video/x-quicktime'] },
  pdf: { mime: 'application/pdf', ext: 'pdf', label: 'PDF', aliases: ['application/x-pdf'] },
  zip: {
    mime: 'application/zip',
    ext: 'zip',
    label: 'ZIP',
    aliases: ['application/x-zip-compressed', 'application/x-zip'],
  },
  doc: { mime: 'application/msword', ext: 'doc', label: 'Word' },
  docx: { mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', ext: 'docx', label: 'Word' },
  xls: { mime: 'application/vnd.ms-excel', ext: 'xls', label: 'Excel', aliases: ['application/x-msexcel'] },
  xlsx: { mime: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', ext: 'xlsx', label: 'Excel' },
  txt: { mime: 'text/plain', ext: 'txt', label: 'TXT' },
  csv: { mime: 'text/csv', ext: 'csv', label: 'CSV', aliases: ['application/csv', 'text/x-csv'] },
} as const satisfies Record<string, FileType>;

const fileTypeByMime = new Map<string, FileType>(Object.values(FileTypes).map((f) => [f.mime, f]));

/** The file type of a content type, or of one of its other spellings. */
export const fileTypeOf = (mime: string): FileType | undefined =>
  fileTypeByMime.get(mime) ?? Object.values(FileTypes).find((f: FileType) => f.aliases?.includes(mime));

/** The names of content types as a refusal lists them ("JPEG, PNG"); an unknown one (`video/*`)
 * is named as it is. */
export const fileTypeNames = (mimes: readonly string[]): string =>
  [...new Set(mimes.map((m) => fileTypeByMime.get(m)?.label ?? m))].join(', ');

const mimes = (...types: FileType[]) => types.map((t) => t.mime);
const T = FileTypes;

/** What each kind accepts: content types and the size limit in bytes. The
 * web uploader reads the same table so the browser refuses before sending. */
export const UploadLimits: Record<UploadFileTypeValue, { maxBytes: number; types: readonly string[] }> = {
  0: { maxBytes: 10 * MB, types: mimes(T.pdf, T.zip, T.doc, T.xls, T.docx, T.xlsx, T.txt, T.csv) },
  1: { maxBytes: 10 * MB, types: mimes(T.jpeg, T.png, T.gif, T.webp) },
  2: { maxBytes: 50 * MB, types: mimes(T.mp4, T.webm, T.mov) },
  3: { maxBytes: 100 * MB, types: mimes(T.mp4, T.webm, T.mov) },
};

/** Upload widgets of the console: the image queue holds at most 15
 * images by default; Excel attachments are held to less than other attachments. */
export const IMAGE_QUEUE_MAX = 15;
export const EXCEL_MAX_BYTES = 5 * MB;

/** Site logos (Site/EditSitePageConfiguration): images only, small, they load on every page. */
export const LOGO_MAX_BYTES = 2 * MB;

/** The largest file any upload kind accepts: the multipart reader stops there. */
export const UPLOAD_MAX_BYTES = 100 * MB;

/** Multipart fields of /UpLoadFile/UpLoadFile; the file itself is the part named `FileStream`
 * (or `file`). */
export const UploadFileBody = z.object({
  UploadFileType: z.coerce
    .number()
    .int()
    .min(0)
    .max(3)
    .optional()
    .describe(
      '0 attachment (PDF, Word, Excel, zip, text; 10 MB), 1 image (JPEG, PNG, GIF, WebP; 10 MB), ' +
        '2 video for the editor (mp4, webm, mov; 50 MB), 3 video for the collection library (100 MB). ' +
        'Wins over FileClassify when both are sent. With neither, the kind follows the detected content.',
    ),
  FileClassify: z
    .enum(['Annex', 'Image', 'Video'])
    .optional()
    .describe('Editor spelling of the kind: Annex = 0, Image = 1, Video = 2'),
  MaxSize: z.coerce
    .number()
    .positive()
    .max(1000)
    .optional()
    .describe('Megabytes; can only lower the limit of the kind, never raise it'),
});
export type UploadFileBody = z.infer<typeof UploadFileBody>;

export const UploadFileAnswer = z
  .string()
  .describe(
    'Signed address of the stored file, `/uploads/<yyyy>/<mm>/<random>.<ext>?exp=...&sig=...` (valid for ' +
      'UPLOAD_URL_TTL_SECONDS; records store it without the signature); the extension comes from the ' +
      'content detected by its leading bytes, never from the uploaded name',
  );

export const uploadCalls = defineCalls('UpLoadFile', {
  UpLoadFile: {
    ...signedInSelf,
    summary: 'Upload one file (multipart part FileStream or file); Data is its public address',
    body: UploadFileBody,
    response: UploadFileAnswer,
    multipart: { maxFileBytes: UPLOAD_MAX_BYTES, maxFiles: 1 },
  },
});
