import { CameraOutlined, CloseOutlined, MinusOutlined, PrinterOutlined } from '@ant-design/icons';
import { Badge, Button, Checkbox, Tag, theme } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { printOnDevice, setDeviceSubscription, testLabelZpl, useDeviceStore } from '../device/local-service';
import { useSessionStore } from '../stores/session';
import { useSettingsStore } from '../stores/settings';

/** The preview's width where it docks beside the screen. */
export const HARDWARE_PANEL_WIDTH = 240;

/** Shown (as the window or as the chip): subscribe to camera and scale; gone: unsubscribe. */
function useDeviceSubscription() {
  useEffect(() => {
    setDeviceSubscription(true);
    return () => setDeviceSubscription(false);
  }, []);
}

/** The weight as shown: the stable reading, "No scale" when the agent said it is missing, else a dash. */
function useWeightText(): string {
  const { t } = useTranslation('layout');
  const connected = useDeviceStore((s) => s.status === 'connected');
  const weight = useDeviceStore((s) => s.weight);
  const scale = useDeviceStore((s) => s.scale);
  if (!connected) return '—';
  if (weight) return `${weight} kg`;
  return scale === false ? t('scaleMissing') : '—';
}

/**
 * The device preview window: scale weight, camera image, the automatic-acquisition checkbox and,
 * connected, a test label for the label printer. It docks in the page's flow, so it covers
 * nothing: `side` is a column beside the screen (desktop, kept in view under the header while the
 * page scrolls), `top` a band above the screen (phones, where no column fits), `bottom` the same
 * band below it (phones, under a scan station, which comes first). Its minus button
 * collapses it to the top bar's chip (DeviceChip), which the console remembers; the cross closes
 * it. Without a connected local device service it says "not connected" and shows no values.
 * Opacity 0.7, 1 under the pointer.
 */
export function HardwarePanel({ placement, top = 0 }: { placement: 'side' | 'top' | 'bottom'; top?: number }) {
  const { t } = useTranslation('layout');
  const { token } = theme.useToken();
  const status = useDeviceStore((s) => s.status);
  const image = useDeviceStore((s) => s.image);
  const weight = useWeightText();
  const auto = useSettingsStore((s) => s.AutomaticAcquisitionElectronicScale);
  const change = useSettingsStore((s) => s.change);
  const userName = useSessionStore((s) => s.user?.UserName ?? '');
  useDeviceSubscription();

  const connected = status === 'connected';
  const side = placement === 'side';
  const statusTag =
    status === 'connected' ? (
      <Tag color="success">{t('deviceConnected')}</Tag>
    ) : status === 'connecting' ? (
      <Tag color="processing">{t('deviceConnecting')}</Tag>
    ) : (
      <Tag>{t('deviceNotConnected')}</Tag>
    );
  const camera = (
    <div
      style={{
        height: side ? 120 : 72,
        width: side ? undefined : 96,
        flex: side ? undefined : 'none',
        background: token.colorFillTertiary,
        borderRadius: 4,
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        overflow: 'hidden',
        color: token.colorTextTertiary,
        textAlign: 'center',
        fontSize: 12,
        marginBottom: side ? 8 : 0,
      }}
    >
      {connected && image ? (
        <img src={image} alt={t('camera')} style={{ maxWidth: '100%', maxHeight: '100%' }} />
      ) : (
        <span>
          <CameraOutlined /> {connected ? t('noImage') : side ? t('deviceNotConnected') : null}
        </span>
      )}
    </div>
  );

  return (
    <aside
      data-testid="hardware-panel"
      data-placement={placement}
      aria-label={t('devices')}
      className="wms-hardware"
      style={{
        ...(side
          ? {
              position: 'sticky',
              top,
              flex: `0 0 ${HARDWARE_PANEL_WIDTH}px`,
              margin: '16px 16px 16px 0',
            }
          : placement === 'top'
            ? { display: 'flex', gap: 12, marginBottom: 16 }
            : { display: 'flex', gap: 12, marginTop: 16 }),
        minWidth: 0,
        background: token.colorBgElevated,
        borderRadius: token.borderRadiusLG,
        boxShadow: token.boxShadowTertiary,
        padding: 12,
        fontSize: 13,
      }}
    >
      <style>{'.wms-hardware{opacity:.7;transition:opacity .2s}.wms-hardware:hover{opacity:1}'}</style>
      {side ? null : camera}
      <div style={{ flex: 1, minWidth: 0 }}>
        <div style={{ display: 'flex', alignItems: 'center', gap: 4, marginBottom: 8 }}>
          <strong style={{ flex: 1, minWidth: 0 }}>{t('devices')}</strong>
          {statusTag}
          <Button
            type="text"
            size="small"
            icon={<MinusOutlined />}
            title={t('collapseDevices')}
            aria-label={t('collapseDevices')}
            data-testid="hardware-collapse"
            onClick={() => change('HoverWindowCollapsed', true)}
          />
          <Button
            type="text"
            size="small"
            icon={<CloseOutlined />}
            title={t('closeDevices')}
            aria-label={t('closeDevices')}
            data-testid="hardware-close"
            onClick={() => change('HoverWindow', false)}
          />
        </div>
        <div style={{ display: 'flex', justifyContent: 'space-between', marginBottom: 8 }}>
          <span>{t('weight')}</span>
          <span data-testid="hardware-weight" style={{ fontFamily: 'monospace', fontSize: 16 }}>
            {weight}
          </span>
        </div>
        {side ? camera : null}
        <div style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 8 }}>
          <Checkbox checked={auto} onChange={(e) => change('AutomaticAcquisitionElectronicScale', e.target.checked)}>
            {t('autoAcquire')}
          </Checkbox>
          {connected && (
            <Button
              size="small"
              icon={<PrinterOutlined />}
              title={t('testLabel')}
              aria-label={t('testLabel')}
              data-testid="hardware-test-label"
              onClick={() => printOnDevice({ Zpl: testLabelZpl(userName), Title: 'test-label' })}
            />
          )}
        </div>
      </div>
    </aside>
  );
}

/** The device window collapsed: a chip among the top bar's tools with the connection's state and
 * the weight, opening the window again. It keeps the subscription, so the weight stays live. */
export function DeviceChip() {
  const { t } = useTranslation('layout');
  const status = useDeviceStore((s) => s.status);
  const weight = useWeightText();
  const change = useSettingsStore((s) => s.change);
  useDeviceSubscription();
  return (
    <Button
      type="text"
      data-testid="hardware-chip"
      title={t('expandDevices')}
      aria-label={t('expandDevices')}
      onClick={() => change('HoverWindowCollapsed', false)}
      style={{ paddingInline: 6 }}
    >
      <Badge
        status={status === 'connected' ? 'success' : status === 'connecting' ? 'processing' : 'default'}
        text={<span data-testid="hardware-chip-weight">{weight === '—' ? t('devices') : weight}</span>}
      />
    </Button>
  );
}
