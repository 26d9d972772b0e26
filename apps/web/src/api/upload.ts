import type { UploadFileTypeValue } from '@wms/contract';
import { api, type CallOpts } from './client';

/** UpLoadFile/UpLoadFile: stores one file of the given kind; answers its public address. */
export function uploadFile(file: File, kind: UploadFileTypeValue, o?: CallOpts): Promise<string> {
  const form = new FormData();
  form.append('UploadFileType', String(kind));
  form.append('FileStream', file, file.name);
  return api.UpLoadFile.UpLoadFile(form, o);
}
