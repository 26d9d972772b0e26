import { Segmented } from 'antd';
import { type ReactNode, useState } from 'react';
import { useSearchParams } from 'react-router';
import { tabStorage } from '../../../stores/storage';

export interface View<V extends string> {
  value: V;
  label: ReactNode;
  /** Offered only when true (the user may list it). */
  allowed?: boolean;
}

/**
 * A screen of two lists, one shown at a time. The list shown keeps its filters, page and sort in
 * the URL (one list per screen may: docs/architecture.md, "Lists users can steer"), so the view
 * itself is kept in the browser's session instead: a refresh reopens the same list with the
 * same filters. Changing views starts the new list afresh (`sameFilters` keeps them, for two
 * views of one list call).
 */
export function useViews<V extends string>(screen: string, views: View<V>[], opts: { sameFilters?: boolean } = {}) {
  const key = `view:${screen}`;
  const [, setParams] = useSearchParams();
  const offered = views.filter((v) => v.allowed ?? true);
  const [chosen, setChosen] = useState<string | null>(() => tabStorage.get(key));
  const view = offered.find((v) => v.value === chosen)?.value ?? offered[0]?.value;
  const change = (next: V) => {
    if (next === view) return;
    tabStorage.set(key, next);
    setChosen(next);
    if (!opts.sameFilters) setParams(new URLSearchParams());
  };
  const switcher =
    offered.length > 1 ? (
      <Segmented<V>
        data-testid="view-switch"
        value={view}
        onChange={change}
        options={offered.map((v) => ({
          value: v.value,
          label: <span data-testid={`view-${v.value}`}>{v.label}</span>,
        }))}
        style={{ marginBottom: 12 }}
      />
    ) : null;
  return { view, switcher };
}
