import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { setApiBase } from '../src/api/request';
import { setNavigate } from '../src/session/navigation';
import { ensureSession } from '../src/session/session';
import { configureRequestLayer } from '../src/session/startup';
import { useSessionStore } from '../src/stores/session';
import { StorageKeys, storage } from '../src/stores/storage';
import { setupDom } from './dom';
import { fail, fakeServer } from './fake-server';

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
    fakeServer(
      {},
      {
        otherwise: () => {
          throw new DOMException('The user aborted a request.', 'AbortError');
        },
      },
    );
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
      const server = fakeServer(
        { 'Account/RefreshToken': refreshAnswer },
        { otherwise: json(401, { Code: 5, Message: 'expired', Data: null }) },
      );
      await expect(ensureSession()).rejects.toMatchObject({ code: -1 });
      expect(stored()).toEqual(['access-1', 'refresh-1']);
      expect(navigations).toEqual([]);
      expect(server.to('Account/RefreshToken')).toHaveLength(1);
    }
  });

  it('ends the session when the server refuses it: a 401 Code 1, or a refused refresh', async () => {
    fakeServer({}, { otherwise: fail(1, 'signed out') });
    await expect(ensureSession()).rejects.toMatchObject({ code: 1 });
    expect(stored()).toEqual([null, null]);
    expect(navigations[0]).toMatch(/^\/index/);

    useSessionStore.getState().setTokens({ AccessToken: 'access-2', RefreshToken: 'refresh-2' });
    fakeServer({ 'Account/RefreshToken': fail(1, 'revoked') }, { otherwise: fail(5, 'expired') });
    await expect(ensureSession()).rejects.toMatchObject({ code: 1 });
    expect(stored()).toEqual([null, null]);
  });
});
