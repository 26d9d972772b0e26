import crypto from 'node:crypto';
import { type Lang, parseLang } from '@wms/contract';
import type { FastifyRequest } from 'fastify';

// The language of a request and its id.

export const API_BASE = '/openapi';

export function langOf(req: FastifyRequest): Lang {
  return parseLang(req.headers.acceptlanguage ?? req.headers['accept-language']?.split(',')[0]);
}

export const newRequestId = () => crypto.randomUUID().slice(0, 13);
