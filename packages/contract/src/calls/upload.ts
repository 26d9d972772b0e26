import { z } from 'zod';
import { defineCalls, signedInSelf } from './define.js';

const MB = 1024 * 1024;

/** `UploadFileType` values. 3 is ours: the collection library takes longer
 * videos than the rich-text editor, so it needs its own limit. */
export const UploadFileType = { Attachment: 0, Image: 1, Video: 2, CollectionVideo: 3 } as const;
export type UploadFileTypeValue = (typeof UploadFileType)[keyof typeof UploadFileType];

/** `FileClassify` names the editor sends instead of a number. */
export const FileClassifyToType = { Annex: 0, Image: 1, Video: 2 } as const;

/** What each kind accepts: content types and the size limit in bytes. The
 * web uploader reads the same table so the browser refuses before sending. */
export const UploadLimits: Record<UploadFileTypeValue, { maxBytes: number; types: readonly string[] }> = {
  0: {
    maxBytes: 10 * MB,
    types: [
      'application/pdf',
      'application/zip',
      'application/msword',
      'application/vnd.ms-excel',
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      'text/plain',
      'text/csv',
    ],
  },
  1: { maxBytes: 10 * MB, types: ['image/jpeg', 'image/png', 'image/gif', 'image/webp'] },
  2: { maxBytes: 50 * MB, types: ['video/mp4', 'video/webm', 'video/quicktime'] },
  3: { maxBytes: 100 * MB, types: ['video/mp4', 'video/webm', 'video/quicktime'] },
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
