import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { API_BASE } from './lang.js';

// Headers that keep the console and what it serves from being turned against its users
// (docs/architecture.md, "Security"): nobody frames the console, no browser guesses a type, no
// address leaks to another site, and the console's page runs only its own scripts.

/** Hashes of the inline scripts of the built console's index.html (the build writes one that
 * preloads the sign-in chunks), so the policy allows exactly those and no other inline script. */
export function inlineScriptHashes(webDist: string | undefined): string[] {
  if (!webDist) return [];
  let html: string;
  try {
    html = fs.readFileSync(path.join(webDist, 'index.html'), 'utf8');
  } catch {
    return [];
  }
  const hashes: string[] = [];
  for (const m of html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)) {
    hashes.push(`'sha256-${crypto.createHash('sha256').update(m[1]!).digest('base64')}'`);
  }
  return hashes;
}

/**
 * The console page's policy. Styles may be inline (antd writes its styles at run time); scripts
 * come from the console's own origin or are the build's inline ones, by hash. Pictures may be
 * data: (the slide puzzle), blob: (a picture chosen before upload) or https: (a site logo given
 * by address). Connections: the API and its push socket (same origin) and the device hub's
 * websocket, whose address each station sets (docs/domain.md, "Devices").
 */
export function consolePolicy(scriptHashes: string[]): string {
  return [
    "default-src 'self'",
    `script-src 'self' ${scriptHashes.join(' ')}`.trim(),
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https:",
    "font-src 'self' data:",
    "media-src 'self' data: blob:",
    "connect-src 'self' ws: wss:",
    "worker-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'self'",
  ].join('; ');
}

/** Uploaded files are served as data, never as a page: even bytes a browser might render as a
 * document run no script and reach nothing (the sandbox gives them an origin of their own). */
export const UPLOAD_POLICY = "default-src 'none'; img-src 'self' data:; style-src 'unsafe-inline'; sandbox";

/** Types shown in the browser; any other upload is a download. */
const INLINE_UPLOADS = /\.(png|jpe?g|gif|webp|pdf)$/i;

/** How an uploaded file is handed over: images and PDFs shown, anything else downloaded. */
export const uploadDisposition = (file: string) => (INLINE_UPLOADS.test(file) ? 'inline' : 'attachment');

/** Sets the headers on every answer; `webDist` is the built console whose inline scripts the
 * page's policy allows. */
export function installSecurityHeaders(app: FastifyInstance, webDist: string | undefined): void {
  const policy = consolePolicy(inlineScriptHashes(webDist));
  const docs = `${API_BASE}/docs`;
  app.addHook('onSend', (req, reply, payload, done) => {
    reply.header('x-content-type-options', 'nosniff');
    reply.header('referrer-policy', 'same-origin');
    reply.header('x-frame-options', 'SAMEORIGIN');
    if (req.url.startsWith('/uploads/')) {
      reply.header('content-security-policy', UPLOAD_POLICY);
    } else if (!req.url.startsWith(docs) && String(reply.getHeader('content-type') ?? '').startsWith('text/html')) {
      // Swagger UI (/openapi/docs) brings its own page and policy.
      reply.header('content-security-policy', policy);
    }
    done(null, payload);
  });
}
