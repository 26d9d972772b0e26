import { create } from 'zustand';

/** A visited screen in the tags strip. `name` is the route's screen key, used for shortcuts. */
export interface VisitedView {
  /** pathname + search: a tag is one URL. */
  fullPath: string;
  path: string;
  name: string;
  /** i18n key of the title, `ns:key`. */
  title: string;
  /** Affixed tags (the dashboard) cannot be closed. */
  affix?: boolean;
}

interface TagsState {
  views: VisitedView[];
  add(v: VisitedView): void;
  /** Answers the views left, so the caller can move to a neighbour. */
  close(path: string): VisitedView[];
  closeOthers(path: string): void;
  closeAll(): void;
}

export const useTagsStore = create<TagsState>((set, get) => ({
  views: [],
  add(v) {
    set((s) => {
      const i = s.views.findIndex((x) => x.path === v.path);
      if (i < 0) return { views: v.affix ? [v, ...s.views] : [...s.views, v] };
      // Same screen, maybe other query: keep its place, follow the URL.
      const old = s.views[i]!;
      if (old.fullPath === v.fullPath && old.title === v.title) return s;
      const views = s.views.slice();
      views[i] = { ...views[i]!, fullPath: v.fullPath, title: v.title };
      return { views };
    });
  },
  close(path) {
    set((s) => ({ views: s.views.filter((v) => v.path !== path || v.affix) }));
    return get().views;
  },
  closeOthers(path) {
    set((s) => ({ views: s.views.filter((v) => v.affix || v.path === path) }));
  },
  closeAll() {
    set((s) => ({ views: s.views.filter((v) => v.affix) }));
  },
}));
