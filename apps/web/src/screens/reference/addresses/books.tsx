import type { RecipientPickerRow } from '@wms/contract';
import { Form, type FormInstance } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TextItem, WIDE } from '../../../components/form/fields';
import { useRules } from '../../../components/form/rules';
import { RecipientPicker } from '../../../components/picker/RecipientPicker';
import { UserPicker } from '../../../components/picker/UserPicker';
import { RegionCascader } from '../../../components/region/RegionCascader';
import type { SetupColumn } from '../../../components/setup/listColumns';
import { useFieldLabel } from '../../../i18n/useFieldLabel';

// Pieces the address book screens share (docs/domain.md, "Address books"): staff see and choose
// the owner of an entry, customers never do; the region is chosen with the region selector.

export type Scope = 'staff' | 'user';

/** The owner column, searched with the user picker: staff only. */
export function useOwnerColumns<Row>(scope: Scope): SetupColumn<Row>[] {
  const label = useFieldLabel();
  if (scope !== 'staff') return [];
  return [
    {
      key: 'UserName',
      title: label('OwnerId'),
      search: { type: 'custom', name: 'UserId', render: () => <UserPicker /> },
    },
  ];
}

/** The country column, named from the country list and searched by it. */
export const countryColumn = <Row,>(): SetupColumn<Row> => ({
  key: 'CountryId',
  list: { name: 'Country', search: true },
});

/** A collection point's columns, as staff and customers see it. */
export const pickupColumns = <Row,>(): SetupColumn<Row>[] => [
  { key: 'SiteName', search: { type: 'text', name: 'Content' } },
  countryColumn<Row>(),
  { key: 'RegionName', ellipsis: true },
  { key: 'Address', ellipsis: true },
  { key: 'Contact' },
  { key: 'Phone' },
  { key: 'OpeningHours' },
];

/** The customer a new entry is for (staff; a customer's own entries are theirs). */
export function OwnerItem() {
  const label = useFieldLabel();
  const r = useRules();
  return (
    <Form.Item name="OwnerId" label={label('OwnerId')} rules={[r.chosen(label('OwnerId'))]} style={WIDE}>
      <UserPicker />
    </Form.Item>
  );
}

/** The region selector, then the address text field `name`. */
export function RegionAndAddress({ name, max }: { name: string; max: number }) {
  const label = useFieldLabel();
  return (
    <>
      <Form.Item name="RegionId" label={label('RegionId')}>
        <RegionCascader changeOnSelect data-testid="address-region" />
      </Form.Item>
      <TextItem name={name} label={label(name)} required max={max} wide />
    </>
  );
}

/** Fills the add dialog from one of the customer's recipients (the picker the order forms will
 * reuse for their recipient). */
export function CopyFromEntry({ form }: { form: FormInstance }) {
  const { t } = useTranslation('addresses');
  const [picked, setPicked] = useState<number>();
  const copy = (r: RecipientPickerRow | undefined) =>
    r &&
    form.setFieldsValue({
      ContactName: r.ContactName,
      Phone: r.Phone,
      ReceivingPhone: r.ReceivingPhone || undefined,
      CountryId: r.CountryId,
      RegionId: r.RegionId,
      DetailedAddress: r.DetailedAddress,
      Postcode: r.Postcode || undefined,
    });
  return (
    <Form.Item label={t('copyFromEntry')} style={WIDE}>
      <RecipientPicker
        scope="user"
        title={t('copyFromEntry')}
        value={picked}
        onChange={(id, rows) => {
          setPicked(id as number | undefined);
          copy(rows[0]);
        }}
      />
    </Form.Item>
  );
}
