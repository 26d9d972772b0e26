import { InspectPackageBody, type PackageDetail, type PackageRow, packageFlow } from '@wms/contract';
import { Alert, Button, Descriptions, Form, Modal, Radio, Result } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../../api/client';
import { TextItem } from '../../../components/form/fields';
import { useRules } from '../../../components/form/rules';
import { showServerError } from '../../../components/form/serverError';
import { useBodyRules } from '../../../components/setup/bodyRules';
import { ImageUploadQueue, type QueueImage } from '../../../components/upload/ImageUploadQueue';
import { StateTag } from '../../../components/workflow/StateTag';
import { textMax } from './textMax';

interface InspectValues {
  Passed?: boolean;
  Note?: string;
  Photos?: QueueImage[];
}

/** The parcel after an inspection, as the server answers it now; null when it could not be read. */
type Outcome = { passed: boolean; parcel: PackageDetail | null };

const NOTE_MAX = textMax(InspectPackageBody, 'Note');

/**
 * Receiving inspection of one parcel (`ReceivingQualityInspection/InspectPackage`): pass or fail,
 * a note and photos (an image queue: several uploads, previewed, removable). The server decides
 * what follows (a pass completes the parcel, a failure keeps it to be completed with the note as
 * what is wrong, and tells the owner either way); the dialog then shows the parcel as it is now.
 */
export function InspectDialog(p: InspectDialogProps) {
  // Every opening starts afresh: its own form, no outcome.
  const [seen, setSeen] = useState({ open: p.open, opening: 0 });
  if (seen.open !== p.open) setSeen({ open: p.open, opening: p.open ? seen.opening + 1 : seen.opening });
  return <InspectDialogBody key={seen.opening} {...p} />;
}

interface InspectDialogProps {
  parcel: PackageRow | undefined;
  open: boolean;
  onClose(): void;
  /** After a recorded inspection (refresh the list). */
  onDone?(): void;
}

function InspectDialogBody({ parcel, open, onClose, onDone }: InspectDialogProps) {
  const { t } = useTranslation(['unknownItems', 'common']);
  const [form] = Form.useForm<InspectValues>();
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const r = useRules();
  const rules = useBodyRules();
  const passed = Form.useWatch('Passed', form);

  const submit = async () => {
    let v: InspectValues;
    try {
      v = await form.validateFields();
    } catch {
      return;
    }
    setBusy(true);
    try {
      await api.ReceivingQualityInspection.InspectPackage(
        {
          Id: parcel!.Id,
          Passed: !!v.Passed,
          Note: v.Note?.trim() || undefined,
          Photos: (v.Photos ?? []).map((p) => p.url),
        },
        { silent: true },
      );
      onDone?.();
      const now = await api.Package.GetPackageById({ Id: parcel!.Id }, { silent: true }).catch(() => null);
      setOutcome({ passed: !!v.Passed, parcel: now });
    } catch (e) {
      showServerError(form, e);
    } finally {
      setBusy(false);
    }
  };

  const resultLabel = t('result');
  const noteLabel = t('inspectionNote');
  const number = parcel?.Number ?? '';

  return (
    <Modal
      open={open}
      width={640}
      title={parcel ? t('inspectTitle', { number, tracking: parcel.TrackingNumber }) : ''}
      onCancel={onClose}
      mask={{ closable: false }}
      destroyOnHidden
      footer={
        outcome
          ? [
              <Button key="close" type="primary" onClick={onClose} data-testid="inspect-close">
                {t('common:close')}
              </Button>,
            ]
          : [
              <Button key="cancel" onClick={onClose}>
                {t('common:cancel')}
              </Button>,
              <Button key="ok" type="primary" loading={busy} onClick={() => void submit()} data-testid="inspect-submit">
                {t('inspect')}
              </Button>,
            ]
      }
    >
      {outcome ? (
        <Result
          status={outcome.passed ? 'success' : 'warning'}
          title={t(outcome.passed ? 'passedTitle' : 'failedTitle', { number })}
          subTitle={outcome.passed ? undefined : t('failHint')}
          data-testid="inspect-result"
          data-passed={outcome.passed}
        >
          {outcome.parcel ? (
            <Descriptions
              size="small"
              column={1}
              items={[
                {
                  key: 'state',
                  label: t('stateNow'),
                  children: <StateTag workflow={packageFlow} value={outcome.parcel.Status} />,
                },
                ...(outcome.parcel.IncompleteReason
                  ? [{ key: 'missing', label: t('whatIsMissing'), children: outcome.parcel.IncompleteReason }]
                  : []),
              ]}
            />
          ) : null}
        </Result>
      ) : (
        <Form<InspectValues> form={form} name="inspect" layout="vertical" preserve={false}>
          <Form.Item name="Passed" label={resultLabel} rules={[r.chosen(resultLabel)]}>
            <Radio.Group
              optionType="button"
              buttonStyle="solid"
              options={[
                { value: true, label: <span data-testid="inspect-pass">{t('pass')}</span> },
                { value: false, label: <span data-testid="inspect-fail">{t('fail')}</span> },
              ]}
            />
          </Form.Item>
          {passed === false ? (
            <Alert type="warning" showIcon title={t('failHint')} style={{ marginBottom: 16 }} />
          ) : null}
          <TextItem
            name="Note"
            label={noteLabel}
            kind="textarea"
            max={NOTE_MAX}
            extra={t('inspectionNoteHint')}
            rules={[rules.schema(InspectPackageBody.shape.Note, noteLabel)]}
          />
          <Form.Item name="Photos" label={t('photos')}>
            <ImageUploadQueue data-testid="inspect-photos" />
          </Form.Item>
        </Form>
      )}
    </Modal>
  );
}
