import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { io, type Socket } from 'socket.io-client';
import { type Agent, startAgent } from '../src/agent.js';
import { loadConfig } from '../src/config.js';

/** The agent in simulate mode on a free loopback port, for one console origin, printing into a
 * fresh folder. */
export async function simulatedAgent(origin: string, extra: string[] = []): Promise<Agent & { printDir: string }> {
  const printDir = fs.mkdtempSync(path.join(os.tmpdir(), 'wms-prints-'));
  const cfg = loadConfig(
    ['--simulate', '--port', '0', '--origin', origin, '--print-dir', printDir, '--preview-ms', '50', ...extra],
    {},
  );
  return Object.assign(await startAgent(cfg), { printDir });
}

/** A console's connection: what a browser on `origin` would open. */
export function connect(url: string, origin: string): Promise<Socket> {
  const s = io(url.replace(/^ws/, 'http'), {
    transports: ['websocket'],
    reconnection: false,
    extraHeaders: { origin },
    timeout: 3000,
  });
  return new Promise((resolve, reject) => {
    s.once('connect', () => resolve(s));
    s.once('connect_error', (e) => {
      s.close();
      reject(e);
    });
  });
}

/** The next `event` the socket receives (rejects after `ms`). */
export function next<T = unknown>(s: Socket, event: string, ms = 3000): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      s.off(event, on);
      reject(new Error(`no ${event} within ${ms} ms`));
    }, ms);
    const on = (v: T) => {
      clearTimeout(timer);
      resolve(v);
    };
    s.once(event, on);
  });
}

/** Everything `event` brings during `ms`. */
export async function collect<T = unknown>(s: Socket, event: string, ms: number): Promise<T[]> {
  const got: T[] = [];
  const on = (v: T) => got.push(v);
  s.on(event, on);
  await new Promise((r) => setTimeout(r, ms));
  s.off(event, on);
  return got;
}

/** The files the virtual printer wrote, oldest first. */
export const printed = (dir: string) =>
  fs
    .readdirSync(dir)
    .filter((f) => !f.endsWith('.part'))
    .sort();
