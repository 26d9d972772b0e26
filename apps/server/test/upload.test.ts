import fs from 'node:fs';
import path from 'node:path';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uploadedFiles } from '../src/db/schema/index.js';
import { detectType } from '../src/platform/storage.js';
import { fakeExe, makePng, postMultipart } from './fixtures/multipart.js';
import { startTestServer, type TestServer } from './helpers/server.js';

const MB = 1024 * 1024;
let s: TestServer;
let admin: string;
let customer: string;

beforeAll(async () => {
  s = await startTestServer();
  admin = (await s.signIn('admin')).AccessToken;
  customer = (await s.signIn('customer1')).AccessToken;
});
afterAll(() => s.close());

const upload = (
  fields: Record<string, string>,
  file?: { data: Buffer; name: string; type: string; field?: string },
  token = admin,
  lang = 'en-us',
) =>
  postMultipart(
    s,
    'UpLoadFile/UpLoadFile',
    fields,
    file ? [{ field: file.field ?? 'FileStream', filename: file.name, contentType: file.type, data: file.data }] : [],
    { token, lang },
  );

const fileCount = async () => Number((await s.deps.db.select({ n: count() }).from(uploadedFiles))[0]!.n);
const storedFiles = () => {
  const root = path.join(s.config.dataDir, 'uploads');
  return fs.readdirSync(root, { recursive: true }).filter((p) => fs.statSync(path.join(root, String(p))).isFile());
};
/** The stored address of a signed one the API answers (platform/upload-urls.ts). */
const plain = (address: string) => address.split('?')[0]!;
/** `size` bytes that start like the given file: detection reads only the leading bytes. */
const padded = (head: Buffer, size: number) => Buffer.concat([head, Buffer.alloc(size - head.length)]);

const mp4Head = (brand = 'isom') =>
  Buffer.concat([
    Buffer.from([0, 0, 0, 0x18]),
    Buffer.from(`ftyp${brand}`, 'latin1'),
    Buffer.from([0, 0, 2, 0]),
    Buffer.from('isomiso2', 'latin1'),
  ]);

describe('UpLoadFile/UpLoadFile', () => {
  it('stores a real PNG and serves the same bytes back as image/png', async () => {
    const png = makePng(16, 16);
    const r = await upload({ UploadFileType: '1' }, { data: png, name: 'photo.png', type: 'image/png' });
    expect(r.Code).toBe(0);
    const now = new Date();
    const yyyy = now.getUTCFullYear();
    const mm = String(now.getUTCMonth() + 1).padStart(2, '0');
    expect(r.Data).toMatch(new RegExp(`^/uploads/${yyyy}/${mm}/[0-9a-f]{32}\\.png\\?exp=\\d+&sig=[\\w-]+$`));
    expect(fs.readFileSync(path.join(s.config.dataDir, plain(r.Data))).equals(png)).toBe(true);

    const got = await s.app.inject({ method: 'GET', url: r.Data });
    expect(got.statusCode).toBe(200);
    expect(got.headers['content-type']).toBe('image/png');
    expect(got.headers['x-content-type-options']).toBe('nosniff');
    expect(got.rawPayload.equals(png)).toBe(true);

    const [row] = await s.deps.db.select().from(uploadedFiles).orderBy(uploadedFiles.id);
    expect(row).toMatchObject({
      originalName: 'photo.png',
      mimeType: 'image/png',
      size: png.length,
      classify: 'Image',
    });
  });

  it('takes the file in the field `file` and FileClassify, for customers too', async () => {
    const r = await upload(
      { FileClassify: 'Image' },
      { data: makePng(4, 4, 9), name: 'a.PNG', type: 'image/png', field: 'file' },
      customer,
    );
    expect(r.Code).toBe(0);
    expect(plain(r.Data)).toMatch(/\.png$/);
  });

  it('names the stored file after the detected type, not the uploaded name', async () => {
    const r = await upload({}, { data: makePng(), name: 'picture.jpg', type: 'application/octet-stream' });
    expect(r.Code).toBe(0);
    expect(plain(r.Data)).toMatch(/\.png$/);
  });

  it('refuses an executable renamed .png, naming FileStream, and stores nothing', async () => {
    const before = [await fileCount(), storedFiles().length];
    const r = await upload({ UploadFileType: '1' }, { data: fakeExe(), name: 'cat.png', type: 'image/png' });
    expect([r.status, r.Code]).toEqual([400, 2]);
    expect(r.Message).toMatch(/^File is a type of file that is not allowed: upload .+ only\.$/);
    expect(r.Message).toContain('PNG');
    const zh = await upload(
      { UploadFileType: '1' },
      { data: fakeExe(), name: 'cat.png', type: 'image/png' },
      admin,
      'zh-cn',
    );
    expect(zh.Message).toMatch(/^文件的文件类型不允许：/);
    expect([await fileCount(), storedFiles().length]).toEqual(before);
  });

  it('refuses a declared type outside the kind even when the bytes are allowed', async () => {
    const r = await upload({ UploadFileType: '1' }, { data: makePng(), name: 'x.pdf', type: 'application/pdf' });
    expect(r.Code).toBe(2);
    expect(r.Message).toMatch(/^File is a type of file that is not allowed: /);
  });

  it('refuses an 11 MB image and one over a lower MaxSize; MaxSize never raises the limit', async () => {
    const big = padded(makePng(), 11 * MB);
    const r = await upload({ UploadFileType: '1' }, { data: big, name: 'big.png', type: 'image/png' });
    expect([r.status, r.Code]).toEqual([400, 2]);
    expect(r.Message).toBe('File is too large: the limit is 10 MB.');
    const raised = await upload(
      { UploadFileType: '1', MaxSize: '50' },
      { data: big, name: 'big.png', type: 'image/png' },
    );
    expect(raised.Code).toBe(2);
    const lowered = await upload(
      { UploadFileType: '1', MaxSize: '1' },
      { data: padded(makePng(), 2 * MB), name: 'b.png', type: 'image/png' },
    );
    expect(lowered.Code).toBe(2);
    expect(lowered.Message).toContain('1 MB');
  });

  it('refuses a request without a file, naming FileStream', async () => {
    const r = await upload({ UploadFileType: '1' });
    expect([r.status, r.Code]).toEqual([400, 2]);
    expect(r.Message).toBe('File cannot be empty.');
    const empty = await upload({ UploadFileType: '0' }, { data: Buffer.alloc(0), name: 'e.txt', type: 'text/plain' });
    expect(empty.Code).toBe(2);
  });

  it('refuses a file in another field and bad field values', async () => {
    const stray = await upload({}, { data: makePng(), name: 'a.png', type: 'image/png', field: 'Other' });
    expect(stray.Code).toBe(2);
    expect(stray.Message).toContain('Other');
    const badType = await upload({ UploadFileType: '7' }, { data: makePng(), name: 'a.png', type: 'image/png' });
    expect(badType.Code).toBe(2);
    expect(badType.Data.Field).toContain('UploadFileType');
    const json = await s.call('UpLoadFile/UpLoadFile', {}, { token: admin });
    expect(json.Code).toBe(2);
  });

  it('refuses callers who are not signed in with 401', async () => {
    const r = await upload({ UploadFileType: '1' }, { data: makePng(), name: 'a.png', type: 'image/png' }, '');
    expect([r.status, r.Code]).toEqual([401, 1]);
  });

  it('stores attachments: PDF, text, and refuses an image as an attachment', async () => {
    const pdf = Buffer.from('%PDF-1.4\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n');
    const r = await upload({ UploadFileType: '0' }, { data: pdf, name: 'doc.pdf', type: 'application/pdf' });
    expect(r.Code).toBe(0);
    expect(plain(r.Data)).toMatch(/\.pdf$/);
    const got = await s.app.inject({ method: 'GET', url: r.Data });
    expect(got.headers['content-type']).toBe('application/pdf');

    const txt = await upload(
      { FileClassify: 'Annex' },
      { data: Buffer.from('hello, 你好\n'), name: 'n.txt', type: 'text/plain' },
    );
    expect(txt.Code).toBe(0);
    expect(plain(txt.Data)).toMatch(/\.txt$/);

    const img = await upload({ UploadFileType: '0' }, { data: makePng(), name: 'a.png', type: 'image/png' });
    expect(img.Code).toBe(2);
  });

  it('limits editor video to 50 MB and collection-library video (type 3) to 100 MB', async () => {
    const video = padded(mp4Head(), 51 * MB);
    const editor = await upload({ UploadFileType: '2' }, { data: video, name: 'v.mp4', type: 'video/mp4' });
    expect(editor.Code).toBe(2);
    expect(editor.Message).toContain('50 MB');
    const library = await upload({ UploadFileType: '3' }, { data: video, name: 'v.mp4', type: 'video/mp4' });
    expect(library.Code).toBe(0);
    expect(plain(library.Data)).toMatch(/\.mp4$/);
    const mov = await upload(
      { FileClassify: 'Video' },
      { data: padded(mp4Head('qt  '), 4096), name: 'v.mov', type: 'video/quicktime' },
    );
    expect(mov.Code).toBe(0);
    expect(plain(mov.Data)).toMatch(/\.mov$/);
  });
});

describe('content detection', () => {
  it('recognises the allowed types by their leading bytes', () => {
    expect(detectType(makePng())?.mime).toBe('image/png');
    expect(detectType(Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0]))?.ext).toBe('jpg');
    expect(detectType(Buffer.from('GIF89a\x01\x00', 'latin1'))?.ext).toBe('gif');
    expect(detectType(Buffer.from('RIFF\x00\x00\x00\x00WEBPVP8 ', 'latin1'))?.ext).toBe('webp');
    expect(detectType(Buffer.from('RIFF\x00\x00\x00\x00WAVEfmt ', 'latin1'))).toBeNull();
    expect(detectType(Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 0x42, 0x82, 0x84, 0x77, 0x65, 0x62, 0x6d]))?.ext).toBe(
      'webm',
    );
    expect(detectType(mp4Head('heic'))).toBeNull();
    expect(detectType(Buffer.from('PK\x03\x04....word/document.xml', 'latin1'))?.ext).toBe('docx');
    expect(detectType(Buffer.from('PK\x03\x04....xl/workbook.xml', 'latin1'))?.ext).toBe('xlsx');
    expect(detectType(Buffer.from('a,b\n1,2\n'), 'list.csv')?.mime).toBe('text/csv');
    expect(detectType(fakeExe())).toBeNull();
  });
});
