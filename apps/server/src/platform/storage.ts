import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { type FileType, fileTypeNames, fileTypeOf, formatFileSize, FileTypes as T } from '@wms/contract';
import type { Config } from '../config.js';
import type { Queryable } from '../db/client.js';
import { uploadedFiles } from '../db/schema/index.js';
import { invalid } from './errors.js';
import type { UploadedFile } from './route.js';

/** A file type recognised from its leading bytes: an entry of the contract's `FileTypes`. */
export type DetectedType = FileType;

/** Public prefix the static route serves `DATA_DIR/uploads` under (app.ts). */
export const UPLOADS_PREFIX = '/uploads/';

const startsWith = (b: Buffer, sig: number[], at = 0) =>
  b.length >= at + sig.length && sig.every((v, i) => b[at + i] === v);
const ascii = (b: Buffer, from: number, to: number) => b.subarray(from, to).toString('latin1');

/** ISO base media brands that are plain MP4 video. Audio-only (M4A), still-image (HEIC, AVIF)
 * and 3GP brands share the container and must not pass as video. */
const MP4_BRANDS = new Set([
  'isom',
  'iso2',
  'iso3',
  'iso4',
  'iso5',
  'iso6',
  'mp41',
  'mp42',
  'mp71',
  'avc1',
  'dash',
  'mmp4',
  'M4V ',
  'M4VH',
  'M4VP',
  'MSNV',
  'NDAS',
  'f4v ',
]);
const MOV_ATOMS = new Set(['moov', 'mdat', 'wide', 'free', 'skip', 'pnot']);

function sniffIsoMedia(b: Buffer): DetectedType | null {
  if (b.length < 12) return null;
  const box = ascii(b, 4, 8);
  if (box === 'ftyp') {
    const brand = ascii(b, 8, 12);
    if (brand === 'qt  ') return T.mov;
    if (MP4_BRANDS.has(brand)) return T.mp4;
    return null;
  }
  // QuickTime files older than the ftyp box start straight with a movie atom.
  return MOV_ATOMS.has(box) ? T.mov : null;
}

function sniffZip(b: Buffer): DetectedType {
  // Office Open XML documents are zips; their part names sit uncompressed in the headers.
  const names = b.toString('latin1');
  if (names.includes('word/document')) return T.docx;
  if (names.includes('xl/workbook')) return T.xlsx;
  return T.zip;
}

function sniffOle(b: Buffer): DetectedType | null {
  // Legacy Office files are OLE compound files; the stream names are UTF-16LE.
  const text = b.toString('utf16le');
  if (text.includes('WordDocument')) return T.doc;
  if (text.includes('Workbook') || text.includes('Book')) return T.xls;
  return null;
}

function sniffText(b: Buffer, declaredName: string): DetectedType | null {
  if (b.includes(0)) return null;
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(b);
  } catch {
    return null;
  }
  // Text has no signature: the declared name only chooses between the two text kinds.
  return /\.csv$/i.test(declaredName) ? T.csv : T.txt;
}

/**
 * Recognises the file types uploads may hold from their leading bytes (magic numbers). The
 * declared name and mimetype are never trusted for what a file is; the answer decides the
 * stored extension and the content type it is served with.
 */
export function detectType(b: Buffer, declaredName = ''): DetectedType | null {
  if (startsWith(b, [0xff, 0xd8, 0xff])) return T.jpeg;
  if (startsWith(b, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return T.png;
  if (ascii(b, 0, 6) === 'GIF87a' || ascii(b, 0, 6) === 'GIF89a') return T.gif;
  if (ascii(b, 0, 4) === 'RIFF' && ascii(b, 8, 12) === 'WEBP') return T.webp;
  if (startsWith(b, [0x1a, 0x45, 0xdf, 0xa3])) {
    // EBML: WebM and Matroska share the header; only the DocType tells them apart.
    return ascii(b, 0, 64).includes('webm') ? T.webm : null;
  }
  const iso = sniffIsoMedia(b);
  if (iso) return iso;
  if (ascii(b, 0, 5) === '%PDF-') return T.pdf;
  if (startsWith(b, [0x50, 0x4b, 0x03, 0x04]) || startsWith(b, [0x50, 0x4b, 0x05, 0x06])) return sniffZip(b);
  if (startsWith(b, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])) return sniffOle(b);
  return sniffText(b, declaredName);
}

/** Declared mimetypes that say nothing: browsers send them for types they do not know. */
const GENERIC_MIMES = new Set(['', 'application/octet-stream', 'binary/octet-stream', 'application/x-unknown']);

/** The declared mimetype in canonical form (parameters and case dropped, the other spellings of
 * the contract's `FileTypes` resolved);
 * `null` when it is one of the generic ones that tell nothing. */
export function declaredMime(mimetype: string | undefined): string | null {
  const m = (mimetype ?? '').split(';')[0]!.trim().toLowerCase();
  if (GENERIC_MIMES.has(m)) return null;
  return fileTypeOf(m)?.mime ?? m;
}

/**
 * Checks an upload against a list of allowed content types: the bytes must be one of them, and
 * the declared mimetype must be one of them too unless it is generic. Windows declares CSV as
 * an Excel type, so a detected CSV also passes under any declared spreadsheet type.
 */
export function acceptedType(
  file: { data: Buffer; filename: string; mimetype: string },
  allowed: readonly string[],
): DetectedType | null {
  const detected = detectType(file.data, file.filename);
  if (!detected || !allowed.includes(detected.mime)) return null;
  const declared = declaredMime(file.mimetype);
  if (declared === null || declared === detected.mime) return detected;
  if (detected.mime === 'text/csv' && declared === 'application/vnd.ms-excel') return detected;
  // A plain text file named .csv may be declared text/plain and the other way round.
  if (detected.mime.startsWith('text/') && declared.startsWith('text/')) return detected;
  // Office files are often declared with the other generation's type.
  const office = (m: string) =>
    m === 'application/msword' || m === 'application/vnd.ms-excel' || m.includes('officedocument');
  if (office(detected.mime) && office(declared) && allowed.includes(declared)) return detected;
  return allowed.includes(declared) && declared.split('/')[0] === detected.mime.split('/')[0] ? detected : null;
}

/** The type of an upload that must be one of `types` and at most `maxBytes` long; Code 2 on its
 * part otherwise, naming the types allowed ("upload JPEG, PNG only") or the size. */
export function uploadType(file: UploadedFile, types: readonly string[], maxBytes: number): DetectedType {
  const type = acceptedType(file, types);
  if (!type) throw invalid(file.field, 'upload.fileType', { types: fileTypeNames(types) });
  if (file.data.length > maxBytes)
    throw invalid(file.field, 'validation.fileTooLarge', { max: formatFileSize(maxBytes) });
  return type;
}

export interface WrittenFile {
  /** Path below `DATA_DIR/uploads`, also the `stored_name` of the row. */
  storedName: string;
  /** Public address: `/uploads/<yyyy>/<mm>/<name>`. */
  address: string;
  absPath: string;
  mime: string;
  size: number;
}

const uploadsRoot = (config: Pick<Config, 'dataDir'>) => path.join(config.dataDir, 'uploads');

/** Writes bytes to `DATA_DIR/uploads/<yyyy>/<mm>/<random>.<ext>` (UTC month). Random names, so
 * two instances sharing the folder never collide and names reveal nothing; `wx` refuses to
 * overwrite in the unlikely event they do. */
export async function writeBytes(
  config: Pick<Config, 'dataDir'>,
  data: Buffer,
  type: DetectedType,
  now = new Date(),
): Promise<WrittenFile> {
  const yyyy = String(now.getUTCFullYear());
  const mm = String(now.getUTCMonth() + 1).padStart(2, '0');
  const dir = path.join(uploadsRoot(config), yyyy, mm);
  await fs.mkdir(dir, { recursive: true });
  const name = `${crypto.randomBytes(16).toString('hex')}.${type.ext}`;
  const absPath = path.join(dir, name);
  await fs.writeFile(absPath, data, { flag: 'wx' });
  const storedName = `${yyyy}/${mm}/${name}`;
  return { storedName, address: `${UPLOADS_PREFIX}${storedName}`, absPath, mime: type.mime, size: data.length };
}

/** Removes files written for a request that then failed; a file already gone is fine. */
export async function removeWritten(files: WrittenFile[]): Promise<void> {
  await Promise.all(files.map((f) => fs.rm(f.absPath, { force: true })));
}

/** Records a written file in `uploaded_files`; pass the transaction the rows that refer to it
 * are written in. */
export async function recordFile(
  db: Queryable,
  file: WrittenFile,
  meta: { originalName: string; classify: string; uploaderId: number | null },
): Promise<void> {
  await db.insert(uploadedFiles).values({
    storedName: file.storedName,
    originalName: meta.originalName.slice(0, 255),
    mimeType: file.mime,
    size: file.size,
    classify: meta.classify,
    uploaderId: meta.uploaderId,
  });
}

/** Writes the bytes and records them; the file is removed again if the row cannot be written.
 * Answers the public address. */
export async function storeFile(
  deps: { config: Pick<Config, 'dataDir'>; db: Queryable },
  data: Buffer,
  type: DetectedType,
  meta: { originalName: string; classify: string; uploaderId: number | null },
): Promise<WrittenFile> {
  const written = await writeBytes(deps.config, data, type);
  try {
    await recordFile(deps.db, written, meta);
  } catch (e) {
    await removeWritten([written]);
    throw e;
  }
  return written;
}
