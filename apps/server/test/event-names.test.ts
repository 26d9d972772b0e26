import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type Lang, workflows } from '@wms/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventTypeName, eventTypeNames, OTHER_EVENT_TYPES } from '../src/modules/system/business-events/names.js';
import { consumerNames, consumerTitle, emitEvent } from '../src/platform/events.js';
import { startTestServer, type TestServer } from './helpers/server.js';

// The Business events screen shows names, not ids (`Package.shelve`, `owner-notices`), in the
// reader's language: an event type is named by its workflow (`<record> · <move label>`) or in the
// list of the others (modules/system/business-events/names.ts), a consumer by its declared title.

const LANGS: Lang[] = ['zh-cn', 'zh-tw', 'en-us'];
let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
});
afterAll(async () => {
  await s.close();
});

/** Every file under `dir` ending in `.ts`. */
const sources = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? sources(join(dir, e.name)) : e.name.endsWith('.ts') ? [join(dir, e.name)] : [],
  );

describe('names of business events', () => {
  it('names every move of every workflow, and every event written by hand, in the three languages', () => {
    const names = eventTypeNames();
    for (const w of workflows)
      for (const move of Object.keys(w.moves)) {
        const name = names.get(`${w.entity}.${move}`);
        for (const l of LANGS) expect(name?.[l], `${w.entity}.${move} ${l}`).toMatch(/\S · \S/);
      }
    expect(eventTypeName('Package.shelve', 'zh-cn')).toBe('包裹 · 上架');
    expect(eventTypeName('Package.shelve', 'zh-tw')).toBe('包裹 · 上架');
    expect(eventTypeName('Package.shelve', 'en-us')).toMatch(/^Parcel · /);
    // Each type the server writes with `emitEvent` is named: a new one without a name fails here.
    const root = join(import.meta.dirname, '../src');
    const written = new Set<string>();
    for (const file of sources(root)) {
      const text = readFileSync(file, 'utf8');
      for (const m of text.matchAll(/emitEvent\(tx, \{[\s\S]{0,200}?type:([^\n]+)/g))
        for (const t of m[1]!.matchAll(/'([A-Za-z]+\.[A-Za-z]+)'/g)) written.add(t[1]!);
    }
    expect(written.size).toBeGreaterThanOrEqual(Object.keys(OTHER_EVENT_TYPES).length);
    for (const type of written) expect(names.has(type), type).toBe(true);
  });

  it('names every consumer declared in the three languages', () => {
    expect(consumerNames()).toEqual(expect.arrayContaining(['owner-notices', 'bills.inbound']));
    for (const c of consumerNames())
      for (const l of LANGS) expect(consumerTitle(c)?.[l]?.trim(), `${c} ${l}`).toBeTruthy();
  });

  it('lists deliveries with the names in the caller’s language, and finds them by those names', async () => {
    const id = await s.deps.db.transaction((tx) =>
      emitEvent(tx, { type: 'Package.sign', entity: 'Package', recordId: 990001, payload: { Name: 'EVN-NAMES-1' } }),
    );
    const token = (await s.signIn('admin')).AccessToken;
    const list = async (lang: Lang, filter: Record<string, unknown>) => {
      const r = await s.call('BusinessEvents/GetEventDeliveries', { index: 1, rows: 50, ...filter }, { token, lang });
      expect(r.Code, r.Message).toBe(0);
      return (r.Data as { EventId: number; [k: string]: unknown }[]).filter((d) => d.EventId === id);
    };
    const tw = await list('zh-tw', { Content: 'EVN-NAMES-1' });
    expect(tw).toContainEqual(
      expect.objectContaining({
        Type: 'Package.sign',
        TypeName: '包裹 · 簽收',
        Consumer: 'owner-notices',
        ConsumerName: '通知記錄所屬客戶',
      }),
    );
    const en = await list('en-us', { Content: 'EVN-NAMES-1' });
    expect(en).toContainEqual(expect.objectContaining({ TypeName: 'Parcel · Sign in', ConsumerName: 'Owner notices' }));
    // By the names the screen shows, and by the ids.
    expect(await list('zh-tw', { Content: '包裹 · 簽收' })).not.toHaveLength(0);
    expect(await list('zh-tw', { Content: 'Package.sign', Consumer: '所屬客戶' })).toHaveLength(1);
    expect(await list('en-us', { Content: 'EVN-NAMES-1', Consumer: 'owner-notices' })).toHaveLength(1);
  });
});
