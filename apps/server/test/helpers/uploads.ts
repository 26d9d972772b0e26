import { makePng, postMultipart } from '../fixtures/multipart.js';
import type { TestServer } from './server.js';

let seed = 0;

/** Uploads a small PNG as the token's user and answers its plain address, as a form would keep
 * it: a record may only point at files its writer uploaded or was shown (platform/upload-urls.ts). */
export async function uploadImage(s: TestServer, token: string): Promise<string> {
  const r = await postMultipart(
    s,
    'UpLoadFile/UpLoadFile',
    { UploadFileType: '1' },
    [{ field: 'FileStream', filename: 'picture.png', contentType: 'image/png', data: makePng(8, 8, ++seed) }],
    { token },
  );
  if (r.Code !== 0) throw new Error(`upload failed: ${r.Message}`);
  return String(r.Data).replace(/\?.*$/, '');
}
