import { useQuery } from '@tanstack/react-query';
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
import { api, type CallOpts } from '../../../api/client';
import { queryKeys } from '../../../api/keys';
import { SelectItem, SwitchItem, TextItem, WIDE } from '../../../components/form/fields';
import { useRules } from '../../../components/form/rules';
import { showServerError } from '../../../components/form/serverError';
import { SmallPagedSelect } from '../../../components/SmallPagedSelect';
import { StepWizard } from '../../../components/StepWizard';
import { SetupList } from '../../../components/setup/SetupList';
import { useStatus } from '../../../components/table/status';

const { Site } = calls;

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

const countryOptions = (d: { Value: number; Name: string; PhoneCode: string | null }[]) =>
  d.map((c) => ({ value: c.Value, label: c.PhoneCode ? `${c.Name} (+${c.PhoneCode})` : c.Name }));
const useCountryOptions = () =>
  useQuery({
    queryKey: [...queryKeys.area('GlobalCountries'), 'options'],
    queryFn: () => api.GlobalCountries.GetSelectGlobalCountries({}),
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
        rules={[r.check((v) => SITE_CODE.test(v), r.rule('site.rule.code', t('siteCode')))]}
      />
      <TextItem
        name="ContactPhone"
        label={t('contactPhone')}
        max={30}
        rules={[r.check((v) => isMobilePhone(v) || isFixedTelephone(v), r.rule('site.rule.phone', t('contactPhone')))]}
      />
      <TextItem
        name="ContactEmail"
        label={t('contactEmail')}
        max={254}
        rules={[r.check(isEmail, r.rule('validation.email', t('contactEmail')))]}
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
        rules={[r.check(API_URL, r.rule('site.rule.apiUrl', t('apiUrl')))]}
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
                ? Promise.reject(new Error(r.rule('validation.maxItems', t('hosts'), { max: MAX_SITE_HOSTS })))
                : (hs ?? []).every((h) => isValidHost(normaliseHost(h)))
                  ? Promise.resolve()
                  : Promise.reject(new Error(r.rule('site.rule.host', t('hosts')))),
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
      const site = await api.Site.EstablishSite(toBody(v), { silent: true } satisfies CallOpts);
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

/** The sites of the platform: hosts that open each console, SMS countries, contacts. A new site
 * is made in the step wizard, an existing one edited in one dialog. */
export default function SiteIndex() {
  const { t } = useTranslation(['site', 'system', 'common']);
  // The list has no status filter: the column shows the status only.
  const status = useStatus<SiteRow>();
  return (
    <SetupList<typeof Site.GetSites, SiteForm>
      screen="SiteIndex"
      names={{ table: 'sites', search: 'siteSearch', form: 'site' }}
      list={Site.GetSites}
      kind={t('system:whatSite')}
      columns={[
        { key: 'Name', title: t('siteName'), search: { type: 'text', placeholder: t('nameOrCode') } },
        { key: 'Code', title: t('siteCode') },
        { key: 'Hosts', title: t('hosts'), render: (hs: string[]) => hs.map((h) => <Tag key={h}>{h}</Tag>) },
        { key: 'ApiUrl', title: t('apiUrl') },
        { key: 'ContactPhone', title: t('contactPhone') },
        { key: 'ContactEmail', title: t('contactEmail') },
        { ...status.column, search: undefined },
      ]}
      created
      add={{ call: Site.EstablishSite, label: t('addSite'), button: t('system:add') }}
      edit={{
        call: Site.EditSite,
        label: t('editSite'),
        load: (r) => api.Site.GetSiteById({ Id: r.Id }),
        body: (v, r) => ({ ...toBody(v), Id: r.Id }),
      }}
      dialog={(editing, on) =>
        editing ? undefined : (
          <Modal
            open
            title={t('addSite')}
            width={760}
            footer={null}
            onCancel={on.close}
            mask={{ closable: false }}
            destroyOnHidden
          >
            <CreateSiteWizard onClose={on.close} onDone={on.done} />
          </Modal>
        )
      }
      remove={Site.DeleteSite}
      formWidth={720}
      formColumns={2}
      form={() => (
        <>
          <BasicFields />
          <HostFields />
          <SmsFields />
          <SwitchItem name="IsDeactivate" label={t('system:deactivated')} />
        </>
      )}
    />
  );
}
