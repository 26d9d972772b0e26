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
