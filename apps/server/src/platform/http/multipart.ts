import { formatFileSize } from '@wms/contract';
import type { FastifyRequest } from 'fastify';
import { AppError, invalid } from '../errors.js';
import type { UploadedFile } from '../route.js';

// multipart/form-data bodies: fields for the schema, files beside them.

/** A text field's largest size where the call says nothing (busboy's own default). */
const FIELD_BYTES = 1024 * 1024;

export async function readMultipart(
  req: FastifyRequest,
  limits: { maxFileBytes: number; maxFiles: number; maxFieldBytes?: number },
): Promise<{ fields: Record<string, unknown>; files: UploadedFile[] }> {
  const fields: Record<string, unknown> = {};
  const files: UploadedFile[] = [];
  if (!req.isMultipart()) throw invalid('body', 'validation.multipartRequired');
  try {
    const fieldSize = limits.maxFieldBytes ?? FIELD_BYTES;
    for await (const part of req.parts({
      limits: { fileSize: limits.maxFileBytes, files: limits.maxFiles, fieldSize },
    })) {
      if (part.type === 'file') {
        const data = await part.toBuffer();
        if (part.file.truncated)
          throw invalid(part.fieldname, 'validation.fileTooLarge', { max: formatFileSize(limits.maxFileBytes) });
        files.push({ field: part.fieldname, filename: part.filename, mimetype: part.mimetype, data });
      } else {
        // A longer field arrives cut at the limit: refused, never read as if it were whole.
        if (part.valueTruncated)
          throw invalid(part.fieldname, 'validation.fieldTooLarge', { max: formatFileSize(fieldSize) });
        fields[part.fieldname] = part.value;
      }
    }
  } catch (err) {
    // busboy's parse errors ("Boundary not found", "Malformed part header") are plain Errors
    // about the caller's form: Code 2, not 500 (found by the fuzz suite). Coded errors (the
    // plugin's limits, a dropped connection) and our own refusals keep their handling.
    if (err instanceof AppError || (err as { code?: unknown }).code !== undefined) throw err;
    throw invalid('body', 'validation.malformedForm');
  }
  return { fields, files };
}

/** The part names the file of a one-file form may come in: the API's `FileStream`, and `file` as
 * common uploaders send it. */
export const FILE_FIELDS: readonly string[] = ['FileStream', 'file'];

/**
 * The one file of a one-file form (an upload, an import): a file in a part that takes none, or a
 * second file, is Code 2 naming its part; no file is Code 2 on `FileStream` (required) unless
 * `optional` (an import that also takes its lines as text). Empty parts count as none.
 */
export function singleFile(files: UploadedFile[]): UploadedFile;
export function singleFile(files: UploadedFile[], o: { optional: true }): UploadedFile | undefined;
export function singleFile(files: UploadedFile[], o?: { optional: true }): UploadedFile | undefined {
  const stray = files.find((f) => !FILE_FIELDS.includes(f.field));
  if (stray) throw invalid(stray.field, 'upload.unexpectedFile');
  const chosen = files.filter((f) => f.data.length > 0);
  if (chosen.length > 1) throw invalid(chosen[1]!.field, 'upload.tooManyFiles');
  if (!chosen.length && !o?.optional) throw invalid(FILE_FIELDS[0]!, 'validation.required');
  return chosen[0];
}
