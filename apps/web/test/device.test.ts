import { beforeEach, describe, expect, it } from 'vitest';
import { deviceNews } from '../src/device/local-service';

const HUB = 'ws://127.0.0.1:9000';

beforeEach(() => localStorage.clear());

describe('news of the station devices (issue 25, item 9)', () => {
  it('is told once per change of the scale, and a page load is no change', () => {
    // Missing on the first page: told.
    expect(deviceNews(HUB, 'Scale', false)).toBe(true);
    // Every later page (and every other console of the station) hears it again from the agent:
    // not news. What was heard is kept in the browser, not in the page.
    expect(deviceNews(HUB, 'Scale', false)).toBe(false);
    expect(JSON.parse(localStorage.getItem('devicesSeen')!)).toEqual({ [`${HUB} Scale`]: 'absent' });
    expect(deviceNews(HUB, 'Scale', false)).toBe(false);
    // Plugged in, then out: two changes, each told.
    expect(deviceNews(HUB, 'Scale', true)).toBe(true);
    expect(deviceNews(HUB, 'Scale', true)).toBe(false);
    expect(deviceNews(HUB, 'Scale', false)).toBe(true);
    expect(deviceNews(HUB, 'Scale', false)).toBe(false);
  });

  it('keeps each hub and each device apart', () => {
    expect(deviceNews(HUB, 'Scale', false)).toBe(true);
    expect(deviceNews('ws://127.0.0.1:9001', 'Scale', false)).toBe(true);
    expect(deviceNews(HUB, 'Camera', false)).toBe(true);
    expect(deviceNews(HUB, 'Scale', false)).toBe(false);
    expect(deviceNews(HUB, 'Camera', false)).toBe(false);
  });

  it('tells a device that went while it was there', () => {
    // Known to be there (as the agent says when a page connects): its going is news.
    expect(deviceNews(HUB, 'Camera', true)).toBe(true);
    expect(deviceNews(HUB, 'Camera', false)).toBe(true);
  });
});
