import { DownOutlined, SearchOutlined, UpOutlined } from '@ant-design/icons';
import { Button, Col, DatePicker, Form, Input, Row, Select, Space } from 'antd';
import dayjs from 'dayjs';
import { type ReactNode, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DATE_SHORTCUTS, DATE_TIME, dateRange } from '../../utils/format';
import { keepsNumberRule, NumberInput, useNumberRule } from '../form/number';
import type { SearchField } from '../table/columns';
import { SEARCH_DEBOUNCE_MS, searchBody, searchColumns, searchValues } from './layout';

/** Number search fields hold ids and counts: whole numbers, 0 or more. */
const SEARCH_NUMBER = { min: 0, max: 2_147_483_647 };

function useWindowWidth() {
  const [w, setW] = useState(() => window.innerWidth);
  useEffect(() => {
    const on = () => setW(window.innerWidth);
    window.addEventListener('resize', on);
    return () => window.removeEventListener('resize', on);
  }, []);
  return w;
}

/**
 * The query form above a table: fields on a 4 / 3 / 2 column grid, expand / collapse, Search and
 * Reset (which restores the initial values, then searches). `onSearch` gets the body filters:
 * the caller's list hook starts again at page 1.
 */
export function SearchPanel({
  name,
  fields,
  initialValues,
  values,
  onSearch,
  extra,
}: {
  name: string;
  fields: SearchField[];
  initialValues?: Record<string, unknown>;
  /** The filters the list is filtered by now (a body, as `onSearch` gave it): shown in the form
   * when they change from outside, such as a link or the browser's back button. */
  values?: Record<string, unknown>;
  onSearch(filters: Record<string, unknown>): void;
  extra?: ReactNode;
}) {
  const { t } = useTranslation(['table', 'common']);
  const [form] = Form.useForm();
  const numbers = useNumberRule();
  const cols = searchColumns(useWindowWidth());
  const [expanded, setExpanded] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const ranges = useMemo(
    () =>
      Object.fromEntries(
        fields
          .filter((f) => f.type === 'dateRange')
          .map((f) => [f.name, f.type === 'dateRange' && f.names ? f.names : ['StartDate', 'EndDate']]),
      ) as Record<string, [string, string]>,
    [fields],
  );
  const search = () => onSearch(searchBody(form.getFieldsValue(), ranges));
  const shownValues = values ? JSON.stringify(values) : '';
  // biome-ignore lint/correctness/useExhaustiveDependencies: follows the filters' content, not their identity
  useEffect(() => {
    if (!values) return;
    form.resetFields();
    form.setFieldsValue(searchValues(values, ranges, (iso) => dayjs(iso)));
  }, [shownValues]);
  const live = () => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      // A value the rule refuses (a user id typed as 'abc') shows the rule instead of a search.
      const numbers = fields.filter((f) => f.type === 'number').map((f) => f.name);
      if (numbers.every((n) => keepsNumberRule(form.getFieldValue(n), SEARCH_NUMBER))) search();
      else void form.validateFields(numbers).catch(() => undefined);
    }, SEARCH_DEBOUNCE_MS);
  };
  const presets = DATE_SHORTCUTS.map((s) => ({ label: t(`common:${s}`), value: dateRange(s) }));
  // Collapsed, one row: the fields that fit beside the buttons.
  const shown = expanded ? fields : fields.slice(0, cols - 1);
  // Only a live field gets its own onChange: an explicit undefined would replace the one the
  // Form.Item injects, and the form would never see the value.
  const onType = (f: { live?: boolean }) => (f.live ? { onChange: live } : {});
  const control = (f: SearchField) => {
    switch (f.type) {
      case 'text':
        return <Input allowClear placeholder={f.placeholder ?? t('pleaseEnter', { label: f.label })} {...onType(f)} />;
      case 'number':
        return <NumberInput placeholder={f.placeholder ?? t('pleaseEnter', { label: f.label })} {...onType(f)} />;
      case 'select':
        return (
          <Select
            allowClear
            mode={f.multiple ? 'multiple' : undefined}
            options={f.options as never}
            placeholder={t('pleaseSelect', { label: f.label })}
          />
        );
      case 'dateRange':
        return (
          <DatePicker.RangePicker
            showTime={{ defaultOpenValue: [dayjs().startOf('day'), dayjs().endOf('day')] as never }}
            format={DATE_TIME}
            presets={presets}
            style={{ width: '100%' }}
          />
        );
      case 'custom':
        return f.render();
    }
  };
  return (
    <Form
      form={form}
      name={name}
      initialValues={initialValues}
      onFinish={search}
      layout="horizontal"
      style={{ marginBottom: 16 }}
      data-testid={`search-${name}`}
    >
      <Row gutter={16}>
        {shown.map((f) => (
          <Col key={f.name} span={24 / cols}>
            <Form.Item
              name={f.name}
              label={f.label}
              rules={f.type === 'number' ? [numbers.rule(SEARCH_NUMBER, f.label)] : undefined}
              style={{ marginBottom: 12 }}
            >
              {control(f)}
            </Form.Item>
          </Col>
        ))}
        <Col flex="auto" style={{ textAlign: 'right', marginBottom: 12 }}>
          <Space wrap>
            {extra}
            <Button type="primary" htmlType="submit" icon={<SearchOutlined />} data-testid="search">
              {t('common:search')}
            </Button>
            <Button
              data-testid="reset"
              onClick={() => {
                form.resetFields();
                search();
              }}
            >
              {t('common:reset')}
            </Button>
            {fields.length > cols - 1 ? (
              <Button type="link" onClick={() => setExpanded(!expanded)} data-testid="expand">
                {expanded ? t('collapse') : t('expand')} {expanded ? <UpOutlined /> : <DownOutlined />}
              </Button>
            ) : null}
          </Space>
        </Col>
      </Row>
    </Form>
  );
}
