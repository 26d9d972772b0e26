import { describe, expect, it, vi } from 'vitest';
import { getApiBase, setApiBase } from '../src/api/request';
import { checkVersion, mobileRedirectUrl, startApiBase } from '../src/session/startup';
import { StorageKeys, storage } from '../src/stores/storage';
import { fakeServer } from './fake-server';

const phone = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148';
const desktop = 'Mozilla/5.0 (X11; Linux x86_64) Chrome/130.0';

describe('mobile redirect', () => {
  it('sends phones to the mobile app keeping register, referrer and the preview id', () => {
    expect(
      mobileRedirectUrl(
        'https://m.example.com/',
        { pathname: '/index', search: '?activeIndex=register&referrer=C100003&x=1' },
        phone,
      ),
    ).toBe('https://m.example.com/?referrer=C100003&activeIndex=register');
    expect(
      mobileRedirectUrl(
        'https://m.example.com/',
        { pathname: '/PreviewPromotionActivitiesIndex', search: '?id=7' },
        phone,
      ),
    ).toBe('https://m.example.com/?id=7');
    expect(mobileRedirectUrl('https://m.example.com/', { pathname: '/index', search: '?register=1' }, phone)).toBe(
      'https://m.example.com/?register=1',
    );
  });
  it('leaves desktops alone, and everyone when no address is configured', () => {
    expect(mobileRedirectUrl('https://m.example.com/', { pathname: '/index', search: '' }, desktop)).toBeNull();
    expect(mobileRedirectUrl('', { pathname: '/index', search: '' }, phone)).toBeNull();
  });
});

describe('version check', () => {
  it('stores the first version, reloads when a different one is served', async () => {
    let version = '1.0.0';
    fakeServer({
      // A file beside the API, not an envelope.
      'version.json': () =>
        new Response(JSON.stringify({ version }), { status: 200, headers: { 'content-type': 'application/json' } }),
    });
    storage.set(StorageKeys.version, null);
    const reload = vi.fn();
    await checkVersion(reload);
    expect(storage.get(StorageKeys.version)).toBe('1.0.0');
    await checkVersion(reload);
    expect(reload).not.toHaveBeenCalled();
    version = '1.0.1';
    await checkVersion(reload);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(storage.get(StorageKeys.version)).toBe('1.0.1');
  });
});

describe('API address', () => {
  it('uses the address the lookup answered last time at once, and keeps the new answer for next time', async () => {
    let answer = 'https://api.example.com/openapi';
    fakeServer({ 'ControlCentre/GetSiteApiUrlByHost': () => answer });
    // First visit: nothing known, the lookup decides.
    storage.set(StorageKeys.apiBase, null);
    setApiBase('');
    startApiBase();
    await vi.waitFor(() => expect(getApiBase()).toBe('https://api.example.com/openapi'));
    expect(storage.get(StorageKeys.apiBase)).toBe('https://api.example.com/openapi');

    // The next page load: the last answer at once (no round trip first), the new one after.
    setApiBase('');
    answer = 'https://api2.example.com/openapi';
    startApiBase();
    expect(getApiBase()).toBe('https://api.example.com/openapi');
    await vi.waitFor(() => expect(getApiBase()).toBe('https://api2.example.com/openapi'));
    expect(storage.get(StorageKeys.apiBase)).toBe('https://api2.example.com/openapi');
  });
});
