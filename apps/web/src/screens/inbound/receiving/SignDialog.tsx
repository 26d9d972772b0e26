import { type BatchResult, type PackageRow, SignPackagesBody } from '@wms/contract';
import { Alert, Button, Form, Modal, Result, Table } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../../api/client';
import { TextItem } from '../../../components/form/fields';
import { showServerError } from '../../../components/form/serverError';
import { useBodyRules } from '../../../components/setup/bodyRules';
import { textMax } from './textMax';

interface SignDialogProps {
  parcels: PackageRow[];
  open: boolean;
  onClose(): void;
  /** After the call (refresh the list): some may have been signed in even when others were not. */
  onDone?(): void;
}

const REASON_MAX = textMax(SignPackagesBody, 'IncompleteReason');

/**
 * The list view of signing (`PackageSigning/SignPackages`): the selected parcels are signed in at
 * their warehouses, each on its own (the workflow's batch rule is `each`); with what is missing
 * given, as to be completed. Then what happened to each: those signed in, and those refused with
 * the server's reason (signed already, the document finished ...).
 */
export function SignDialog(p: SignDialogProps) {
  const [seen, setSeen] = useState({ open: p.open, opening: 0 });
  if (seen.open !== p.open) setSeen({ open: p.open, opening: p.open ? seen.opening + 1 : seen.opening });
  return <SignDialogBody key={seen.opening} {...p} />;
}

function SignDialogBody({ parcels, open, onClose, onDone }: SignDialogProps) {
  const { t } = useTranslation(['unknownItems', 'common']);
  const [form] = Form.useForm<{ IncompleteReason?: string }>();
  const rules = useBodyRules();
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<BatchResult | null>(null);
  const reasonLabel = t('whatIsMissing');

  const submit = async () => {
    let v: { IncompleteReason?: string };
    try {
      v = await form.validateFields();
    } catch {
      return;
    }
    setBusy(true);
    try {
      const r = await api.PackageSigning.SignPackages(
        { Ids: parcels.map((x) => x.Id), IncompleteReason: v.IncompleteReason?.trim() || undefined },
        { silent: true },
      );
      setResult(r);
      onDone?.();
    } catch (e) {
      showServerError(form, e);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      open={open}
      width={640}
      title={result ? t('signResult') : t('signTitle', { count: parcels.length })}
      onCancel={onClose}
      mask={{ closable: false }}
      destroyOnHidden
      footer={
        result
          ? [
              <Button key="close" type="primary" onClick={onClose} data-testid="sign-close">
                {t('common:close')}
              </Button>,
            ]
          : [
              <Button key="cancel" onClick={onClose}>
                {t('common:cancel')}
              </Button>,
              <Button key="ok" type="primary" loading={busy} onClick={() => void submit()} data-testid="sign-submit">
                {t('signIn')}
              </Button>,
            ]
      }
    >
      {result ? (
        <BatchOutcome result={result} />
      ) : (
        <Form form={form} name="sign" layout="vertical" preserve={false}>
          <Alert type="info" showIcon title={t('signHint')} style={{ marginBottom: 16 }} />
          <p data-testid="sign-numbers">{parcels.map((x) => x.Number).join(', ')}</p>
          <TextItem
            name="IncompleteReason"
            label={reasonLabel}
            max={REASON_MAX}
            extra={t('incompleteHint')}
            rules={[rules.schema(SignPackagesBody.shape.IncompleteReason, reasonLabel)]}
          />
        </Form>
      )}
    </Modal>
  );
}

/** What a batch move did to each record: how many moved, and each refused one with its reason. */
export function BatchOutcome({ result }: { result: BatchResult }) {
  const { t } = useTranslation('unknownItems');
  const moved = result.Moved.length;
  const refused = result.Refused.length;
  return (
    <div data-testid="batch-outcome">
      <Result
        style={{ padding: '16px 0' }}
        status={refused === 0 ? 'success' : moved === 0 ? 'error' : 'warning'}
        title={
          <span data-testid="batch-moved" data-count={moved}>
            {t('signedCount', { count: moved })}
          </span>
        }
        subTitle={moved ? result.Moved.map((m) => m.Name).join(', ') : undefined}
      />
      {refused ? (
        <>
          <Alert
            type="error"
            showIcon
            title={<span data-testid="batch-refused">{t('refusedCount', { count: refused })}</span>}
            style={{ marginBottom: 8 }}
          />
          <Table
            rowKey="Id"
            size="small"
            pagination={false}
            dataSource={result.Refused}
            columns={[
              { key: 'Name', dataIndex: 'Name', title: t('parcelNumber') },
              { key: 'Reason', dataIndex: 'Reason', title: t('reason') },
            ]}
            data-testid="batch-refusals"
          />
        </>
      ) : null}
    </div>
  );
}
