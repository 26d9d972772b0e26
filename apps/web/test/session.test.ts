import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureRequest, setApiBase } from '../src/api/request';
import { setNavigate } from '../src/session/navigation';
import { ensureSession } from '../src/session/session';
import { configureRequestLayer } from '../src/session/startup';
import { useSessionStore } from '../src/stores/session';
import { StorageKeys, storage } from '../src/stores/storage';
import { setupDom } from './dom';

// Whether the console's start keeps or ends a session (apps/web/src/session/session.ts): only the
// server's refusal ends it; a start whose calls a navigation cut short must leave the tokens for
// the page that opens next.

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

let navigations: string[];
beforeAll(() => setupDom());
beforeEach(() => {
  navigations = [];
  configureRequestLayer();
  setApiBase('/openapi');
  setNavigate((to) => navigations.push(to));
  useSessionStore.getState().clearUser();
  useSessionStore.getState().setTokens({ AccessToken: 'access-1', RefreshToken: 'refresh-1' });
});
afterEach(() => setNavigate(null));

const stored = () => [storage.get(StorageKeys.accessToken), storage.get(StorageKeys.refreshToken)];

describe("the console's start", () => {
  it('keeps the session when its calls are cut short (a navigation right after sign-in)', async () => {
    configureRequest({
      fetch: vi.fn(async () => {
        throw new DOMException('The user aborted a request.', 'AbortError');
      }),
    });
    await expect(ensureSession()).rejects.toMatchObject({ code: -1 });
    expect(stored()).toEqual(['access-1', 'refresh-1']);
    expect(useSessionStore.getState().accessToken).toBe('access-1');
    expect(navigations).toEqual([]);
  });

  it('keeps the session when the refresh of an expired token gets no answer, or a server error', async () => {
    for (const refreshAnswer of [
      () => Promise.reject(new TypeError('Failed to fetch')),
      () => Promise.resolve(json(502, { message: 'bad gateway' })),
      () => Promise.resolve(json(500, { Code: 9, Message: 'down', Data: null })),
    ]) {
      const fetch = vi.fn(async (url: string) =>
        url.endsWith('/Account/RefreshToken')
          ? refreshAnswer()
          : json(401, { Code: 5, Message: 'expired', Data: null }),
      );
      configureRequest({ fetch });
      await expect(ensureSession()).rejects.toMatchObject({ code: -1 });
      expect(stored()).toEqual(['access-1', 'refresh-1']);
      expect(navigations).toEqual([]);
      expect(fetch.mock.calls.filter(([u]) => String(u).endsWith('/RefreshToken'))).toHaveLength(1);
    }
  });

  it('ends the session when the server refuses it: a 401 Code 1, or a refused refresh', async () => {
    configureRequest({ fetch: vi.fn(async () => json(401, { Code: 1, Message: 'signed out', Data: null })) });
    await expect(ensureSession()).rejects.toMatchObject({ code: 1 });
    expect(stored()).toEqual([null, null]);
    expect(navigations[0]).toMatch(/^\/index/);

    useSessionStore.getState().setTokens({ AccessToken: 'access-2', RefreshToken: 'refresh-2' });
    configureRequest({
      fetch: vi.fn(async (url: string) =>
        url.endsWith('/Account/RefreshToken')
          ? json(401, { Code: 1, Message: 'revoked', Data: null })
          : json(401, { Code: 5, Message: 'expired', Data: null }),
      ),
    });
    await expect(ensureSession()).rejects.toMatchObject({ code: 1 });
    expect(stored()).toEqual([null, null]);
  });
});
