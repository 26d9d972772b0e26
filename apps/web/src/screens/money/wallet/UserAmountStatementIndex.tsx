import { FileExcelOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { calls } from '@wms/contract';
import { Card, Col, Empty, Row, Statistic } from 'antd';
import { useTranslation } from 'react-i18next';
import { api } from '../../../api/client';
import { queryKeys } from '../../../api/keys';
import { SetupList } from '../../../components/setup/SetupList';
import { useFieldLabel } from '../../../i18n/useFieldLabel';
import { saveBlob } from '../../../utils/download';
import { useMoney } from '../prices/prices';
import { useStatementColumns } from './wallet';

const { UserAmountStatement } = calls;

/** A customer's own wallets (balance, credit, what is available, per currency) above their
 * statements, which they filter and export. */
export default function UserAmountStatementIndex() {
  const { t } = useTranslation('wallet');
  const label = useFieldLabel();
  const money = useMoney();
  const columns = useStatementColumns(false);
  const wallets = useQuery({
    queryKey: [...queryKeys.area('UserAmountStatement'), 'wallets'],
    queryFn: () => api.UserAmountStatement.GetUserWallets({ rows: 100 }),
  });
  const rows = wallets.data?.Data ?? [];
  return (
    <>
      <Row gutter={[16, 16]} style={{ marginBottom: 16 }} data-testid="my-wallets">
        {rows.length ? (
          rows.map((w) => (
            <Col key={w.Id} xs={24} sm={12} lg={8}>
              <Card size="small">
                <Statistic
                  title={`${label('Balance')} · ${w.CurrencyCode}`}
                  value={money(w.Balance, w.CurrencyCode, 0)}
                />
                <div>{t('availableOf', { amount: money(w.Available, w.CurrencyCode, 0) })}</div>
                <div>{t('creditOf', { amount: money(w.CreditLimit, w.CurrencyCode, 0) })}</div>
              </Card>
            </Col>
          ))
        ) : wallets.isSuccess ? (
          <Col span={24}>
            <Empty description={t('noWallets')} />
          </Col>
        ) : null}
      </Row>
      <SetupList
        screen="UserAmountStatementIndex"
        list={UserAmountStatement.GetUserAmountStatements}
        kind={t('statement')}
        nameOf={(r) => String(r.Id)}
        columns={columns}
        created
        toolbar={({ filters }) => [
          {
            key: 'export',
            label: t('export'),
            icon: <FileExcelOutlined />,
            onClick: () =>
              void api.UserAmountStatement.ExportUserAmountStatements(filters).then((b) =>
                saveBlob(b, t('exportFile')),
              ),
          },
        ]}
      />
    </>
  );
}
