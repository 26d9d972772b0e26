import { useQuery } from '@tanstack/react-query';
import { calls, QuotationKind, QuotationScope } from '@wms/contract';
import { Form, Select } from 'antd';
import { useState } from 'react';
import { api } from '../../../api/client';
import { useSelectList } from '../../../api/options';
import { SelectItem, useClearWhenChanged } from '../../../components/form/fields';
import { useRules } from '../../../components/form/rules';
import { OrganizePicker, rememberOrganize } from '../../../components/picker/OrganizePicker';
import { BodyFields } from '../../../components/setup/BodyFields';
import { SetupList } from '../../../components/setup/SetupList';
import { useFieldLabel } from '../../../i18n/useFieldLabel';
import { useLang } from '../../../i18n/useLang';
import { useRecordName } from './prices';

const { AvailableQuotation } = calls;

type Found = { Id: number; Name: string; IsDeactivate: boolean; Of: string };
const byName = { rows: 100, sortType: 1, descendingOrder: false };

/** Each kind's quotations by name (the first hundred matching `Content`), with what they price. */
const lists: Record<number, { controller: keyof typeof calls; find: (Content?: string) => Promise<Found[]> }> = {
  [QuotationKind.Transfer]: {
    controller: 'TransferQuotation',
    find: async (Content) =>
      (await api.TransferQuotation.GetTransferQuotations({ ...byName, Content })).Data.map((r) => ({
        ...r,
        Of: r.TypeOfShippingName,
      })),
  },
  [QuotationKind.Storage]: {
    controller: 'StorageQuotation',
    find: async (Content) =>
      (await api.StorageQuotation.GetStorageQuotations({ ...byName, Content })).Data.map((r) => ({
        ...r,
        Of: r.WarehouseName,
      })),
  },
  [QuotationKind.Warehousing]: {
    controller: 'WarehousingQuotation',
    find: async (Content) =>
      (await api.WarehousingQuotation.GetWarehousingQuotations({ ...byName, Content })).Data.map((r) => ({
        ...r,
        Of: r.WarehouseName,
      })),
  },
  [QuotationKind.ValueAddedService]: {
    controller: 'LogisticsValueAddedServicesQuotation',
    find: async (Content) =>
      (
        await api.LogisticsValueAddedServicesQuotation.GetSelectTableLogisticsValueAddedServicesQuotations({
          ...byName,
          Content,
        })
      ).Data.map((r) => ({ ...r, Of: r.ExpenseTypeName })),
  },
};

/**
 * The quotation a customer price names, from the list of the kind picked (searched by name as
 * typed): a change of kind clears it. Deactivated quotations are not offered, but the one saved
 * keeps its name.
 */
function QuotationField({ saved }: { saved?: { Id: number; Name: string } }) {
  const label = useFieldLabel();
  const r = useRules();
  const form = Form.useFormInstance();
  const kind = Form.useWatch('Kind', form) as number | undefined;
  const [search, setSearch] = useState('');
  useClearWhenChanged(kind, 'QuotationId');
  const list = kind ? lists[kind] : undefined;
  const found = useQuery({
    queryKey: [list?.controller ?? 'none', 'available-quotation-options', search],
    queryFn: () => list!.find(search.trim() || undefined),
    enabled: !!list,
  });
  const value = Form.useWatch('QuotationId', form) as number | undefined;
  const options = (found.data ?? [])
    .filter((q) => !q.IsDeactivate || q.Id === value)
    .map((q) => ({ value: q.Id, label: q.Of ? `${q.Name} (${q.Of})` : q.Name }));
  if (saved && value === saved.Id && !options.some((o) => o.value === saved.Id))
    options.unshift({ value: saved.Id, label: saved.Name });
  const l = label('QuotationId');
  return (
    <Form.Item name="QuotationId" label={l} rules={[r.chosen(l)]}>
      <Select
        placeholder={r.select(l)}
        disabled={!kind}
        options={options}
        loading={found.isFetching}
        showSearch={{ filterOption: false, searchValue: search, onSearch: setSearch }}
        onBlur={() => setSearch('')}
        allowClear
      />
    </Form.Item>
  );
}

/** The customer organisation a price is for (its customers and those of the organisations under
 * it), asked only for a price for an organisation. */
function OrganizeField({ saved }: { saved?: { Id: number | null; Name: string } }) {
  const label = useFieldLabel();
  const rules = useRules();
  const form = Form.useFormInstance();
  if (saved?.Id) rememberOrganize('User', saved.Id, saved.Name);
  if (Form.useWatch('Scope', form) !== QuotationScope.Organization) return null;
  const l = label('OrganizeId');
  return (
    <Form.Item name="OrganizeId" label={l} required rules={[rules.chosen(l)]}>
      <OrganizePicker variant="User" placeholder={rules.select(l)} />
    </Form.Item>
  );
}

/** The customers a price is for, asked only for a price for named customers. */
function CustomersField() {
  const label = useFieldLabel();
  const form = Form.useFormInstance();
  const customers = useSelectList('Customer');
  if (Form.useWatch('Scope', form) !== QuotationScope.Customers) return null;
  return (
    <SelectItem
      name="CustomerIds"
      label={label('CustomerIds')}
      required
      wide
      mode="multiple"
      options={customers.data}
      loading={customers.isLoading}
    />
  );
}

/**
 * Customer prices: which quotation applies to whom, all customers or the customers named; a
 * price made for a customer overrides the one for all (docs/domain.md, "Prices").
 */
export default function AvailableQuotationIndex() {
  const label = useFieldLabel();
  const lang = useLang();
  const kind = useRecordName()('customerPrice');
  const kinds = useSelectList('QuotationKind');
  const customers = useSelectList('Customer');
  const names = new Intl.ListFormat(lang === 'en-us' ? 'en-GB' : lang, { type: 'conjunction' });
  return (
    <SetupList<typeof AvailableQuotation.GetAvailableQuotations, Record<string, unknown>>
      screen="AvailableQuotationIndex"
      list={AvailableQuotation.GetAvailableQuotations}
      kind={kind.toLowerCase()}
      columns={[
        { key: 'Name', search: { type: 'text', name: 'Content' } },
        { key: 'KindName', search: { type: 'select', name: 'Kind', options: kinds.data ?? [] } },
        { key: 'QuotationName' },
        { key: 'Scope', list: 'QuotationScope' },
        { key: 'CustomerNames', render: (n: string[]) => names.format(n), ellipsis: true },
        { key: 'OrganizeName' },
        {
          key: 'CustomerId',
          title: label('CustomerId'),
          hideInTable: true,
          hideInDetail: true,
          search: { type: 'select', options: customers.data ?? [] },
        },
        { key: 'Remarks', ellipsis: true },
      ]}
      created
      add={{ call: AvailableQuotation.AddAvailableQuotation, label: kind }}
      edit={{
        call: AvailableQuotation.EditAvailableQuotation,
        label: kind,
        load: (row) => api.AvailableQuotation.GetEditAvailableQuotation({ Id: row.Id }),
      }}
      initialValues={{ Kind: QuotationKind.Transfer, Scope: QuotationScope.All }}
      remove={AvailableQuotation.DeleteAvailableQuotation}
      formColumns={2}
      form={(editing) => (
        <BodyFields
          body={AvailableQuotation.EditAvailableQuotation.body}
          editing={!!editing}
          fields={{
            QuotationId: (
              <QuotationField saved={editing ? { Id: editing.QuotationId, Name: editing.QuotationName } : undefined} />
            ),
            CustomerIds: <CustomersField />,
            OrganizeId: (
              <OrganizeField saved={editing ? { Id: editing.OrganizeId, Name: editing.OrganizeName } : undefined} />
            ),
          }}
        />
      )}
    />
  );
}
