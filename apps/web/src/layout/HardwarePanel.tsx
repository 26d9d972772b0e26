import { CameraOutlined, CloseOutlined, PrinterOutlined } from '@ant-design/icons';
import { Button, Checkbox, Tag, theme } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { printOnDevice, setDeviceSubscription, testLabelZpl, useDeviceStore } from '../device/local-service';
import { useSessionStore } from '../stores/session';
import { useSettingsStore } from '../stores/settings';

/**
 * The floating hardware preview: scale weight, camera image and the
 * automatic-acquisition checkbox. Open, it subscribes to camera and scale; closed, it
 * unsubscribes. Without a connected local device service it says "not connected" and shows no
 * values. Connected, it can print a test label (the label printer checked from the station).
 * Opacity 0.7, 1 under the pointer.
 */
export function HardwarePanel() {
  const { t } = useTranslation('layout');
  const { token } = theme.useToken();
  const status = useDeviceStore((s) => s.status);
  const weight = useDeviceStore((s) => s.weight);
  const image = useDeviceStore((s) => s.image);
  const auto = useSettingsStore((s) => s.AutomaticAcquisitionElectronicScale);
  const change = useSettingsStore((s) => s.change);
  const userName = useSessionStore((s) => s.user?.UserName ?? '');

  useEffect(() => {
    setDeviceSubscription(true);
    return () => setDeviceSubscription(false);
  }, []);

  const connected = status === 'connected';
  const statusTag =
    status === 'connected' ? (
      <Tag color="success">{t('deviceConnected')}</Tag>
    ) : status === 'connecting' ? (
      <Tag color="processing">{t('deviceConnecting')}</Tag>
    ) : (
      <Tag>{t('deviceNotConnected')}</Tag>
    );

  return (
    <div
      data-testid="hardware-panel"
      className="wms-hardware"
      style={{
        position: 'fixed',
        right: 24,
        bottom: 24,
        width: 240,
        zIndex: 900,
        background: token.colorBgElevated,
        borderRadius: token.borderRadiusLG,
        boxShadow: token.boxShadowSecondary,
        padding: 12,
        fontSize: 13,
      }}
    >
      <style>{'.wms-hardware{opacity:.7;transition:opacity .2s}.wms-hardware:hover{opacity:1}'}</style>
      <div style={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', marginBottom: 8 }}>
        <strong>{t('devices')}</strong>
        <span>
          {statusTag}
          <CloseOutlined
            style={{ cursor: 'pointer' }}
            onClick={() => change('HoverWindow', false)}
            aria-label={t('devices')}
          />
        </span>
      </div>
      <div style={{ display: 'flex', justifyContent: 'space-between', marginBottom: 8 }}>
        <span>{t('weight')}</span>
        <span data-testid="hardware-weight" style={{ fontFamily: 'monospace', fontSize: 16 }}>
          {connected && weight ? `${weight} kg` : '—'}
        </span>
      </div>
      <div
        style={{
          height: 120,
          background: token.colorFillTertiary,
          borderRadius: 4,
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'center',
          overflow: 'hidden',
          color: token.colorTextTertiary,
          marginBottom: 8,
        }}
      >
        {connected && image ? (
          <img src={image} alt={t('camera')} style={{ maxWidth: '100%', maxHeight: '100%' }} />
        ) : (
          <span>
            <CameraOutlined /> {connected ? t('noImage') : t('deviceNotConnected')}
          </span>
        )}
      </div>
      <div style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center' }}>
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
  );
}
