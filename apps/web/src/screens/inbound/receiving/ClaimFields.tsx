import { MAX_TRACKING_NUMBER, ParcelTrackingNumberClaimBody } from '@wms/contract';
import { Alert, Form } from 'antd';
import { useTranslation } from 'react-i18next';
import { TextItem, WIDE } from '../../../components/form/fields';
import { parseField, useBodyRules } from '../../../components/setup/bodyRules';
import { ImageUploadQueue, type QueueImage } from '../../../components/upload/ImageUploadQueue';
import { textMax } from './textMax';

/** The claim form's values: the body with the photos as the image queue holds them. */
export interface ClaimFormValues {
  TrackingNumber: string;
  Note: string;
  Photos?: QueueImage[];
}

/** What `UserUnknownItem/ParcelTrackingNumberClaim` takes: the photos back to their addresses. */
export const claimBody = (v: ClaimFormValues) => ({
  TrackingNumber: v.TrackingNumber,
  Note: v.Note,
  Photos: (v.Photos ?? []).map((p) => p.url),
});

const shape = ParcelTrackingNumberClaimBody.shape;
const NOTE_MAX = textMax(ParcelTrackingNumberClaimBody, 'Note');

/**
 * A customer claims a parcel nobody forecast: its tracking number (checked and written as the
 * server keeps it, in capitals without spaces, when the field is left), a note saying what shows it
 * is theirs, and proof photos (uploaded as they are chosen, previewed, removable). The warehouse
 * reviews the claim; nothing of the item shows before it approves.
 */
export function ClaimFields() {
  const { t } = useTranslation('unknownItems');
  const rules = useBodyRules();
  const tracking = t('trackingNumber');
  const note = t('myNote');
  const asStored = (v: string) => {
    const r = parseField(shape.TrackingNumber, v);
    return r.ok && typeof r.value === 'string' ? r.value : v;
  };
  return (
    <>
      <Alert type="info" showIcon title={t('claimHint')} style={{ ...WIDE, marginBottom: 16 }} />
      <TextItem
        name="TrackingNumber"
        label={tracking}
        required
        max={MAX_TRACKING_NUMBER}
        pasted={asStored}
        rules={[rules.schema(shape.TrackingNumber, tracking)]}
      />
      <TextItem
        name="Note"
        label={note}
        required
        kind="textarea"
        max={NOTE_MAX}
        extra={t('claimNoteHint')}
        rules={[rules.schema(shape.Note, note)]}
      />
      <Form.Item name="Photos" label={t('proofPhotos')} style={WIDE}>
        <ImageUploadQueue data-testid="claim-photos" />
      </Form.Item>
    </>
  );
}
