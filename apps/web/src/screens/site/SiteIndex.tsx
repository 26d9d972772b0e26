import { PlusOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  isEmail,
  isFixedTelephone,
  isMobilePhone,
  isValidHost,
  MAX_SITE_HOSTS,
  normaliseHost,
  type SiteRow,
} from '@wms/contract';
import { Form, Input, Table, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { siteAdminApi } from '../../api/site-admin';
import { formatDateTime } from '../../utils/format';
import { FormModal, useDialog } from '../_shared/FormModal';
import { SelectItem, SwitchItem, TextItem } from '../_shared/fields';
import { ListCard, SEARCH_WIDTH, SearchForm, StatusTag } from '../_shared/ListCard';
import { PermButton, RowActions } from '../_shared/RowActions';
import { useRules } from '../_shared/rules';
import { useConfirm } from '../_shared/useConfirm';
import { usePagedList } from '../_shared/usePagedList';

interface SiteForm {
  Name: string;
  Code: string;
  ApiUrl?: string;
  Hosts?: string[];
  SmsCountryIds?: number[];
  ContactPhone?: string;
  ContactEmail?: string;
  Remarks?: string;
  IsDeactivate?: boolean;
}
const SITE_CODE = /^[A-Za-z0-9_-]+$/;
const API_URL = (v: string) => /^\/[^\s]*$/.test(v) || /^https?:\/\/[^\s/]+[^\s]*$/i.test(v);

/** The sites of the platform: hosts that open each console, SMS countries, contacts. */
export default function SiteIndex() {
  const { t } = useTranslation(['site', 'system', 'common']);
  const r = useRules();
  const client = useQueryClient();
  const list = usePagedList(['sites'], siteAdminApi.list, {} as { Name?: string });
  const countries = useQuery({
    queryKey: ['countryOptions'],
    queryFn: siteAdminApi.countries,
    select: (d) => d.map((c) => ({ value: c.Value, label: c.PhoneCode ? `${c.Name} (+${c.PhoneCode})` : c.Name })),
    staleTime: 600_000,
  });
  const dialog = useDialog<SiteRow | null>();
  const { confirm, holder } = useConfirm();
  const refresh = () => client.invalidateQueries({ queryKey: ['sites'] });
  const row = dialog.data;

  return (
    <ListCard
      screen="SiteIndex"
      onRefresh={refresh}
      search={
        <SearchForm<{ Name?: string }> name="siteSearch" onSearch={list.search}>
          <Form.Item name="Name" label={t('siteName')}>
            <Input placeholder={t('nameOrCode')} style={SEARCH_WIDTH} allowClear />
          </Form.Item>
        </SearchForm>
      }
      toolbar={
        <PermButton
          perm="Site:EstablishSite"
          type="primary"
          icon={<PlusOutlined />}
          onClick={() => dialog.show(null)}
          data-testid="add"
        >
          {t('system:add')}
        </PermButton>
      }
    >
      {holder}
      <Table<SiteRow>
        rowKey="Id"
        size="middle"
        scroll={{ x: 'max-content' }}
        loading={list.loading}
        dataSource={list.rows}
        pagination={list.pagination}
        columns={[
          { title: t('siteName'), dataIndex: 'Name' },
          { title: t('siteCode'), dataIndex: 'Code' },
          { title: t('hosts'), dataIndex: 'Hosts', render: (hs: string[]) => hs.map((h) => <Tag key={h}>{h}</Tag>) },
          { title: t('apiUrl'), dataIndex: 'ApiUrl' },
          { title: t('contactPhone'), dataIndex: 'ContactPhone' },
          { title: t('contactEmail'), dataIndex: 'ContactEmail' },
          {
            title: t('system:status'),
            dataIndex: 'IsDeactivate',
            render: (d: boolean) => <StatusTag deactivated={d} />,
          },
          { title: t('system:creationTime'), dataIndex: 'CreationTime', render: formatDateTime },
          {
            title: t('system:actions'),
            key: 'actions',
            fixed: 'right',
            render: (_, s) => (
              <RowActions
                actions={[
                  { key: 'edit', label: t('system:edit'), perm: 'Site:EditSite', onClick: () => dialog.show(s) },
                  {
                    key: 'delete',
                    label: t('common:delete'),
                    perm: 'Site:DeleteSite',
                    danger: true,
                    onClick: () => confirm(() => siteAdminApi.remove(s.Id).then(refresh)),
                  },
                ]}
              />
            ),
          },
        ]}
      />
      <FormModal<SiteForm>
        name="site"
        width={720}
        columns={2}
        open={dialog.open}
        title={row ? t('editSite') : t('addSite')}
        initialValues={{ Hosts: [], SmsCountryIds: [], IsDeactivate: false }}
        load={row ? () => siteAdminApi.detail(row.Id) : undefined}
        onClose={dialog.close}
        onDone={refresh}
        onSubmit={(v, o) => {
          const body = { ...v, Hosts: (v.Hosts ?? []).map(normaliseHost), SmsCountryIds: v.SmsCountryIds ?? [] };
          return row ? siteAdminApi.edit({ ...body, Id: row.Id }, o) : siteAdminApi.create(body, o);
        }}
      >
        <TextItem name="Name" label={t('siteName')} required max={100} />
        <TextItem
          name="Code"
          label={t('siteCode')}
          required
          max={50}
          rules={[r.check((v) => SITE_CODE.test(v), t('siteCodeRule'))]}
        />
        <TextItem
          name="ApiUrl"
          label={t('apiUrl')}
          wide
          max={500}
          extra={t('apiUrlHint')}
          rules={[r.check(API_URL, t('apiUrlRule'))]}
        />
        <SelectItem
          name="Hosts"
          label={t('hosts')}
          mode="tags"
          wide
          extra={t('hostsHint')}
          open={false}
          tokenSeparators={[',', ' ']}
          rules={[
            {
              validator: (_, hs?: string[]) =>
                (hs ?? []).length > MAX_SITE_HOSTS
                  ? Promise.reject(new Error(t('hostsMax', { max: MAX_SITE_HOSTS })))
                  : (hs ?? []).every((h) => isValidHost(normaliseHost(h)))
                    ? Promise.resolve()
                    : Promise.reject(new Error(t('hostRule'))),
            },
          ]}
        />
        <SelectItem
          name="SmsCountryIds"
          label={t('smsCountries')}
          mode="multiple"
          wide
          options={countries.data}
          loading={countries.isLoading}
          extra={t('smsCountriesHint')}
        />
        <TextItem
          name="ContactPhone"
          label={t('contactPhone')}
          max={30}
          rules={[r.check((v) => isMobilePhone(v) || isFixedTelephone(v), t('contactPhoneRule'))]}
        />
        <TextItem
          name="ContactEmail"
          label={t('contactEmail')}
          max={254}
          rules={[r.check(isEmail, t('system:emailRule'))]}
        />
        <TextItem name="Remarks" label={t('system:remarks')} max={500} kind="textarea" />
        <SwitchItem name="IsDeactivate" label={t('system:deactivated')} hidden={!row} />
      </FormModal>
    </ListCard>
  );
}
