import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { AddApiKeyBody, ApiKeyRow, NewApiKey } from '@wms/contract';
import { Alert, Button, type ButtonProps, Card, Modal, Space, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../api/client';
import { queryKeys } from '../../api/keys';
import { toast } from '../../api/notify';
import { FormModal } from '../../components/form/FormModal';
import { TextItem } from '../../components/form/fields';
import { formatDateTime } from '../../utils/format';

const KEYS = queryKeys.call({ controller: 'UserApiKey', action: 'GetApiKeys' });

/**
 * A peer's API keys in the personal centre (docs/domain.md, "Peer access"): make one with a name
 * (its secret shown this once, to copy), list them, revoke one after a confirmation. Shown only to
 * a customer staff marked as a peer; nobody else may make a key.
 */
export function ApiKeysPanel() {
  const { t } = useTranslation(['system', 'common']);
  const client = useQueryClient();
  const [modal, holder] = Modal.useModal();
  const [adding, setAdding] = useState(false);
  const [made, setMade] = useState<NewApiKey>();
  const keys = useQuery({ queryKey: KEYS, queryFn: () => api.UserApiKey.GetApiKeys() });
  if (!keys.data?.IsPeer) return null;
  const refresh = () => client.invalidateQueries({ queryKey: KEYS });

  const revoke = (k: ApiKeyRow) =>
    modal.confirm({
      title: t('revokeApiKeyNamed', { name: k.Name }),
      content: t('revokeApiKeyText'),
      okText: t('revokeApiKey'),
      cancelText: t('common:cancel'),
      okButtonProps: { danger: true, 'data-testid': 'confirm-ok' } as ButtonProps,
      onOk: async () => {
        try {
          await api.UserApiKey.RevokeApiKey({ Id: k.Id });
          toast('success', t('common:operationSucceeded'), undefined, 3);
        } catch {
          // The request layer showed why; the dialog closes all the same.
        }
        await refresh();
      },
    });

  return (
    <Card
      variant="borderless"
      title={t('apiKeys')}
      data-testid="api-keys"
      extra={
        <Button type="primary" onClick={() => setAdding(true)} data-testid="api-key-add">
          {t('addApiKey')}
        </Button>
      }
    >
      {holder}
      <Typography.Paragraph type="secondary">{t('apiKeysIntro')}</Typography.Paragraph>
      {/* The new key's secret, this once: in the panel rather than a dialog, so it stays until the
       * user has copied it and says so, and is gone for good after. */}
      {made ? (
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 16 }}
          data-testid="api-key-made"
          message={t('apiKeyMade')}
          description={
            <Space direction="vertical" style={{ width: '100%' }}>
              <Typography.Text>{t('apiKeySecretOnce')}</Typography.Text>
              <div>
                <Typography.Text type="secondary">{t('apiKeyId')}: </Typography.Text>
                <Typography.Text copyable code>
                  {made.KeyId}
                </Typography.Text>
              </div>
              <div>
                <Typography.Text type="secondary">{t('apiKeySecret')}: </Typography.Text>
                <Typography.Text copyable code data-testid="api-key-secret">
                  {made.Secret}
                </Typography.Text>
              </div>
              <Button onClick={() => setMade(undefined)} data-testid="api-key-made-close">
                {t('apiKeyCopiedIt')}
              </Button>
            </Space>
          }
        />
      ) : null}
      <Table<ApiKeyRow>
        rowKey="Id"
        size="small"
        pagination={false}
        dataSource={keys.data.Keys}
        locale={{ emptyText: t('noApiKeys') }}
        columns={[
          { key: 'Name', dataIndex: 'Name', title: t('apiKeyName') },
          {
            key: 'KeyId',
            dataIndex: 'KeyId',
            title: t('apiKeyId'),
            render: (id: string) => <Typography.Text copyable>{id}</Typography.Text>,
          },
          { key: 'CreationTime', dataIndex: 'CreationTime', title: t('apiKeyCreated'), render: formatDateTime },
          {
            key: 'LastUsedTime',
            dataIndex: 'LastUsedTime',
            title: t('apiKeyLastUsed'),
            render: (v: string | null) => (v ? formatDateTime(v) : t('apiKeyNeverUsed')),
          },
          {
            key: 'RevokedTime',
            dataIndex: 'RevokedTime',
            title: t('apiKeyState'),
            render: (v: string | null) =>
              v ? (
                <Tag>{t('apiKeyRevokedAt', { time: formatDateTime(v) })}</Tag>
              ) : (
                <Tag color="green">{t('apiKeyLive')}</Tag>
              ),
          },
          {
            key: 'actions',
            title: '',
            render: (_: unknown, k) =>
              k.RevokedTime ? null : (
                <Button size="small" danger onClick={() => revoke(k)} data-testid={`api-key-revoke-${k.Id}`}>
                  {t('revokeApiKey')}
                </Button>
              ),
          },
        ]}
      />
      <FormModal<AddApiKeyBody>
        open={adding}
        name="apiKey"
        title={t('addApiKey')}
        saysSuccess
        onClose={() => setAdding(false)}
        onDone={() => void refresh()}
        onSubmit={async (values, o) => setMade(await api.UserApiKey.AddApiKey(values, o))}
      >
        <TextItem name="Name" label={t('apiKeyName')} required max={50} />
      </FormModal>
    </Card>
  );
}
