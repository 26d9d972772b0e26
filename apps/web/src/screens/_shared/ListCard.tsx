import { ReloadOutlined, SearchOutlined } from '@ant-design/icons';
import { Button, Card, Form, Space, Tag, Tooltip } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useTitle } from '../../i18n/useTitle';

/**
 * The frame of a list screen: the menu title, the search form, a toolbar and the table.
 * `screen` is the menu Router key (title and test id).
 */
export function ListCard(p: {
  screen: string;
  search?: ReactNode;
  toolbar?: ReactNode;
  onRefresh?: () => void;
  children: ReactNode;
}) {
  const title = useTitle();
  const { t } = useTranslation('common');
  return (
    <Card
      variant="borderless"
      title={title(`menu:${p.screen}`)}
      data-testid={`screen-${p.screen}`}
      extra={
        p.onRefresh ? (
          <Tooltip title={t('refresh')}>
            <Button type="text" icon={<ReloadOutlined />} onClick={p.onRefresh} aria-label={t('refresh')} />
          </Tooltip>
        ) : null
      }
    >
      {p.search}
      {p.toolbar ? (
        <Space wrap style={{ marginBottom: 12 }}>
          {p.toolbar}
        </Space>
      ) : null}
      {p.children}
    </Card>
  );
}

/** The search form above a list: its fields, Search and Reset. Values go to `onSearch` with
 * empty ones dropped. */
export function SearchForm<F extends object>(p: {
  name: string;
  initialValues?: F;
  onSearch(f: F): void;
  children: ReactNode;
}) {
  const { t } = useTranslation('common');
  const [form] = Form.useForm<F>();
  const clean = (v: F) =>
    Object.fromEntries(Object.entries(v).filter(([, x]) => x !== undefined && x !== null && x !== '')) as F;
  return (
    <Form<F>
      form={form}
      name={p.name}
      layout="inline"
      initialValues={p.initialValues}
      onFinish={(v) => p.onSearch(clean(v))}
      style={{ rowGap: 12, marginBottom: 16 }}
    >
      {p.children}
      <Form.Item>
        <Space>
          <Button type="primary" htmlType="submit" icon={<SearchOutlined />} data-testid="search">
            {t('search')}
          </Button>
          <Button
            onClick={() => {
              form.resetFields();
              p.onSearch(clean(form.getFieldsValue()));
            }}
          >
            {t('reset')}
          </Button>
        </Space>
      </Form.Item>
    </Form>
  );
}

/** Active / deactivated. */
export function StatusTag({ deactivated }: { deactivated: boolean }) {
  const { t } = useTranslation('system');
  return deactivated ? <Tag>{t('deactivated')}</Tag> : <Tag color="green">{t('active')}</Tag>;
}

/** Width of a search field. */
export const SEARCH_WIDTH = { width: 200 } as const;
