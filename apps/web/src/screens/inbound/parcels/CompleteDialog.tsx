import { CompletePackageBody, type PackageRow } from '@wms/contract';
import { Alert } from 'antd';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { api } from '../../../api/client';
import { FormModal } from '../../../components/form/FormModal';
import { BodyFields } from '../../../components/setup/BodyFields';

type Values = Omit<z.input<typeof CompletePackageBody>, 'Id'>;

/** A measurement the server answered, "0" (never measured) left for the user to fill. */
const known = (v: string) => (Number(v) === 0 ? undefined : v);

/**
 * Staff fill what signing found missing (weight, size, remarks) and the parcel is complete
 * (ToBeCompleted -> Completed). The fields are the call's body, checked as the server checks them;
 * what was missing is said above them.
 */
export function CompleteDialog(p: {
  row?: Pick<PackageRow, 'Id' | 'Number' | 'IncompleteReason' | 'Weight' | 'Length' | 'Width' | 'Height'> & {
    Remarks?: string;
  };
  open: boolean;
  onClose(): void;
  onDone(): void;
}) {
  const { t } = useTranslation('inbound');
  const r = p.row;
  return (
    <FormModal<Values>
      name="complete"
      columns={2}
      open={p.open}
      title={t('completeTitle', { number: r?.Number ?? '' })}
      okText={t('complete')}
      initialValues={
        r
          ? {
              Weight: known(r.Weight),
              Length: known(r.Length),
              Width: known(r.Width),
              Height: known(r.Height),
              Remarks: r.Remarks || undefined,
            }
          : undefined
      }
      onClose={p.onClose}
      onDone={p.onDone}
      onSubmit={(v, o) => api.Package.CompletePackage({ ...v, Id: r!.Id }, o)}
    >
      {r?.IncompleteReason ? (
        <Alert
          type="warning"
          showIcon
          style={{ gridColumn: '1 / -1', marginBottom: 16 }}
          title={t('missingWas', { reason: r.IncompleteReason })}
        />
      ) : null}
      <BodyFields body={CompletePackageBody} editing fields={{ Id: false }} />
    </FormModal>
  );
}
