import { BugOutlined } from '@ant-design/icons';
import { Badge, Button, Modal, Table } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppStore } from '../stores/app';

/** Uncaught errors of this page, listed on demand. */
export function ErrorLog() {
  const { t } = useTranslation(['layout', 'common']);
  const logs = useAppStore((s) => s.errorLogs);
  const clear = useAppStore((s) => s.clearErrors);
  const [open, setOpen] = useState(false);
  return (
    <>
      <Badge count={logs.length} size="small" offset={[-6, 6]}>
        <Button
          type="text"
          icon={<BugOutlined />}
          title={t('errorLog')}
          aria-label={t('errorLog')}
          onClick={() => setOpen(true)}
          data-testid="error-log"
          danger={logs.length > 0}
        />
      </Badge>
      <Modal
        open={open}
        title={t('errorLog')}
        width={800}
        onCancel={() => setOpen(false)}
        footer={[
          <Button key="clear" onClick={clear} disabled={!logs.length}>
            {t('clearErrors')}
          </Button>,
          <Button key="close" type="primary" onClick={() => setOpen(false)}>
            {t('common:close')}
          </Button>,
        ]}
      >
        <Table
          size="small"
          rowKey={(r) => `${r.time}-${r.message}`}
          dataSource={logs}
          pagination={false}
          locale={{ emptyText: t('noErrors') }}
          columns={[
            {
              title: t('errorTime'),
              dataIndex: 'time',
              width: 170,
              render: (v: number) => dayjs(v).format('YYYY-MM-DD HH:mm:ss'),
            },
            { title: t('errorMessage'), dataIndex: 'message' },
            { title: t('errorSource'), dataIndex: 'source', width: 220, ellipsis: true },
          ]}
        />
      </Modal>
    </>
  );
}
