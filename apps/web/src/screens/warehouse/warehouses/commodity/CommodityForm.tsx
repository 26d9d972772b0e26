import {
  type CommodityRow,
  type EditCommodityBody,
  type EstablishCommodityBody,
  hasNoSpecialCharacters,
  MAX_MEASURE,
  MAX_PRICE,
  MAX_WARNING_QUANTITY,
  PRICE_PLACES,
} from '@wms/contract';
import { Form, Input, Space, TreeSelect } from 'antd';
import { useTranslation } from 'react-i18next';
import { useCategoryOptions, useCurrencyOptions } from '../../../../api/commodities';
import { useSelectList } from '../../../../api/options';
import { SelectItem, TextItem, WIDE } from '../../../../components/form/fields';
import { useNumberRule } from '../../../../components/form/number';
import { useRules } from '../../../../components/form/rules';
import { UserPicker } from '../../../../components/picker/UserPicker';
import { ImageUploadQueue, type QueueImage } from '../../../../components/upload/ImageUploadQueue';

/** The form's values: the contract body with the pictures as the image queue holds them. */
export type CommodityFormValues = Omit<EstablishCommodityBody, 'Pictures'> & { Pictures?: QueueImage[] };

/** The values of a saved commodity, for editing. */
export function formValuesOf(r: CommodityRow): CommodityFormValues {
  return {
    CommodityCode: r.CommodityCode,
    CommoditySku: r.CommoditySku,
    ChineseName: r.ChineseName,
    EnglishName: r.EnglishName,
    Alias: r.Alias,
    IdentificationCode: r.IdentificationCode,
    DeclarationName: r.DeclarationName,
    Price: r.Price,
    CurrencyId: r.CurrencyId,
    ActualWeight: r.ActualWeight,
    GrossWeight: r.GrossWeight,
    Length: r.Length,
    Width: r.Width,
    Geight: r.Geight,
    WarningQuantity: r.WarningQuantity,
    SalesModes: r.SalesModes,
    CommodityStatus: r.CommodityStatus,
    CommodityCategories: r.CommodityCategories ?? (undefined as unknown as number),
    CargoType: r.CargoType ?? (undefined as unknown as number),
    Pictures: r.Pictures.map((url) => ({ url })),
    Remarks: r.Remarks,
  };
}

/** The body the server takes: pictures back to their ordered addresses. */
export function bodyOf(v: CommodityFormValues): EstablishCommodityBody {
  return { ...v, Pictures: (v.Pictures ?? []).map((p) => p.url) };
}
export const editBodyOf = (v: CommodityFormValues, Id: number): EditCommodityBody => ({ ...bodyOf(v), Id });

/** A length's places (cm to the millimetre, as the contract's `zLength`; docs/domain.md, "Field
 * formats"); a weight keeps the default 3. */
export const LENGTH_PLACES = 1;

/** A decimal typed as text, checked by the contract's rule: at most `max` decimals (3, a weight),
 * up to `top` (a measure's greatest), refused in the server's words. */
export function DecimalInput({
  name,
  label,
  max = 3,
  top = MAX_MEASURE,
  noStyle,
  required,
}: {
  name: string;
  label: string;
  max?: number;
  top?: number;
  noStyle?: boolean;
  required?: boolean;
}) {
  const r = useRules();
  const numbers = useNumberRule();
  return (
    <Form.Item
      name={name}
      label={noStyle ? undefined : label}
      noStyle={noStyle}
      rules={[...(required ? [r.required(label)] : []), numbers.rule({ min: 0, max: top, decimals: max }, label)]}
    >
      <Input placeholder={r.enter(label)} inputMode="decimal" allowClear={!noStyle} aria-label={label} />
    </Form.Item>
  );
}

/**
 * The fields of a commodity, shared by the staff and customer screens. Staff creating one also
 * choose the customer who owns it.
 */
export function CommodityFields({ withOwner }: { withOwner: boolean }) {
  const { t } = useTranslation(['commodity', 'system']);
  const r = useRules();
  const numbers = useNumberRule();
  const categories = useCategoryOptions();
  const currencies = useCurrencyOptions();
  const cargoTypes = useSelectList('CargoType');
  const salesModes = useSelectList('SalesMode');
  const statuses = useSelectList('CommodityStatus');
  return (
    <>
      {withOwner ? (
        <Form.Item name="OwnerId" label={t('owner')} rules={[r.chosen(t('owner'))]} style={WIDE}>
          <UserPicker />
        </Form.Item>
      ) : null}
      <TextItem
        name="CommodityCode"
        label={t('commodityCode')}
        required
        max={50}
        rules={[r.check(hasNoSpecialCharacters, r.rule('validation.specialCharacters', t('commodityCode')))]}
      />
      <TextItem name="CommoditySku" label={t('commoditySku')} max={50} />
      <TextItem name="ChineseName" label={t('chineseName')} required max={100} />
      <TextItem name="EnglishName" label={t('englishName')} max={200} />
      <Form.Item name="CommodityCategories" label={t('category')} rules={[r.chosen(t('category'))]}>
        <TreeSelect
          treeData={categories.data ?? []}
          placeholder={r.select(t('category'))}
          showSearch={{ treeNodeFilterProp: 'title' }}
          treeDefaultExpandAll
          allowClear
        />
      </Form.Item>
      <SelectItem name="CargoType" label={t('cargoType')} required options={cargoTypes.data ?? []} />
      <TextItem name="Alias" label={t('alias')} max={100} />
      <TextItem name="IdentificationCode" label={t('identificationCode')} max={50} />
      <TextItem name="DeclarationName" label={t('declarationName')} max={100} />
      <SelectItem name="SalesModes" label={t('salesMode')} options={salesModes.data ?? []} />
      <DecimalInput name="Price" label={t('price')} max={PRICE_PLACES} top={Number(MAX_PRICE)} />
      <SelectItem name="CurrencyId" label={t('currency')} options={currencies.data ?? []} />
      <DecimalInput name="ActualWeight" label={t('actualWeight')} />
      <DecimalInput name="GrossWeight" label={t('grossWeight')} />
      <Form.Item label={t('dimensions')} required={false}>
        <Space.Compact style={{ width: '100%' }}>
          <DecimalInput name="Length" label={t('length')} max={LENGTH_PLACES} noStyle />
          <DecimalInput name="Width" label={t('width')} max={LENGTH_PLACES} noStyle />
          <DecimalInput name="Geight" label={t('geight')} max={LENGTH_PLACES} noStyle />
        </Space.Compact>
      </Form.Item>
      <Form.Item
        name="WarningQuantity"
        label={t('warningQuantity')}
        rules={[numbers.rule({ min: 0, max: MAX_WARNING_QUANTITY }, t('warningQuantity'))]}
      >
        <Input placeholder={r.enter(t('warningQuantity'))} inputMode="numeric" allowClear />
      </Form.Item>
      <SelectItem name="CommodityStatus" label={t('commodityStatus')} options={statuses.data ?? []} />
      <Form.Item name="Pictures" label={t('pictures')} style={WIDE}>
        <ImageUploadQueue data-testid="commodity-pictures" />
      </Form.Item>
      <TextItem name="Remarks" label={t('system:remarks')} max={500} kind="textarea" wide />
    </>
  );
}
