import {
  FileClassifyToType,
  type UploadFileBody,
  UploadFileType,
  type UploadFileTypeValue,
  UploadLimits,
} from '@wms/contract';
import type { Auth } from '../../../platform/auth.js';
import type { Deps } from '../../../platform/deps.js';
import { singleFile } from '../../../platform/http/multipart.js';
import type { UploadedFile } from '../../../platform/route.js';
import { detectType, storeFile, uploadType } from '../../../platform/storage.js';

const MB = 1024 * 1024;

const CLASSIFY: Record<UploadFileTypeValue, string> = { 0: 'Annex', 1: 'Image', 2: 'Video', 3: 'CollectionVideo' };

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
    async upload(auth: Auth, body: UploadFileBody, files: UploadedFile[]): Promise<string> {
      const file = singleFile(files);
      const kind = kindOf(body, file);
      const limit = UploadLimits[kind];
      const maxBytes = body.MaxSize ? Math.min(limit.maxBytes, Math.floor(body.MaxSize * MB)) : limit.maxBytes;
      const stored = await storeFile(deps, file.data, uploadType(file, limit.types, maxBytes), {
        originalName: file.filename,
        classify: CLASSIFY[kind],
        uploaderId: auth.userId,
      });
      return stored.address;
    },
  };
}
