import { PlusOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  calls,
  isEmail,
  isFixedTelephone,
  isMobilePhone,
  isValidHost,
  MAX_SITE_HOSTS,
  normaliseHost,
  type SiteRow,
} from '@wms/contract';
import { Form, Modal, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { queryKeys } from '../../api/keys';
import { type CountryOption, siteAdminApi } from '../../api/site-admin';
import type { CallOpts } from '../../api/users';
import { useConfirm } from '../../components/confirm';
import { SmallPagedSelect } from '../../components/SmallPagedSelect';
import { StepWizard } from '../../components/StepWizard';
import { SearchPanel } from '../../components/search/SearchPanel';
import { type Column, searchFieldsOf } from '../../components/table/columns';
import { DataTable } from '../../components/table/DataTable';
import { usePagedList } from '../../components/table/usePagedList';
import { formatDateTime } from '../../utils/format';
import { FormModal, useDialog } from '../_shared/FormModal';
import { SelectItem, SwitchItem, TextItem, WIDE } from '../_shared/fields';
import { ListCard, StatusTag, useStatusWidth } from '../_shared/ListCard';
import { RowActions } from '../_shared/RowActions';
import { useRules } from '../_shared/rules';
import { showServerError } from '../_shared/serverError';

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

const countryOptions = (d: CountryOption[]) =>
  d.map((c) => ({ value: c.Value, label: c.PhoneCode ? `${c.Name} (+${c.PhoneCode})` : c.Name }));
const useCountryOptions = () =>
  useQuery({
    queryKey: [...queryKeys.area('GlobalCountries'), 'options'],
    queryFn: siteAdminApi.countries,
    select: countryOptions,
    staleTime: 600_000,
  });

const toBody = (v: SiteForm) => ({
  ...v,
  Hosts: (v.Hosts ?? []).map(normaliseHost),
  SmsCountryIds: v.SmsCountryIds ?? [],
});

/** Name, code and contacts. */
function BasicFields() {
  const { t } = useTranslation(['site', 'system']);
  const r = useRules();
  return (
    <>
      <TextItem name="Name" label={t('siteName')} required max={100} />
      <TextItem
        name="Code"
        label={t('siteCode')}
        required
        max={50}
        rules={[r.check((v) => SITE_CODE.test(v), t('siteCodeRule'))]}
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
    </>
  );
}
const BASIC_FIELDS = ['Name', 'Code', 'ContactPhone', 'ContactEmail', 'Remarks'];

/** The API address and the hosts that open the site. */
function HostFields() {
  const { t } = useTranslation('site');
  const r = useRules();
  return (
    <>
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
    </>
  );
}
const HOST_FIELDS = ['ApiUrl', 'Hosts'];

/** The phone codes offered for SMS: a long list, six countries a page. */
function SmsFields() {
  const { t } = useTranslation(['site', 'system']);
  const countries = useCountryOptions();
  return (
    <Form.Item name="SmsCountryIds" label={t('smsCountries')} extra={t('smsCountriesHint')} style={WIDE}>
      <SmallPagedSelect
        mode="multiple"
        allowClear
        placeholder={t('system:pleaseSelect', { label: t('smsCountries') })}
        options={countries.data}
        loading={countries.isLoading}
      />
    </Form.Item>
  );
}

/** A new site in three steps, then a success page. */
function CreateSiteWizard({ onClose, onDone }: { onClose(): void; onDone(): void }) {
  const { t } = useTranslation('site');
  const [form] = Form.useForm<SiteForm>();
  const [created, setCreated] = useState('');
  const create = async (v: SiteForm) => {
    try {
      const site = await siteAdminApi.create(toBody(v), { silent: true } satisfies CallOpts);
      setCreated(site.Name);
      onDone();
    } catch (e) {
      showServerError(form, e);
      throw e;
    }
  };
  return (
    <StepWizard<SiteForm>
      form={form}
      name="site"
      widthSize={2}
      initialValues={{ Hosts: [], SmsCountryIds: [] }}
      onSubmit={create}
      onCancel={onClose}
      steps={[
        { key: 'basic', title: t('stepBasic'), fields: BASIC_FIELDS, content: <BasicFields /> },
        { key: 'hosts', title: t('stepHosts'), fields: HOST_FIELDS, content: <HostFields /> },
        { key: 'sms', title: t('stepSms'), fields: ['SmsCountryIds'], content: <SmsFields /> },
      ]}
      success={{ title: t('siteCreated', { name: created }), subTitle: t('siteCreatedHint'), onFinish: onClose }}
    />
  );
}

/** The sites of the platform: hosts that open each console, SMS countries, contacts. */
export default function SiteIndex() {
  const { t } = useTranslation(['site', 'system', 'common']);
  const statusWidth = useStatusWidth();
  const client = useQueryClient();
  const list = usePagedList(queryKeys.call(calls.Site.GetSites), siteAdminApi.list, {} as { Name?: string }, {
    sorts: calls.Site.GetSites.sorts,
    url: true,
  });
  const dialog = useDialog<SiteRow>();
  const [creating, setCreating] = useState(false);
  const { confirmDelete, holder } = useConfirm();
  const refresh = () => client.invalidateQueries({ queryKey: queryKeys.area('Site') });
  const row = dialog.data;

  const columns: Column<SiteRow>[] = [
    { key: 'Name', title: t('siteName'), search: { type: 'text', placeholder: t('nameOrCode') } },
    { key: 'Code', title: t('siteCode') },
    { key: 'Hosts', title: t('hosts'), render: (hs: string[]) => hs.map((h) => <Tag key={h}>{h}</Tag>) },
    { key: 'ApiUrl', title: t('apiUrl') },
    { key: 'ContactPhone', title: t('contactPhone') },
    { key: 'ContactEmail', title: t('contactEmail') },
    {
      key: 'IsDeactivate',
      title: t('system:status'),
      width: statusWidth,
      render: (d: boolean) => <StatusTag deactivated={d} />,
    },
    { key: 'CreationTime', title: t('system:creationTime'), render: formatDateTime },
  ];

  return (
    <ListCard
      screen="SiteIndex"
      onRefresh={refresh}
      search={
        <SearchPanel name="siteSearch" fields={searchFieldsOf(columns)} values={list.filters} onSearch={list.search} />
      }
    >
      {holder}
      <DataTable<SiteRow>
        columnSet="sites"
        columns={columns}
        rows={list.rows}
        loading={list.loading}
        pagination={list.pagination}
        sort={list.sort}
        toolbar={[
          {
            key: 'add',
            label: t('system:add'),
            icon: <PlusOutlined />,
            primary: true,
            perm: 'Site:EstablishSite',
            onClick: () => setCreating(true),
          },
        ]}
        actions={(s) => (
          <RowActions
            actions={[
              { key: 'edit', label: t('system:edit'), perm: 'Site:EditSite', onClick: () => dialog.show(s) },
              {
                key: 'delete',
                label: t('common:delete'),
                perm: 'Site:DeleteSite',
                danger: true,
                onClick: () =>
                  confirmDelete(t('system:whatSite'), s.Name, () => siteAdminApi.remove(s.Id).then(refresh)),
              },
            ]}
          />
        )}
      />
      <Modal
        open={creating}
        title={t('addSite')}
        width={760}
        footer={null}
        onCancel={() => setCreating(false)}
        mask={{ closable: false }}
        destroyOnHidden
      >
        <CreateSiteWizard onClose={() => setCreating(false)} onDone={refresh} />
      </Modal>
      <FormModal<SiteForm>
        name="site"
        width={720}
        columns={2}
        open={dialog.open}
        title={t('editSite')}
        load={row ? () => siteAdminApi.detail(row.Id) : undefined}
        onClose={dialog.close}
        onDone={refresh}
        onSubmit={(v, o) => siteAdminApi.edit({ ...toBody(v), Id: row!.Id }, o)}
      >
        <BasicFields />
        <HostFields />
        <SmsFields />
        <SwitchItem name="IsDeactivate" label={t('system:deactivated')} />
      </FormModal>
    </ListCard>
  );
}
