import type { GetUsersBody } from '@wms/contract';
import { Form, Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { SEARCH_WIDTH, SearchForm } from '../../_shared/ListCard';
import { OrganizeTreeSelect } from '../organizes/OrganizeTreeSelect';
import type { UserVariant } from './calls';
import { useRoleOptions, useSiteOptions } from './UserForms';

export type UserFilters = Omit<GetUsersBody, 'index' | 'rows' | 'sortType' | 'descendingOrder'>;

/** The filters of a user list: keyword, (customers) code and site, role, organisation, status. */
export function UserSearch({ v, onSearch }: { v: UserVariant; onSearch(f: UserFilters): void }) {
  const { t } = useTranslation('system');
  const customers = v.kind === 'customer';
  const roles = useRoleOptions(v.roleClassification);
  const sites = useSiteOptions(customers);
  const ph = (label: string) => t('pleaseEnter', { label });
  return (
    <SearchForm<UserFilters> name="userSearch" onSearch={onSearch}>
      <Form.Item name="Content" label={t('keyword')}>
        <Input
          placeholder={customers ? t('customerKeywordHint') : t('keywordHint')}
          style={{ width: 240 }}
          allowClear
        />
      </Form.Item>
      {customers ? (
        <>
          <Form.Item name="CustomerCode" label={t('customerCode')}>
            <Input placeholder={ph(t('customerCode'))} style={SEARCH_WIDTH} allowClear />
          </Form.Item>
          <Form.Item name="SiteId" label={t('site')}>
            <Select
              placeholder={t('pleaseSelect', { label: t('site') })}
              options={sites.data}
              style={SEARCH_WIDTH}
              allowClear
            />
          </Form.Item>
        </>
      ) : null}
      <Form.Item name="RoleId" label={t('role')}>
        <Select
          placeholder={t('pleaseSelect', { label: t('role') })}
          options={roles.data}
          style={SEARCH_WIDTH}
          allowClear
        />
      </Form.Item>
      <Form.Item name="OrganizeId" label={t('organize')}>
        <OrganizeTreeSelect
          variant={v.organize}
          placeholder={t('pleaseSelect', { label: t('organize') })}
          style={SEARCH_WIDTH}
        />
      </Form.Item>
      <Form.Item name="IsDeactivate" label={t('status')}>
        <Select
          placeholder={t('pleaseSelect', { label: t('status') })}
          style={{ width: 160 }}
          allowClear
          options={[
            { value: false, label: t('active') },
            { value: true, label: t('deactivated') },
          ]}
        />
      </Form.Item>
    </SearchForm>
  );
}
