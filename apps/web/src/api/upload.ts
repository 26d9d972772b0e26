import type { UploadFileTypeValue } from '@wms/contract';
import { upload } from './request';
import type { CallOpts } from './users';

/** UpLoadFile/UpLoadFile: stores one file of the given kind; answers its public address. */
export function uploadFile(file: File, kind: UploadFileTypeValue, o?: CallOpts): Promise<string> {
  const form = new FormData();
  form.append('UploadFileType', String(kind));
  form.append('FileStream', file, file.name);
  return upload<string>('/UpLoadFile/UpLoadFile', form, o);
}
