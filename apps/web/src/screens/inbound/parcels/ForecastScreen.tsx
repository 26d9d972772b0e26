import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import {
  type BatchEstablishWarehouseDocumentBody,
  type CommodityRow,
  type EstablishWarehouseDocumentBody,
  ForecastPackageInput,
  MAX_DOCUMENT_PACKAGES,
  PackageGoodsInput,
  pastedCode,
} from '@wms/contract';
import { Alert, Button, Card, Form, Input, Space, Switch, Tabs, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { toast } from '../../../api/notify';
import { useWarehouseOptions } from '../../../api/options';
import { SelectItem, TextItem } from '../../../components/form/fields';
import { NumberInput } from '../../../components/form/number';
import { useRules } from '../../../components/form/rules';
import { showServerError } from '../../../components/form/serverError';
import { CommodityPicker } from '../../../components/picker/CommodityPicker';
import { UserPicker } from '../../../components/picker/UserPicker';
import { useBodyRules } from '../../../components/setup/bodyRules';
import { useFieldLabel } from '../../../i18n/useFieldLabel';
import { useLang } from '../../../i18n/useLang';
import { useTitle } from '../../../i18n/useTitle';
import { useBuiltRoutes } from '../../../router/useBuiltRoutes';
import { documentApi, type InboundScope } from './api';

interface GoodsValues {
  ProductName?: string;
  Quantity?: number | string;
  UnitPrice?: string;
  PurchasePrice?: string;
  CommodityId?: number;
}
interface ParcelValues {
  TrackingNumber?: string;
  NeedsInspection?: boolean;
  Remarks?: string;
  Goods?: GoodsValues[];
}
export interface ForecastValues {
  WarehouseId?: number;
  OwnerId?: number;
  Remarks?: string;
  Packages?: ParcelValues[];
  TrackingNumbers?: string;
  ProductNames?: string;
  UnitPrices?: string;
  PurchasePrices?: string;
}

type Mode = 'single' | 'batch';

/** Most goods lines one parcel takes (the body's `Goods` list). */
const MAX_GOODS = 50;
const BATCH_FIELDS = ['TrackingNumbers', 'ProductNames', 'UnitPrices', 'PurchasePrices'] as const;
const emptyGoods: GoodsValues = { Quantity: 1 };
const emptyParcel: ParcelValues = { Goods: [emptyGoods] };
const GRID = { display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))', columnGap: 16 } as const;

/** The lines of a batch entry list as the server counts them: one per line, blank ones dropped. */
export const lineCount = (text: string | undefined) =>
  (text ?? '')
    .split(/\r?\n/)
    .map((l) => l.trim())
    .filter(Boolean).length;

/** The commodity of a goods line, from the owner's commodities; picking one names the line after
 * it when no name was typed yet. */
function CommodityField({
  value,
  onChange,
  scope,
  ownerId,
  nameField,
}: {
  value?: number;
  onChange?: (v: number | undefined) => void;
  scope: InboundScope;
  ownerId?: number;
  nameField: (string | number)[];
}) {
  const form = Form.useFormInstance();
  const lang = useLang();
  return (
    <CommodityPicker
      scope={scope === 'staff' ? 'staff' : 'user'}
      ownerId={ownerId}
      value={value}
      onChange={(v, rows) => {
        onChange?.(v as number | undefined);
        const r = rows[0] as CommodityRow | undefined;
        if (r && !form.getFieldValue(nameField))
          form.setFieldValue(nameField, lang === 'en-us' ? r.EnglishName || r.ChineseName : r.ChineseName);
      }}
    />
  );
}

/** One parcel's goods lines: name, quantity, prices and optionally the commodity it is. */
function GoodsLines({ scope, parcel, ownerId }: { scope: InboundScope; parcel: number; ownerId?: number }) {
  const { t } = useTranslation('inbound');
  const label = useFieldLabel();
  const r = useRules();
  const body = useBodyRules();
  const shape = PackageGoodsInput.shape;
  const item = (name: keyof GoodsValues) => ({ label: label(name), style: { marginBottom: 8 } });
  return (
    <Form.List name={[parcel, 'Goods']}>
      {(lines, { add, remove }) => (
        <>
          {lines.map((line, i) => (
            <div
              key={line.key}
              data-testid={`goods-${parcel}-${i}`}
              style={{
                display: 'grid',
                gridTemplateColumns: 'minmax(160px, 2fr) repeat(3, minmax(100px, 1fr)) minmax(180px, 2fr) auto',
                columnGap: 8,
                alignItems: 'start',
              }}
            >
              <Form.Item
                {...item('ProductName')}
                name={[line.name, 'ProductName']}
                validateFirst
                rules={[
                  r.required(label('ProductName')),
                  r.max(100, label('ProductName')),
                  body.schema(shape.ProductName, label('ProductName')),
                ]}
              >
                <Input placeholder={r.enter(label('ProductName'))} />
              </Form.Item>
              <Form.Item
                {...item('Quantity')}
                name={[line.name, 'Quantity']}
                validateFirst
                rules={[
                  { required: true, message: r.rule('validation.required', label('Quantity')) },
                  body.schema(shape.Quantity, label('Quantity')),
                ]}
              >
                <NumberInput aria-label={label('Quantity')} />
              </Form.Item>
              <Form.Item
                {...item('UnitPrice')}
                name={[line.name, 'UnitPrice']}
                rules={[body.schema(shape.UnitPrice, label('UnitPrice'))]}
              >
                <NumberInput asText aria-label={label('UnitPrice')} />
              </Form.Item>
              <Form.Item
                {...item('PurchasePrice')}
                name={[line.name, 'PurchasePrice']}
                rules={[body.schema(shape.PurchasePrice, label('PurchasePrice'))]}
              >
                <NumberInput asText aria-label={label('PurchasePrice')} />
              </Form.Item>
              <Form.Item {...item('CommodityId')} name={[line.name, 'CommodityId']}>
                <CommodityField
                  scope={scope}
                  ownerId={ownerId}
                  nameField={['Packages', parcel, 'Goods', line.name, 'ProductName']}
                />
              </Form.Item>
              <Form.Item label=" " style={{ marginBottom: 8 }}>
                <Button
                  icon={<DeleteOutlined />}
                  onClick={() => remove(line.name)}
                  aria-label={t('removeGoods', { n: i + 1 })}
                  title={t('removeGoods', { n: i + 1 })}
                />
              </Form.Item>
            </div>
          ))}
          <Button
            type="dashed"
            icon={<PlusOutlined />}
            onClick={() => add({ ...emptyGoods })}
            disabled={lines.length >= MAX_GOODS}
            data-testid={`add-goods-${parcel}`}
          >
            {t('addGoods')}
          </Button>
        </>
      )}
    </Form.List>
  );
}

/** Parcels one at a time: each its tracking number, whether to inspect it, remarks and goods. */
function ParcelList({ scope }: { scope: InboundScope }) {
  const { t } = useTranslation(['inbound', 'system']);
  const label = useFieldLabel();
  const r = useRules();
  const body = useBodyRules();
  const form = Form.useFormInstance<ForecastValues>();
  const ownerId = Form.useWatch('OwnerId', form);
  const tracking = ForecastPackageInput.shape.TrackingNumber;
  return (
    <Form.List name="Packages">
      {(parcels, { add, remove }) => (
        <Space orientation="vertical" style={{ width: '100%' }} size="middle">
          {parcels.map((parcel, i) => (
            <Card
              key={parcel.key}
              size="small"
              title={t('parcelN', { n: i + 1 })}
              data-testid={`parcel-${i}`}
              extra={
                <Button
                  type="text"
                  danger
                  icon={<DeleteOutlined />}
                  disabled={parcels.length === 1}
                  onClick={() => remove(parcel.name)}
                  data-testid={`remove-parcel-${i}`}
                >
                  {t('removeParcel')}
                </Button>
              }
            >
              <div style={GRID}>
                <Form.Item
                  name={[parcel.name, 'TrackingNumber']}
                  label={t('trackingNumber')}
                  validateFirst
                  rules={[r.required(t('trackingNumber')), body.schema(tracking, t('trackingNumber'))]}
                >
                  <Input
                    placeholder={r.enter(t('trackingNumber'))}
                    // What the server stores: capitals, no spaces (a number pasted from a courier's page).
                    onBlur={(e) => {
                      const v = pastedCode(e.target.value);
                      if (v !== e.target.value) form.setFieldValue(['Packages', parcel.name, 'TrackingNumber'], v);
                    }}
                  />
                </Form.Item>
                <Form.Item
                  name={[parcel.name, 'NeedsInspection']}
                  label={label('NeedsInspection')}
                  valuePropName="checked"
                >
                  <Switch />
                </Form.Item>
                <Form.Item
                  name={[parcel.name, 'Remarks']}
                  label={t('system:remarks')}
                  rules={[r.max(500, t('system:remarks'))]}
                >
                  <Input placeholder={r.enter(t('system:remarks'))} />
                </Form.Item>
              </div>
              <Typography.Text strong>{t('goods')}</Typography.Text>
              <GoodsLines scope={scope} parcel={parcel.name} ownerId={ownerId} />
            </Card>
          ))}
          <Button
            type="dashed"
            block
            icon={<PlusOutlined />}
            onClick={() => add({ ...emptyParcel, Goods: [{ ...emptyGoods }] })}
            disabled={parcels.length >= MAX_DOCUMENT_PACKAGES}
            data-testid="add-parcel"
          >
            {t('addParcel')}
          </Button>
        </Space>
      )}
    </Form.List>
  );
}

/** Batch entry: four lists, line n of each one parcel (quantity 1); each says how many lines it has. */
function BatchFields() {
  const { t } = useTranslation('inbound');
  const label = useFieldLabel();
  const r = useRules();
  const form = Form.useFormInstance<ForecastValues>();
  const values = Form.useWatch([], { form, preserve: true }) as ForecastValues | undefined;
  const placeholders = {
    TrackingNumbers: t('trackingNumbersExample'),
    ProductNames: t('productNamesExample'),
    UnitPrices: t('unitPricesExample'),
    PurchasePrices: t('purchasePricesExample'),
  };
  return (
    <>
      <Alert type="info" showIcon style={{ marginBottom: 16 }} title={t('batchHint')} />
      <div style={GRID}>
        {BATCH_FIELDS.map((name) => (
          <Form.Item
            key={name}
            name={name}
            label={label(name)}
            rules={[r.required(label(name)), r.max(20_000, label(name))]}
            extra={<span data-testid={`lines-${name}`}>{t('lineCount', { count: lineCount(values?.[name]) })}</span>}
          >
            <Input.TextArea rows={8} placeholder={placeholders[name]} spellCheck={false} />
          </Form.Item>
        ))}
      </div>
    </>
  );
}

/**
 * The forecast form (a warehouse document): the warehouse, for staff the customer, and the parcels,
 * one at a time with their goods or by batch entry from four pasted lists. A field the server
 * refuses shows its message under that field, in a parcel's goods too; a saved forecast opens the
 * list of documents, where it is the newest.
 */
export function ForecastScreen({ scope }: { scope: InboundScope }) {
  const staff = scope === 'staff';
  const { t } = useTranslation(['inbound', 'common', 'system']);
  const label = useFieldLabel();
  const title = useTitle();
  const r = useRules();
  const [form] = Form.useForm<ForecastValues>();
  const [mode, setMode] = useState<Mode>('single');
  const [busy, setBusy] = useState(false);
  const warehouses = useWarehouseOptions();
  const navigate = useNavigate();
  const routes = useBuiltRoutes();
  const client = useQueryClient();
  const screen = staff ? 'WarehouseDocumentEstablishPacket' : 'UserWarehouseDocumentEstablishPacket';
  const listPath = routes.pathOf(staff ? 'WarehouseDocumentIndex' : 'UserWarehouseDocumentIndex');
  const calls = documentApi(scope);

  const submit = async () => {
    const header = ['WarehouseId', ...(staff ? ['OwnerId'] : []), 'Remarks'];
    const fields = mode === 'single' ? [...header, 'Packages'] : [...header, ...BATCH_FIELDS];
    let v: ForecastValues;
    try {
      v = await form.validateFields(fields, { recursive: true });
    } catch {
      return;
    }
    const common = { WarehouseId: v.WarehouseId!, OwnerId: staff ? v.OwnerId : undefined, Remarks: v.Remarks };
    setBusy(true);
    try {
      if (mode === 'single') {
        const body: EstablishWarehouseDocumentBody = {
          ...common,
          Packages: (v.Packages ?? []).map((p) => ({
            TrackingNumber: p.TrackingNumber ?? '',
            NeedsInspection: p.NeedsInspection || undefined,
            Remarks: p.Remarks,
            Goods: (p.Goods ?? []).map((g) => ({
              ProductName: g.ProductName ?? '',
              Quantity: Number(g.Quantity),
              UnitPrice: g.UnitPrice,
              PurchasePrice: g.PurchasePrice,
              CommodityId: g.CommodityId,
            })),
          })),
        };
        await calls.EstablishWarehouseDocument(body, { silent: true });
        toast('success', t('forecastDone', { count: body.Packages.length }), undefined, 3);
      } else {
        const body: BatchEstablishWarehouseDocumentBody = {
          ...common,
          TrackingNumbers: v.TrackingNumbers ?? '',
          ProductNames: v.ProductNames ?? '',
          UnitPrices: v.UnitPrices ?? '',
          PurchasePrices: v.PurchasePrices ?? '',
        };
        await calls.BatchEstablishWarehouseDocument(body, { silent: true });
        toast('success', t('forecastDone', { count: lineCount(body.TrackingNumbers) }), undefined, 3);
      }
      await client.invalidateQueries({ queryKey: [staff ? 'WarehouseDocument' : 'UserWarehouseDocument'] });
      await client.invalidateQueries({ queryKey: [staff ? 'Package' : 'UserPackage'] });
      if (listPath) navigate(listPath);
      else form.resetFields();
    } catch (e) {
      // A field the server refuses shows under it, in a parcel's goods too (`Packages.0.TrackingNumber`).
      showServerError(form, e);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card variant="borderless" title={title(`menu:${screen}`)} data-testid={`screen-${screen}`}>
      <Form<ForecastValues>
        form={form}
        name="forecast"
        layout="vertical"
        initialValues={{ Packages: [{ ...emptyParcel, Goods: [{ ...emptyGoods }] }] }}
      >
        <div style={GRID}>
          <SelectItem
            name="WarehouseId"
            label={label('WarehouseId')}
            required
            options={warehouses.data ?? []}
            loading={warehouses.isLoading}
          />
          {staff ? (
            <Form.Item name="OwnerId" label={label('OwnerId')} rules={[r.chosen(label('OwnerId'))]}>
              <UserPicker />
            </Form.Item>
          ) : null}
        </div>
        <Tabs
          activeKey={mode}
          onChange={(k) => setMode(k as Mode)}
          data-testid="forecast-mode"
          items={[
            { key: 'single', label: t('oneAtATime'), children: <ParcelList scope={scope} /> },
            { key: 'batch', label: t('batchEntry'), children: <BatchFields /> },
          ]}
        />
        <div style={{ marginTop: 24 }}>
          <TextItem name="Remarks" label={t('documentRemarks')} max={500} kind="textarea" />
        </div>
        <Space>
          <Button type="primary" loading={busy} onClick={() => void submit()} data-testid="forecast-submit">
            {t('submitForecast')}
          </Button>
          {listPath ? <Button onClick={() => navigate(listPath)}>{t('common:back')}</Button> : null}
        </Space>
      </Form>
    </Card>
  );
}
