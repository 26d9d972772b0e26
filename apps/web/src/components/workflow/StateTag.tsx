import type { Workflow } from '@wms/contract';
import { Tag } from 'antd';
import { useLang } from '../../i18n/useLang';
import { stateOf } from './state';

/** A record's state as a tag: the name and colour its workflow declares. */
export function StateTag({ workflow, value }: { workflow: Workflow; value: number }) {
  const lang = useLang();
  const s = stateOf(workflow, value, lang);
  return (
    <Tag color={s.colour} data-testid="state-tag" data-state={value}>
      {s.name}
    </Tag>
  );
}
