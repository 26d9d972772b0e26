import type { StateCount, Workflow } from '@wms/contract';
import { Badge, Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLang } from '../../i18n/useLang';
import { stateOf } from './state';

/**
 * A list's header of state tabs: All, then each state of the workflow with how many records the
 * list's other filters find in it (the list answers `Counts`). Choosing a tab filters the list
 * by that state; All clears it.
 */
export function StatusTabs({
  workflow,
  counts,
  value,
  onChange,
}: {
  workflow: Workflow;
  counts: StateCount[] | undefined;
  value: number | undefined;
  onChange(state: number | undefined): void;
}) {
  const lang = useLang();
  const { t } = useTranslation('table');
  const all = counts?.reduce((n, c) => n + c.Count, 0);
  const count = (n: number | undefined) =>
    n === undefined ? null : (
      <Badge count={n} showZero overflowCount={99999} color="#bfbfbf" style={{ marginLeft: 6 }} />
    );
  const items = [
    {
      key: 'all',
      label: (
        <span data-testid="state-tab-all">
          {t('allStates')}
          {count(all)}
        </span>
      ),
    },
    ...Object.values(workflow.states).map((s) => ({
      key: String(s.value),
      label: (
        <span data-testid={`state-tab-${s.value}`}>
          {stateOf(workflow, s.value, lang).name}
          {count(counts?.find((c) => c.State === s.value)?.Count)}
        </span>
      ),
    })),
  ];
  return (
    <Tabs
      size="small"
      activeKey={value === undefined ? 'all' : String(value)}
      onChange={(k) => onChange(k === 'all' ? undefined : Number(k))}
      items={items}
      data-testid="state-tabs"
      style={{ marginBottom: 0 }}
    />
  );
}
