import { arrayMove } from '@dnd-kit/sortable';

export interface QueueImage {
  url: string;
  displayImage?: boolean;
}

/** Sortable ids: the address, numbered when the same address comes twice. */
export function itemIds(list: readonly QueueImage[]): string[] {
  const seen = new Map<string, number>();
  return list.map((x) => {
    const n = seen.get(x.url) ?? 0;
    seen.set(x.url, n + 1);
    return n ? `${x.url}#${n}` : x.url;
  });
}

/** The list after the item `from` was dropped onto the place of `to` (sortable ids). */
export function moveItem<T extends QueueImage>(list: readonly T[], from: string, to: string): T[] {
  const ids = itemIds(list);
  const a = ids.indexOf(from);
  const b = ids.indexOf(to);
  return a < 0 || b < 0 || a === b ? [...list] : arrayMove([...list], a, b);
}

export const displayCount = (list: readonly QueueImage[]) => list.filter((x) => x.displayImage).length;

/**
 * Ticks or unticks one image's display box. Ticking beyond `max` takes the tick back off the
 * image just ticked and reports `overflow`, so the caller can warn.
 */
export function toggleDisplay<T extends QueueImage>(
  list: readonly T[],
  index: number,
  checked: boolean,
  max?: number,
): { list: T[]; overflow: boolean } {
  const next = list.map((x, i) => (i === index ? { ...x, displayImage: checked } : x));
  if (checked && max !== undefined && displayCount(next) > max) {
    next[index] = { ...next[index]!, displayImage: false };
    return { list: next, overflow: true };
  }
  return { list: next, overflow: false };
}

/** Whether an image's display box can be changed: at the maximum the unticked ones cannot be
 * ticked, at the minimum the ticked ones cannot be unticked. */
export function displayBoxDisabled(list: readonly QueueImage[], index: number, min?: number, max?: number): boolean {
  const n = displayCount(list);
  const ticked = !!list[index]?.displayImage;
  return (!ticked && max !== undefined && n >= max) || (ticked && min !== undefined && n <= min);
}
