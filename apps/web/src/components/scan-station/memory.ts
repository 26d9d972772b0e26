import { tabStorage } from '../../stores/storage';
import type { FeedEntry, StationMemory } from './machine';

/**
 * What a station had on screen (its feed and last answer), kept per screen for the browser tab's
 * session: a clerk who looks at another screen and comes back finds the scans they made, and the
 * unknown item's number they were about to write. Signing out forgets every station's
 * (`forgetStations`, from the shell), so the next user of the tab starts with none.
 */
const PREFIX = 'wms.station:';

const isEntry = (e: unknown): e is FeedEntry =>
  !!e &&
  typeof e === 'object' &&
  typeof (e as FeedEntry).id === 'number' &&
  typeof (e as FeedEntry).at === 'number' &&
  typeof (e as FeedEntry).scan === 'string' &&
  typeof (e as FeedEntry).message === 'string';

/** The station's memory, or none (a first visit, storage refused, a value of another version). */
export function recallStation(key: string): StationMemory | null {
  const raw = tabStorage.get(PREFIX + key);
  if (!raw) return null;
  try {
    const v = JSON.parse(raw) as { feed?: unknown; last?: unknown };
    const feed = Array.isArray(v.feed) ? v.feed.filter(isEntry) : [];
    return { feed, last: isEntry(v.last) ? v.last : null };
  } catch {
    return null;
  }
}

export function keepStation(key: string, memory: StationMemory): void {
  // A full or refused storage: the feed lives on while the screen is open.
  tabStorage.setJson(PREFIX + key, { feed: memory.feed, last: memory.last });
}

/** Forgets every station's memory (signing out). */
export function forgetStations(): void {
  for (const key of tabStorage.keys(PREFIX)) tabStorage.set(key, null);
}
