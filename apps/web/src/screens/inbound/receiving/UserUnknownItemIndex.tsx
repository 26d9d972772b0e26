import { useQueryClient } from '@tanstack/react-query';
import { type ClaimRow, calls, packageClaimFlow } from '@wms/contract';
import { type ButtonProps, Modal, Typography } from 'antd';
import { Fragment, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../../api/client';
import { queryKeys } from '../../../api/keys';
import { HistoryDrawer } from '../../../components/history/HistoryDrawer';
import type { SetupColumn } from '../../../components/setup/listColumns';
import { SetupList } from '../../../components/setup/SetupList';
import { StateTag } from '../../../components/workflow/StateTag';
import { useOfferedMoves } from '../../../components/workflow/state';
import { useFieldLabel } from '../../../i18n/useFieldLabel';
import { formatDateTime } from '../../../utils/format';
import { ClaimFields, type ClaimFormValues, claimBody } from './ClaimFields';
import { PhotoThumbs } from './Photos';

const table = calls.UserUnknownItem;

/**
 * A customer's claims of parcels that reached the warehouse without a forecast (docs/domain.md,
 * "Parcels"): claim one by its tracking number with a note and proof photos, follow each claim by
 * its state, and withdraw one still waiting (after a confirmation). The unknown item's number shows
 * only once the claim is approved: before that the customer sees nothing of the item.
 */
export default function UserUnknownItemIndex() {
  const { t } = useTranslation(['unknownItems', 'common']);
  const label = useFieldLabel();
  const [modal, holder] = Modal.useModal();
  const client = useQueryClient();
  const [history, setHistory] = useState<ClaimRow>();
  const withdraw = useOfferedMoves(packageClaimFlow).find((m) => m.move === 'withdraw');

  const columns: SetupColumn<ClaimRow>[] = [
    { key: 'TrackingNumber', title: t('trackingNumber'), search: { type: 'text', name: 'Content' } },
    {
      key: 'Status',
      title: t('state'),
      render: (s: number) => <StateTag workflow={packageClaimFlow} value={s} />,
    },
    {
      key: 'UnknownItemNumber',
      title: t('number'),
      render: (n: string) =>
        n ? (
          n
        ) : (
          <Typography.Text type="secondary" data-testid="after-approval">
            {t('afterApproval')}
          </Typography.Text>
        ),
    },
    { key: 'Note', title: t('myNote'), ellipsis: true },
    {
      key: 'Photos',
      title: t('proofPhotos'),
      hideInDetail: true,
      render: (p: string[]) => <PhotoThumbs urls={p} />,
    },
    { key: 'ReviewNote', title: t('reviewNote'), ellipsis: true },
    { key: 'CreationTime', title: t('createdTime'), render: formatDateTime },
  ];

  const askWithdraw = (r: ClaimRow) =>
    modal.confirm({
      title: t('withdrawConfirm', { tracking: r.TrackingNumber }),
      content: t('withdrawHint'),
      okText: withdraw?.label,
      cancelText: t('common:cancel'),
      okButtonProps: { danger: true, 'data-testid': 'confirm-ok' } as ButtonProps,
      onOk: async () => {
        try {
          await api.UserUnknownItem.DeletePackageClaim({ Id: r.Id });
        } catch {
          // The request layer showed why.
        } finally {
          await client.invalidateQueries({ queryKey: queryKeys.area(table.GetPackageClaims.controller) });
        }
      },
    });

  return (
    <SetupList<typeof table.GetPackageClaims, ClaimFormValues>
      screen="UserUnknownItemIndex"
      names={{ table: 'my-claims', search: 'myClaimSearch', form: 'claim' }}
      list={table.GetPackageClaims}
      kind={t('whatClaim')}
      nameOf={(r) => r.TrackingNumber}
      columns={columns}
      tabs={{ workflow: packageClaimFlow, field: 'Status' }}
      add={{
        call: table.ParcelTrackingNumberClaim,
        label: t('claimTitle'),
        button: t('claimParcel'),
        body: claimBody,
      }}
      initialValues={{ Photos: [] }}
      formWidth={640}
      form={() => <ClaimFields />}
      rowActions={(r) => [
        {
          key: 'move-withdraw',
          label: withdraw?.label ?? '',
          danger: true,
          hidden: !withdraw || !packageClaimFlow.movesFrom(r.Status).includes('withdraw'),
          onClick: () => askWithdraw(r),
        },
        { key: 'history', label: label('StateHistory'), onClick: () => setHistory(r) },
      ]}
    >
      <Fragment key="withdraw">{holder}</Fragment>
      <HistoryDrawer
        entity={packageClaimFlow.entity}
        record={history && { Id: history.Id, title: history.TrackingNumber }}
        onClose={() => setHistory(undefined)}
      />
    </SetupList>
  );
}
