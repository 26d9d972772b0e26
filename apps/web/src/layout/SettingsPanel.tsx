import { useQuery } from '@tanstack/react-query';
import { DEFAULT_LOCAL_SERVICE_CONNECTION, type UserConfiguration } from '@wms/contract';
import { Button, ColorPicker, Form, Input, Select, Space, Switch, Typography, theme } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../api/client';
import { toast } from '../api/notify';
import { NumberInput, useNumberRule } from '../components/form/number';
import { useRuleText } from '../components/form/rules';
import { showServerError } from '../components/form/serverError';
import { useSessionStore } from '../stores/session';
import { type LocalSettings, useSettingsStore } from '../stores/settings';
import { restartPrintConnection, setPrintConnection } from './print';

const ADDRESS = /^(wss?|https?):\/\/[^\s/?#]+\S*$/i;
/** Rows and columns of a printed picking list. */
const PICKING_RANGE = { min: 1, max: 20 };

/** A section's heading: a title over a line that wraps when long. (An antd divider keeps its
 * text on one line, and "Printing and devices (saved to your account)" ran past the drawer.) */
function Section({ children }: { children: string }) {
  const { token } = theme.useToken();
  return (
    <Typography.Title
      level={5}
      style={{ margin: '16px 0 8px', paddingBottom: 6, borderBottom: `1px solid ${token.colorSplit}` }}
    >
      {children}
    </Typography.Title>
  );
}

/** A field that records the key pressed in it (F2, Ctrl+Q ...); Backspace or Delete clears it. */
function KeyInput({
  value,
  onChange,
  placeholder,
  testId,
}: {
  value?: string;
  onChange?(v: string): void;
  placeholder: string;
  testId: string;
}) {
  return (
    <Input
      readOnly
      value={value}
      placeholder={placeholder}
      data-testid={testId}
      allowClear
      onChange={(e) => !e.target.value && onChange?.('')}
      onKeyDown={(e) => {
        if (e.key === 'Tab') return;
        e.preventDefault();
        if (e.key === 'Backspace' || e.key === 'Delete') return onChange?.('');
        if (['Control', 'Shift', 'Alt', 'Meta'].includes(e.key)) return;
        const parts = [
          e.ctrlKey && 'Ctrl',
          e.altKey && 'Alt',
          e.shiftKey && 'Shift',
          e.key.length === 1 ? e.key.toUpperCase() : e.key,
        ];
        onChange?.(parts.filter(Boolean).join('+'));
      }}
    />
  );
}

/**
 * The settings drawer. Switches of this browser apply at once and are kept
 * locally; the five fields of the user's configuration (local service address, picking-list rows
 * and columns, camera and scale keys) are saved to the server with Save, and Reset reloads them
 * from the server.
 */
export function SettingsPanel() {
  const { t } = useTranslation('settings');
  const settings = useSettingsStore();
  const user = useSessionStore((s) => s.user);
  const configuration = useSessionStore((s) => s.configuration);
  const [form] = Form.useForm<UserConfiguration>();
  const numbers = useNumberRule();
  const rule = useRuleText();
  const [saving, setSaving] = useState(false);
  const warehouses = useQuery({
    queryKey: ['settings-warehouses', user?.SiteId],
    queryFn: () => api.SiteJoinWarehouse.GetSiteJoinWarehouseBySiteId({ SiteId: user!.SiteId }, { silent: true }),
    enabled: !!user,
  });

  useEffect(() => {
    if (configuration) form.setFieldsValue(configuration);
  }, [configuration, form]);

  const sw = (key: keyof LocalSettings, label: string) => (
    <div style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', padding: '6px 0' }}>
      <span>{label}</span>
      <Switch
        checked={settings[key] as boolean}
        onChange={(v) => (key === 'OpenService' ? setPrintConnection(v) : settings.change(key, v as never))}
        data-testid={`setting-${key}`}
      />
    </div>
  );

  const save = async () => {
    let values: UserConfiguration;
    try {
      values = await form.validateFields();
    } catch {
      return;
    }
    setSaving(true);
    try {
      const stored = await api.UserConfiguration.EditUserConfigure(
        {
          LocalServiceConnection: values.LocalServiceConnection,
          PickingListColumns: values.PickingListColumns,
          PickingListRows: values.PickingListRows,
          GetCameraKeyUp: values.GetCameraKeyUp ?? '',
          GetElectronicScaleValueKeyUp: values.GetElectronicScaleValueKeyUp ?? '',
        },
        { silent: true },
      );
      const moved = stored.LocalServiceConnection !== configuration?.LocalServiceConnection;
      useSessionStore.getState().setConfiguration(stored);
      // The device agent moved: the open connection follows it.
      if (moved) restartPrintConnection();
      toast('success', t('saved'), undefined, 3);
    } catch (e) {
      // A Code 2 naming a field goes under it; anything else is a toast.
      showServerError(form, e);
    } finally {
      setSaving(false);
    }
  };

  const reset = async () => {
    try {
      const stored = await api.UserConfiguration.GetUserConfigureByUserIdInfo();
      useSessionStore.getState().setConfiguration(stored);
      form.resetFields();
      form.setFieldsValue(stored);
      toast('info', t('reloaded'), undefined, 3);
    } catch {
      // Shown by the request layer.
    }
  };

  return (
    <div data-testid="settings-panel">
      <Section>{t('localSection')}</Section>
      <div style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', padding: '6px 0' }}>
        <span>{t('theme')}</span>
        <ColorPicker
          value={settings.theme}
          presets={[
            {
              label: t('theme'),
              colors: ['#1890ff', '#13c2c2', '#52c41a', '#fa8c16', '#f5222d', '#722ed1', '#304156'],
            },
          ]}
          onChangeComplete={(c) => settings.change('theme', c.toHexString())}
        />
      </div>
      {sw('tagsView', t('tagsView'))}
      {sw('fixedHeader', t('fixedHeader'))}
      {sw('sidebarLogo', t('sidebarLogo'))}
      {sw('isFixedActionBar', t('fixedActionBar'))}
      {sw('HoverWindow', t('hoverWindow'))}
      {sw('OpenService', t('openService'))}
      {sw('AutomaticallyPrintPickingList', t('autoPrint'))}
      <div style={{ padding: '6px 0' }}>
        <div style={{ marginBottom: 6 }}>{t('autoPrintWarehouses')}</div>
        <Select
          mode="multiple"
          style={{ width: '100%' }}
          value={settings.AutomaticallyPrintWarehouseIds}
          onChange={(v) => settings.change('AutomaticallyPrintWarehouseIds', v)}
          loading={warehouses.isLoading}
          notFoundContent={t('noWarehouses')}
          options={(warehouses.data ?? []).map((w) => ({ value: w.Id, label: w.Name }))}
        />
      </div>

      <Section>{t('serverSection')}</Section>
      <Form
        form={form}
        layout="vertical"
        requiredMark={false}
        initialValues={{ PickingListRows: 1, PickingListColumns: 1 }}
      >
        <Form.Item
          name="LocalServiceConnection"
          label={t('localService')}
          rules={[
            { required: true, whitespace: true, message: rule('validation.required', t('localService')) },
            { pattern: ADDRESS, message: rule('userConfiguration.localServiceConnection', t('localService')) },
          ]}
        >
          <Input placeholder={DEFAULT_LOCAL_SERVICE_CONNECTION} data-testid="setting-LocalServiceConnection" />
        </Form.Item>
        <Space.Compact block>
          <Form.Item
            name="PickingListRows"
            label={t('pickingRows')}
            rules={[
              { required: true, message: rule('validation.required', t('pickingRows')) },
              numbers.rule(PICKING_RANGE, t('pickingRows')),
            ]}
            style={{ flex: 1, minWidth: 0, marginRight: 8 }}
          >
            <NumberInput data-testid="setting-PickingListRows" />
          </Form.Item>
          <Form.Item
            name="PickingListColumns"
            label={t('pickingColumns')}
            rules={[
              { required: true, message: rule('validation.required', t('pickingColumns')) },
              numbers.rule(PICKING_RANGE, t('pickingColumns')),
            ]}
            style={{ flex: 1, minWidth: 0 }}
          >
            <NumberInput data-testid="setting-PickingListColumns" />
          </Form.Item>
        </Space.Compact>
        <Form.Item name="GetCameraKeyUp" label={t('cameraKeyUp')}>
          <KeyInput placeholder={t('keyPlaceholder')} testId="setting-GetCameraKeyUp" />
        </Form.Item>
        <Form.Item name="GetElectronicScaleValueKeyUp" label={t('scaleKeyUp')}>
          <KeyInput placeholder={t('keyPlaceholder')} testId="setting-GetElectronicScaleValueKeyUp" />
        </Form.Item>
        <Space>
          <Button type="primary" loading={saving} onClick={() => void save()} data-testid="settings-save">
            {t('save')}
          </Button>
          <Button onClick={() => void reset()} data-testid="settings-reset">
            {t('reset')}
          </Button>
        </Space>
      </Form>
    </div>
  );
}
