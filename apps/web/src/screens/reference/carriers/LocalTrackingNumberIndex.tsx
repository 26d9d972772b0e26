import { ImportOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { calls, FileTypes, type LocalTrackingNumberRow, TrackingNumberState } from '@wms/contract';
import { Button, type ButtonProps, Form, Modal, Upload } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../../api/client';
import { queryKeys } from '../../../api/keys';
import { FormModal, useDialog } from '../../../components/form/FormModal';
import { SelectItem, TextItem } from '../../../components/form/fields';
import { SetupList } from '../../../components/setup/SetupList';
import { endingsOf } from '../../../components/upload/check';
import { useFieldLabel } from '../../../i18n/useFieldLabel';
import { formatDateTime } from '../../../utils/format';

const { LocalTrackingNumber } = calls;

/** Pools of tracking numbers per carrier: imported from a list or a file, each handed out once
 * to an order or voided; neither goes back. */
export default function LocalTrackingNumberIndex() {
  const label = useFieldLabel();
  const { t } = useTranslation('transport');
  const client = useQueryClient();
  const carriers = useQuery({
    queryKey: [...queryKeys.area('Carrier'), 'options'],
    queryFn: () => api.Carrier.GetSelectCarriers({}),
    select: (d) => d.map((o) => ({ value: Number(o.Value), label: o.Name })),
  });
  const importing = useDialog();
  const [file, setFile] = useState<File>();
  const [modal, holder] = Modal.useModal();
  const refresh = () => client.invalidateQueries({ queryKey: queryKeys.area('LocalTrackingNumber') });
  const voidOne = (r: LocalTrackingNumberRow) =>
    modal.confirm({
      title: t('voidNumber', { number: r.Number }),
      okButtonProps: { danger: true, 'data-testid': 'confirm-ok' } as ButtonProps,
      onOk: () => api.LocalTrackingNumber.VoidLocalTrackingNumbers({ Ids: [r.Id] }).then(refresh, () => undefined),
    });

  return (
    <SetupList
      screen="LocalTrackingNumberIndex"
      list={LocalTrackingNumber.GetLocalTrackingNumbers}
      kind={label('Number').toLowerCase()}
      nameOf={(r) => r.Number}
      columns={[
        { key: 'Number', search: { type: 'text', name: 'Content' } },
        { key: 'CarrierName', search: { type: 'select', name: 'CarrierId', options: carriers.data ?? [] } },
        { key: 'State', list: { name: 'TrackingNumberState', search: true } },
        { key: 'OrderNumber' },
        { key: 'UsedTime', render: formatDateTime },
        { key: 'VoidedTime', render: formatDateTime },
      ]}
      created
      toolbar={[
        {
          key: 'import',
          label: t('importNumbers'),
          icon: <ImportOutlined />,
          primary: true,
          perm: LocalTrackingNumber.ImportLocalTrackingNumbers.code,
          onClick: () => importing.show(undefined),
        },
      ]}
      rowActions={(r) => [
        {
          key: 'void',
          label: t('void'),
          danger: true,
          perm: LocalTrackingNumber.VoidLocalTrackingNumbers.code,
          hidden: r.State !== TrackingNumberState.Free,
          onClick: () => voidOne(r),
        },
      ]}
    >
      {holder}
      <FormModal<{ CarrierId: number; Numbers?: string }>
        name="LocalTrackingNumberImport"
        open={importing.open}
        title={t('importNumbers')}
        onClose={() => {
          setFile(undefined);
          importing.close();
        }}
        onDone={refresh}
        onSubmit={(v, o) => {
          const data = new FormData();
          data.append('CarrierId', String(v.CarrierId));
          if (v.Numbers) data.append('Numbers', v.Numbers);
          if (file) data.append('FileStream', file, file.name);
          return api.LocalTrackingNumber.ImportLocalTrackingNumbers(data, o);
        }}
      >
        <SelectItem name="CarrierId" label={label('CarrierId')} required options={carriers.data} />
        <TextItem name="Numbers" label={label('Numbers')} kind="textarea" extra={t('numbersHint')} />
        <Form.Item label={t('file')} name="FileStream">
          <Upload
            accept={endingsOf(FileTypes.txt, FileTypes.xlsx).join(',')}
            maxCount={1}
            beforeUpload={(f) => {
              setFile(f);
              return false;
            }}
            onRemove={() => setFile(undefined)}
          >
            <Button data-testid="choose-file">{t('file')}</Button>
          </Upload>
        </Form.Item>
      </FormModal>
    </SetupList>
  );
}
