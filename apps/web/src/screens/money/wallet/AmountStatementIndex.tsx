import { FileExcelOutlined, MinusCircleOutlined, PlusCircleOutlined } from '@ant-design/icons';
import { calls, type WalletRow } from '@wms/contract';
import { Tabs } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../../api/client';
import { useSelectList } from '../../../api/options';
import { SetupList } from '../../../components/setup/SetupList';
import { useFieldLabel } from '../../../i18n/useFieldLabel';
import { saveBlob } from '../../../utils/download';
import { useMoney } from '../prices/prices';
import { useStatementColumns, type WalletAction, WalletDialog, type WalletTarget } from './wallet';

const { AmountStatement } = calls;

/**
 * Staff: every customer's amount statements (filtered, exported to Excel) and their wallets, with
 * the manual changes (recharge, deduct, credit limit) each behind its permission code. A change
 * refreshes both lists (one controller).
 */
export default function AmountStatementIndex() {
  const { t } = useTranslation('wallet');
  const label = useFieldLabel();
  const money = useMoney();
  const currencies = useSelectList('Currency');
  const customers = useSelectList('Customer');
  const statementColumns = useStatementColumns(true);
  const [tab, setTab] = useState('statements');
  const [open, setOpen] = useState<{ action: WalletAction; target: WalletTarget }>();
  const act = (action: WalletAction, target: WalletTarget = {}) => setOpen({ action, target });
  const ofWallet = (r: WalletRow): WalletTarget => ({
    CustomerId: r.CustomerId,
    CurrencyId: r.CurrencyId,
    CustomerName: r.CustomerName,
  });
  const changes = [
    {
      key: 'recharge',
      label: t('recharge'),
      icon: <PlusCircleOutlined />,
      perm: 'AmountStatement:ManualRecharge' as const,
      onClick: () => act('recharge'),
    },
    {
      key: 'deduct',
      label: t('deduct'),
      icon: <MinusCircleOutlined />,
      perm: 'AmountStatement:ManualDeduct' as const,
      onClick: () => act('deduct'),
    },
  ];
  // The recharge, deduct or credit limit dialog, under whichever list opened it.
  const dialog = ({ refresh }: { refresh: () => Promise<unknown> }) =>
    open ? (
      <WalletDialog
        action={open.action}
        target={open.target}
        onClose={() => setOpen(undefined)}
        onDone={() => void refresh()}
      />
    ) : null;
  const walletMoney = (key: 'Balance' | 'CreditLimit' | 'Available') => ({
    key,
    align: 'right' as const,
    render: (v: string, r: WalletRow) => money(v, r.CurrencyCode, 0),
  });
  return (
    <Tabs
      activeKey={tab}
      onChange={setTab}
      destroyOnHidden
      items={[
        {
          key: 'statements',
          label: t('statements'),
          children: (
            <SetupList
              screen="AmountStatementIndex"
              names={{ table: 'amountStatements', search: 'amountStatementSearch' }}
              list={AmountStatement.GetAmountStatements}
              kind={t('statement')}
              nameOf={(r) => String(r.Id)}
              columns={statementColumns}
              created
              toolbar={({ filters }) => [
                ...changes,
                {
                  key: 'export',
                  label: t('export'),
                  icon: <FileExcelOutlined />,
                  perm: 'AmountStatement:ExportAmountStatements',
                  onClick: () =>
                    void api.AmountStatement.ExportAmountStatements(filters).then((b) => saveBlob(b, t('exportFile'))),
                },
              ]}
            >
              {dialog}
            </SetupList>
          ),
        },
        {
          key: 'wallets',
          label: t('wallets'),
          children: (
            <SetupList
              screen="AmountStatementIndex"
              names={{ table: 'wallets', search: 'walletSearch' }}
              list={AmountStatement.GetWallets}
              kind={t('wallet')}
              nameOf={(r) => `${r.CustomerName} ${r.CurrencyCode}`}
              columns={[
                {
                  key: 'CustomerName',
                  search: { type: 'select', name: 'CustomerId', options: customers.data ?? [] },
                },
                {
                  key: 'CurrencyCode',
                  title: label('Currency'),
                  search: { type: 'select', name: 'CurrencyId', options: currencies.data ?? [] },
                },
                walletMoney('Balance'),
                walletMoney('CreditLimit'),
                walletMoney('Available'),
              ]}
              toolbar={changes}
              rowActions={(r) => [
                {
                  key: 'recharge',
                  label: t('recharge'),
                  perm: 'AmountStatement:ManualRecharge',
                  onClick: () => act('recharge', ofWallet(r)),
                },
                {
                  key: 'deduct',
                  label: t('deduct'),
                  perm: 'AmountStatement:ManualDeduct',
                  onClick: () => act('deduct', ofWallet(r)),
                },
                {
                  key: 'credit',
                  label: t('creditLimit'),
                  perm: 'AmountStatement:EditCreditLimit',
                  onClick: () => act('credit', ofWallet(r)),
                },
              ]}
            >
              {dialog}
            </SetupList>
          ),
        },
      ]}
    />
  );
}
