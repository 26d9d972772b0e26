import { UPLOAD_MAX_BYTES, UploadFileAnswer, UploadFileBody } from '@wms/contract';
import type { Deps } from '../../platform/deps.js';
import { type ModuleDef, route } from '../../platform/route.js';
import { uploadService } from './service.js';

export function uploadModule(deps: Deps, svc = uploadService(deps)): ModuleDef {
  return {
    controller: 'UpLoadFile',
    routes: [
      route({
        action: 'UpLoadFile',
        summary: 'Upload one file (multipart part FileStream or file); Data is its public address',
        body: UploadFileBody,
        response: UploadFileAnswer,
        access: 'signedIn',
        scope: 'self',
        // The largest kind's limit; each kind's own limit is checked after reading.
        multipart: { maxFileBytes: UPLOAD_MAX_BYTES, maxFiles: 1 },
        handler: (c) => svc.upload(c.auth, c.body, c.files, c.lang),
      }),
    ],
  };
}
