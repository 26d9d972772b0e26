import { DownloadOutlined, FileExcelOutlined } from '@ant-design/icons';
import { COMMODITY_IMPORT_MAX_BYTES, Code, type CommodityImportError, FileTypes } from '@wms/contract';
import { Alert, Button, Form, Modal, Progress, Space, Table, Typography, Upload } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  type CommodityScope,
  commodityCalls,
  FILE_TIMEOUT,
  uploadCommodityWorkbook,
} from '../../../../api/commodities';
import { toast } from '../../../../api/notify';
import { ApiError, isCanceled } from '../../../../api/request';
import { UserPicker } from '../../../../components/picker/UserPicker';
import { accepting, acceptOf, checkFile } from '../../../../components/upload/check';
import { saveBlob } from '../../../../utils/download';

const RULE = { ...accepting(FileTypes.xlsx), maxBytes: COMMODITY_IMPORT_MAX_BYTES, maxCount: 1 };

type Phase =
  | { kind: 'idle' }
  | { kind: 'sending'; percent: number }
  | { kind: 'failed'; message: string; rows: CommodityImportError[] };

/**
 * The Excel import: download the template, choose a filled
 * workbook, watch it go up, then either every row is in or the rows to fix are listed; the server
 * imports all or nothing.
 */
export function ImportDialog({
  scope,
  open,
  onClose,
  onDone,
}: {
  scope: CommodityScope;
  open: boolean;
  onClose(): void;
  onDone(): void;
}) {
  const { t } = useTranslation(['commodity', 'upload', 'common']);
  const [file, setFile] = useState<File | null>(null);
  const [owner, setOwner] = useState<number | undefined>();
  const [phase, setPhase] = useState<Phase>({ kind: 'idle' });
  const sending = phase.kind === 'sending';
  const close = () => {
    if (sending) return;
    setFile(null);
    setPhase({ kind: 'idle' });
    onClose();
  };

  const start = async () => {
    if (!file) return;
    setPhase({ kind: 'sending', percent: 0 });
    try {
      const r = await uploadCommodityWorkbook(scope, file, scope === 'staff' ? owner : undefined, (f) =>
        setPhase({ kind: 'sending', percent: Math.round(f * 100) }),
      );
      toast('success', t('imported', { count: r.Count }));
      setFile(null);
      setPhase({ kind: 'idle' });
      onDone();
      onClose();
    } catch (e) {
      if (isCanceled(e)) return setPhase({ kind: 'idle' });
      const data =
        e instanceof ApiError && e.code === Code.Invalid ? (e.data as { Errors?: CommodityImportError[] }) : null;
      setPhase({
        kind: 'failed',
        message: e instanceof Error ? e.message : t('common:error'),
        rows: data?.Errors ?? [],
      });
    }
  };

  const percent = phase.kind === 'sending' ? phase.percent : 0;
  return (
    <Modal
      open={open}
      title={t('importTitle')}
      width={760}
      onCancel={close}
      mask={{ closable: false }}
      footer={[
        <Button key="cancel" onClick={close} disabled={sending}>
          {t('common:cancel')}
        </Button>,
        <Button
          key="ok"
          type="primary"
          loading={sending}
          disabled={!file || (scope === 'staff' && owner === undefined)}
          onClick={() => void start()}
          data-testid="import-start"
        >
          {t('startImport')}
        </Button>,
      ]}
      destroyOnHidden
    >
      <Space direction="vertical" style={{ width: '100%' }} size="middle">
        <Typography.Paragraph type="secondary" style={{ marginBottom: 0 }}>
          {t('importHint')}
        </Typography.Paragraph>
        <Button
          icon={<DownloadOutlined />}
          data-testid="import-template"
          onClick={() =>
            void commodityCalls(scope)
              .GetCommodityImportTemplate({}, { timeout: FILE_TIMEOUT })
              .then((b) => saveBlob(b, t('templateFile')))
          }
        >
          {t('downloadTemplate')}
        </Button>
        {scope === 'staff' ? (
          <Form.Item label={t('importOwner')} required style={{ marginBottom: 0 }}>
            <UserPicker value={owner} onChange={(v) => setOwner(v as number | undefined)} />
          </Form.Item>
        ) : null}
        <Upload
          accept={acceptOf(RULE)}
          showUploadList={false}
          beforeUpload={(f) => {
            const refusal = checkFile(f, RULE);
            if (refusal) toast('error', t(`upload:${refusal.key}`, refusal.params));
            else {
              setFile(f);
              setPhase({ kind: 'idle' });
            }
            return Upload.LIST_IGNORE;
          }}
        >
          <Button icon={<FileExcelOutlined />} disabled={sending} data-testid="import-choose">
            {t('chooseWorkbook')}
          </Button>
        </Upload>
        {file ? <Typography.Text data-testid="import-file">{file.name}</Typography.Text> : null}
        {sending ? (
          <div data-testid="import-progress">
            <Progress percent={percent} status="active" />
            <Typography.Text type="secondary">
              {percent < 100 ? t('uploading', { percent }) : t('checking')}
            </Typography.Text>
          </div>
        ) : null}
        {phase.kind === 'failed' ? (
          <div data-testid="import-errors">
            <Alert type="error" showIcon message={phase.rows.length ? t('importFailed') : phase.message} />
            {phase.rows.length ? (
              <Table<CommodityImportError>
                size="small"
                rowKey={(r) => `${r.Row}-${r.Field}-${r.Message}`}
                dataSource={phase.rows}
                pagination={phase.rows.length > 10 ? { pageSize: 10 } : false}
                style={{ marginTop: 8 }}
                columns={[
                  { key: 'Row', dataIndex: 'Row', title: t('row'), width: 70 },
                  { key: 'Column', dataIndex: 'Column', title: t('column'), width: 160 },
                  { key: 'Message', dataIndex: 'Message', title: t('problemText') },
                ]}
              />
            ) : null}
          </div>
        ) : null}
      </Space>
    </Modal>
  );
}
