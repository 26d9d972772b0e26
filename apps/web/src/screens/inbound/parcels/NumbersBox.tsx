import { numberList, ruleMessage } from '@wms/contract';
import { Input, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useFieldLabel } from '../../../i18n/useFieldLabel';
import { useLang } from '../../../i18n/useLang';

/**
 * Package or tracking numbers typed or pasted into one box, separated by commas, spaces or new
 * lines (the contract's `numberList` splits them as the server does). Under it, how many there
 * are of the most the call takes; over that, the rule the server would answer, in its words, so
 * nobody sends a search only to have it refused.
 */
export function NumbersBox({
  value,
  onChange,
  max,
  id,
  rows = 3,
  placeholder,
  testId,
}: {
  value?: string;
  onChange?: (v: string) => void;
  max: number;
  id?: string;
  rows?: number;
  placeholder?: string;
  testId?: string;
}) {
  const { t } = useTranslation('inbound');
  const lang = useLang();
  const label = useFieldLabel();
  const count = numberList(value ?? '').length;
  const over = count > max;
  return (
    <div>
      <Input.TextArea
        id={id}
        value={value}
        onChange={(e) => onChange?.(e.target.value)}
        autoSize={{ minRows: 1, maxRows: rows }}
        placeholder={placeholder ?? t('numbersHint')}
        status={over ? 'error' : undefined}
        data-testid={testId}
        allowClear
      />
      <Typography.Text
        type={over ? 'danger' : 'secondary'}
        style={{ fontSize: 12 }}
        role={over ? 'alert' : undefined}
        data-testid={testId ? `${testId}-count` : undefined}
      >
        {over
          ? ruleMessage(lang, 'inbound.tooManyNumbers', { max }, label('Numbers'))
          : t('numbersCount', { count, max })}
      </Typography.Text>
    </div>
  );
}
