import { useQueryClient } from '@tanstack/react-query';
import { OrderDelivery, type RecipientPickerRow } from '@wms/contract';
import { Button, Card, Form, Radio, Space, Spin } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { useCurrencyOptions } from '../../../../api/commodities';
import { queryKeys } from '../../../../api/keys';
import { toast } from '../../../../api/notify';
import { useSelectList, useWarehouseOptions } from '../../../../api/options';
import { SelectItem, TextItem } from '../../../../components/form/fields';
import { useRules } from '../../../../components/form/rules';
import { showServerError } from '../../../../components/form/serverError';
import { DeclarantPicker } from '../../../../components/picker/DeclarantPicker';
import { RecipientPicker } from '../../../../components/picker/RecipientPicker';
import { SelfPickupPicker } from '../../../../components/picker/SelfPickupPicker';
import { UserPicker } from '../../../../components/picker/UserPicker';
import { useFieldLabel } from '../../../../i18n/useFieldLabel';
import { useTitle } from '../../../../i18n/useTitle';
import { useBuiltRoutes } from '../../../../router/useBuiltRoutes';
import { customerName } from '../../../../utils/format';
import { type OrderScope, orderApi, orderTable, screensOf } from '../api';
import { ChannelChoice } from './ChannelChoice';
import { CustomsLines } from './CustomsLines';
import { OrderGoods } from './OrderGoods';
import { bodyOf, type GoodsBook, type OrderValues, trialBodyOf, valuesOf } from './orderForm';
import { ServiceChoices } from './ServiceChoices';

const GRID = { display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(260px, 1fr))', columnGap: 16 } as const;
const SECTION = { marginBottom: 16 } as const;

/**
 * The order form, staff's and the customer's (docs/domain.md, "Orders"): the warehouse (and, for
 * staff, the customer first: everything below is theirs), the goods (Shippable parcels and stock
 * within what is available), where it goes (a recipient of the address book or a self-pickup
 * point), the declarant, the cargo types, then the shipping types the freight trial prices for all
 * of that with their prices, the customs lines and the form the chosen channel asks for, the
 * value-added services and remarks. `?id=` edits an order pending review or rejected. A field the
 * server refuses shows its message under that field, a line's under that line.
 */
export function OrderForm({ scope }: { scope: OrderScope }) {
  const staff = scope === 'staff';
  const { t } = useTranslation(['orders', 'common', 'system']);
  const label = useFieldLabel();
  const title = useTitle();
  const r = useRules();
  const [form] = Form.useForm<OrderValues>();
  const [book, setBook] = useState<GoodsBook>({});
  const [labels, setLabels] = useState<{ owner?: string; recipient?: string; pickup?: string; declarant?: string }>({});
  const [busy, setBusy] = useState(false);
  const [params] = useSearchParams();
  const editId = Number(params.get('id')) || undefined;
  const [loading, setLoading] = useState(!!editId);
  const warehouses = useWarehouseOptions();
  const cargoTypes = useSelectList('CargoType');
  const countries = useSelectList('ShippingCountry');
  const categories = useSelectList('CustomsCategory');
  const currencies = useCurrencyOptions();
  const navigate = useNavigate();
  const routes = useBuiltRoutes();
  const client = useQueryClient();
  const calls = orderApi(scope);
  const screens = screensOf(scope);
  const listPath = routes.pathOf(screens.list);

  const ownerId = Form.useWatch('OwnerId', form);
  const delivery = Form.useWatch('Delivery', form) ?? OrderDelivery.Recipient;
  const countryId = Form.useWatch('CountryId', form);
  const lines = Form.useWatch('Lines', { form, preserve: true });
  const cargo = Form.useWatch('CargoTypeIds', form);
  const customs = Form.useWatch('CustomsLines', form);
  const trialBody = trialBodyOf({ Lines: lines, CargoTypeIds: cargo, CustomsLines: customs }, countryId, book);
  const owner = staff ? (ownerId === undefined ? undefined : { UserId: ownerId }) : undefined;
  const waitsForOwner = staff && ownerId === undefined;

  // An order being edited: its values, and what the pickers show for what it already chose.
  // biome-ignore lint/correctness/useExhaustiveDependencies: loads once per order
  useEffect(() => {
    if (!editId) return;
    let live = true;
    setLoading(true);
    calls
      .GetEditLogisticsOrder({ Id: editId })
      .then((d) => {
        if (!live) return;
        const { values, book: known } = valuesOf(d);
        setBook(known);
        setLabels({
          owner: customerName(d.UserName, d.CustomerCode),
          recipient: `${d.Address.Contacts} ${d.Address.Phone}`,
          pickup: d.Recipient,
          declarant: d.DeclarantName ?? undefined,
        });
        form.setFieldsValue(values);
      })
      .catch(() => live && listPath && navigate(listPath))
      .finally(() => live && setLoading(false));
    return () => {
      live = false;
    };
  }, [editId]);

  const submit = async () => {
    try {
      await form.validateFields(undefined, { recursive: true });
    } catch {
      return;
    }
    // Every value the form holds, a line's kind too (it has no field of its own).
    const body = bodyOf(form.getFieldsValue(true) as OrderValues, staff);
    setBusy(true);
    try {
      if (editId) await calls.EditLogisticsOrder({ ...body, Id: editId }, { silent: true });
      else await calls.EstablishLogisticsOrder(body, { silent: true });
      toast('success', editId ? t('orderSaved') : t('orderPlaced'), undefined, 3);
      await client.invalidateQueries({ queryKey: queryKeys.area(orderTable(scope).GetLogisticsOrders.controller) });
      if (listPath) navigate(listPath);
      else {
        form.resetFields();
        setBook({});
      }
    } catch (e) {
      showServerError(form, e);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card
      variant="borderless"
      title={editId ? t('editOrder') : title(`menu:${screens.form}`)}
      data-testid={`screen-${screens.form}`}
    >
      <Spin spinning={loading}>
        <Form<OrderValues>
          form={form}
          name="order"
          layout="vertical"
          initialValues={{ Delivery: OrderDelivery.Recipient, Lines: [], CustomsLines: [], ValueAddedServiceIds: [] }}
        >
          <Card size="small" title={t('sectionWhere')} style={SECTION}>
            <div style={GRID}>
              {staff ? (
                <Form.Item name="OwnerId" label={t('customer')} rules={[r.chosen(t('customer'))]}>
                  <UserPicker
                    disabled={!!editId}
                    valueLabels={labels.owner && ownerId !== undefined ? { [ownerId]: labels.owner } : undefined}
                  />
                </Form.Item>
              ) : null}
              <SelectItem
                name="WarehouseId"
                label={label('WarehouseId')}
                required
                options={warehouses.data ?? []}
                loading={warehouses.isLoading}
              />
            </div>
          </Card>
          <Card size="small" title={t('goods')} style={SECTION}>
            <OrderGoods scope={scope} book={book} onGoods={(more) => setBook((b) => ({ ...b, ...more }))} />
          </Card>
          <Card size="small" title={t('sectionDelivery')} style={SECTION}>
            <Form.Item name="Delivery" label={t('delivery')}>
              <Radio.Group
                options={[
                  { value: OrderDelivery.Recipient, label: t('toRecipient') },
                  { value: OrderDelivery.SelfPickup, label: t('selfPickup') },
                ]}
              />
            </Form.Item>
            <div style={GRID}>
              {delivery === OrderDelivery.SelfPickup ? (
                <>
                  <Form.Item
                    name="SelfPickupAddressId"
                    label={t('selfPickupPoint')}
                    rules={[r.chosen(t('selfPickupPoint'))]}
                  >
                    <SelfPickupPicker
                      scope={scope}
                      valueLabels={
                        labels.pickup ? { [form.getFieldValue('SelfPickupAddressId')]: labels.pickup } : undefined
                      }
                    />
                  </Form.Item>
                  <SelectItem
                    name="CountryId"
                    label={t('destination')}
                    required
                    options={countries.data ?? []}
                    extra={t('destinationHint')}
                  />
                </>
              ) : (
                <>
                  <Form.Item
                    name="RecipientInformationId"
                    label={t('recipient')}
                    rules={[r.chosen(t('recipient'))]}
                    extra={waitsForOwner ? t('customerFirst') : undefined}
                  >
                    <RecipientPicker
                      scope={scope}
                      disabled={waitsForOwner}
                      fixed={owner}
                      valueLabels={
                        labels.recipient
                          ? { [form.getFieldValue('RecipientInformationId')]: labels.recipient }
                          : undefined
                      }
                      // The recipient's country is where the order goes: what the trial prices to.
                      onChange={(id, rows) => {
                        const row = (rows as RecipientPickerRow[])[0];
                        form.setFieldValue('CountryId', id === undefined ? undefined : row?.CountryId);
                      }}
                    />
                  </Form.Item>
                  <Form.Item name="CountryId" hidden>
                    <span />
                  </Form.Item>
                </>
              )}
              <Form.Item name="DeclarantInformationId" label={t('declarant')}>
                <DeclarantPicker
                  scope={scope}
                  disabled={waitsForOwner}
                  fixed={owner}
                  valueLabels={
                    labels.declarant ? { [form.getFieldValue('DeclarantInformationId')]: labels.declarant } : undefined
                  }
                />
              </Form.Item>
              <SelectItem name="CargoTypeIds" label={t('cargoTypes')} mode="multiple" options={cargoTypes.data ?? []} />
            </div>
          </Card>
          <Card size="small" title={t('sectionShipping')} style={SECTION}>
            <Form.Item name="TypeOfShippingId" label={t('shippingType')} rules={[r.chosen(t('shippingType'))]}>
              <ChannelChoice scope={scope} body={trialBody} customerId={staff ? ownerId : undefined} />
            </Form.Item>
          </Card>
          <Card size="small" title={t('sectionCustoms')} style={SECTION}>
            <div style={GRID}>
              <SelectItem name="CustomsCategory" label={t('customsCategory')} options={categories.data ?? []} />
              <SelectItem
                name="DeclaredCurrencyId"
                label={t('declaredCurrency')}
                options={currencies.data ?? []}
                extra={t('declaredCurrencyHint')}
              />
            </div>
            <CustomsLines />
          </Card>
          <Card size="small" title={t('services')} style={SECTION}>
            <Form.Item name="ValueAddedServiceIds" style={{ marginBottom: 0 }}>
              <ServiceChoices scope={scope} />
            </Form.Item>
          </Card>
          <TextItem name="Remarks" label={t('system:remarks')} max={500} kind="textarea" />
          <Space>
            <Button type="primary" loading={busy} onClick={() => void submit()} data-testid="order-submit">
              {editId ? t('saveOrder') : t('placeOrder')}
            </Button>
            {listPath ? <Button onClick={() => navigate(listPath)}>{t('common:back')}</Button> : null}
          </Space>
        </Form>
      </Spin>
    </Card>
  );
}
