import { uploadCalls as calls } from '@wms/contract';
import type { Deps } from '../../../platform/deps.js';
import { type ModuleDef, moduleOf, route } from '../../../platform/route.js';
import { uploadService } from './service.js';

export function uploadModule(deps: Deps, svc = uploadService(deps)): ModuleDef {
  return moduleOf(calls, [route(calls.UpLoadFile, (c) => svc.upload(c.auth, c.body, c.files))]);
}
