import { DeleteOutlined } from '@ant-design/icons';
import {
  type CommodityRow,
  MAX_ORDER_LINES,
  OrderLineInput,
  OrderLineKind,
  type PackageRow,
  packageFlow,
} from '@wms/contract';
import { Button, Form, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { NumberInput } from '../../../../components/form/number';
import { useRules } from '../../../../components/form/rules';
import { dimensionsOf } from '../../../../components/picker/CommodityPicker';
import { PICKER_WIDTH, Picker } from '../../../../components/picker/Picker';
import { useBodyRules } from '../../../../components/setup/bodyRules';
import type { Column } from '../../../../components/table/columns';
import { StateTag } from '../../../../components/workflow/StateTag';
import { dimensionsText, weightText } from '../../../inbound/parcels/format';
import { goodsApi, type OrderScope } from '../api';
import {
  commodityGoods,
  type GoodsBook,
  goodsKey,
  type LineValues,
  type OrderValues,
  parcelGoods,
  withLinesOf,
} from './orderForm';

const LINE = {
  display: 'grid',
  gridTemplateColumns: '90px minmax(200px, 3fr) minmax(90px, 1fr) minmax(140px, 1fr) auto',
  columnGap: 8,
  alignItems: 'start',
} as const;

/** How a line's goods read (its parcel or commodity), under which a refusal of its id shows. */
function GoodsName({ book, line }: { book: GoodsBook; line: LineValues; value?: number }) {
  return <div style={{ paddingTop: 5 }}>{book[goodsKey(line)]?.label ?? `#${line.PackageId ?? line.CommodityId}`}</div>;
}

/**
 * The order's goods: the owner's Shippable parcels in the warehouse (the parcel list filtered so),
 * and their commodities with available stock there (`GetOrderCommodityByUserId`), each a line; a
 * commodity's quantity is typed on its line, within the stock available, which the line shows.
 * Both pickers wait for the warehouse (and, for staff, the customer), and drop their choices when
 * either changes: they belong to the old ones.
 */
export function OrderGoods({
  scope,
  book,
  onGoods,
}: {
  scope: OrderScope;
  book: GoodsBook;
  /** What was learnt of goods just picked (their weight, sizes, available stock). */
  onGoods(more: GoodsBook): void;
}) {
  const staff = scope === 'staff';
  const { t } = useTranslation(['orders', 'commodity', 'inbound']);
  const r = useRules();
  const body = useBodyRules();
  const form = Form.useFormInstance<OrderValues>();
  const warehouseId = Form.useWatch('WarehouseId', form);
  const ownerId = Form.useWatch('OwnerId', form);
  const lines = (Form.useWatch('Lines', { form, preserve: true }) as LineValues[] | undefined) ?? [];
  const calls = goodsApi(scope);
  const waiting = !warehouseId || (staff && !ownerId);
  const owner = staff ? { UserId: ownerId } : {};
  const idsOf = (kind: number) =>
    lines
      .filter((l) => l.Kind === kind)
      .map((l) => (kind === OrderLineKind.Package ? l.PackageId : l.CommodityId))
      .filter((id): id is number => id !== undefined);
  const labelsOf = (kind: number) =>
    Object.fromEntries(
      idsOf(kind).map((id) => [id, book[goodsKey({ Kind: kind, PackageId: id, CommodityId: id })]?.label ?? `#${id}`]),
    );
  const choose = (kind: number, ids: number[]) =>
    form.setFieldValue('Lines', withLinesOf(form.getFieldValue('Lines') ?? [], kind, ids));

  const parcelColumns: Column<PackageRow>[] = [
    { key: 'Number', title: t('inbound:packageNumber'), search: { type: 'text', name: 'Content' } },
    { key: 'TrackingNumber', title: t('inbound:trackingNumber') },
    {
      key: 'Status',
      title: t('inbound:state'),
      render: (v: number) => <StateTag workflow={packageFlow} value={v} />,
    },
    { key: 'Weight', title: t('inbound:weight'), align: 'right', render: (v: string) => weightText(v) },
    { key: 'Length', title: t('inbound:dimensions'), render: (_: unknown, p) => dimensionsText(p) },
    { key: 'ShelfNumber', title: t('inbound:place') },
  ];
  const commodityColumns: Column<CommodityRow>[] = [
    { key: 'CommodityCode', title: t('commodity:commodityCode'), search: { type: 'text', name: 'Content' } },
    { key: 'CommoditySku', title: t('commodity:commoditySku') },
    { key: 'ChineseName', title: t('commodity:chineseName') },
    { key: 'EnglishName', title: t('commodity:englishName') },
    { key: 'ActualWeight', title: t('commodity:actualWeight'), align: 'right' },
    { key: 'Length', title: t('commodity:dimensions'), render: (_: unknown, c) => dimensionsOf(c) },
    { key: 'Available', title: t('commodity:available'), align: 'right' },
  ];

  return (
    <>
      <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(280px, 1fr))', columnGap: 16 }}>
        <Form.Item label={t('addParcels')} extra={waiting ? t('goodsWait') : undefined}>
          <Picker<PackageRow>
            name={`order-parcels-${scope}`}
            title={t('pickParcels')}
            multiple
            disabled={waiting}
            columns={parcelColumns}
            width={PICKER_WIDTH.entity}
            fixed={{ Status: packageFlow.state.Shippable, WarehouseId: warehouseId, ...owner }}
            fetch={(b) => calls.packages.GetPackages(b as Parameters<typeof calls.packages.GetPackages>[0])}
            label={(p) => p.Number}
            value={idsOf(OrderLineKind.Package)}
            valueLabels={labelsOf(OrderLineKind.Package)}
            onChange={(ids, rows) => {
              onGoods(Object.fromEntries(rows.map((p) => [`p${p.Id}`, parcelGoods(p)])));
              choose(OrderLineKind.Package, (ids as number[] | undefined) ?? []);
            }}
          />
        </Form.Item>
        <Form.Item label={t('addStock')} extra={waiting ? t('goodsWait') : undefined}>
          <Picker<CommodityRow>
            name={`order-commodities-${scope}`}
            title={t('commodity:selectCommodity')}
            multiple
            disabled={waiting}
            columns={commodityColumns}
            width={PICKER_WIDTH.wide}
            fixed={{ WarehouseId: warehouseId, ...owner }}
            fetch={(b) =>
              calls.commodities.GetOrderCommodityByUserId(
                b as Parameters<typeof calls.commodities.GetOrderCommodityByUserId>[0],
              )
            }
            label={(c) => `${c.CommodityCode} ${c.ChineseName}`}
            value={idsOf(OrderLineKind.Commodity)}
            valueLabels={labelsOf(OrderLineKind.Commodity)}
            onChange={(ids, rows) => {
              onGoods(Object.fromEntries(rows.map((c) => [`c${c.Id}`, commodityGoods(c)])));
              choose(OrderLineKind.Commodity, (ids as number[] | undefined) ?? []);
            }}
          />
        </Form.Item>
      </div>
      <Form.List
        name="Lines"
        rules={[
          {
            validator: async (_, v: LineValues[] | undefined) => {
              if (!v?.length) throw new Error(r.rule('validation.required', t('goods')));
            },
          },
        ]}
      >
        {(fields, { remove }, { errors }) => (
          <div data-testid="order-lines">
            {fields.map((f, i) => {
              const line = lines[f.name] ?? ({ Kind: OrderLineKind.Package } as LineValues);
              const goods = book[goodsKey(line)];
              const parcel = line.Kind === OrderLineKind.Package;
              return (
                <div key={f.key} style={LINE} data-testid={`line-${i}`}>
                  <div style={{ paddingTop: 5 }}>
                    <Tag color={parcel ? 'blue' : 'green'}>{parcel ? t('kindParcel') : t('kindStock')}</Tag>
                  </div>
                  <Form.Item name={[f.name, parcel ? 'PackageId' : 'CommodityId']} style={{ marginBottom: 8 }}>
                    <GoodsName book={book} line={line} />
                  </Form.Item>
                  <div style={{ paddingTop: 5 }}>
                    <Typography.Text type="secondary">{goods ? weightText(goods.weight) : ''}</Typography.Text>
                  </div>
                  {parcel ? (
                    <div />
                  ) : (
                    <Form.Item
                      name={[f.name, 'Quantity']}
                      style={{ marginBottom: 8 }}
                      validateFirst
                      extra={goods?.available === undefined ? undefined : t('availableN', { n: goods.available })}
                      rules={[
                        { required: true, message: r.rule('validation.required', t('quantity')) },
                        body.schema(OrderLineInput.shape.Quantity, t('quantity')),
                        {
                          validator: async (_, v: unknown) => {
                            const n = Number(v);
                            if (goods?.available !== undefined && Number.isFinite(n) && n > goods.available)
                              throw new Error(t('overAvailable', { n: goods.available }));
                          },
                        },
                      ]}
                    >
                      <NumberInput aria-label={t('quantity')} />
                    </Form.Item>
                  )}
                  <Button
                    icon={<DeleteOutlined />}
                    aria-label={t('removeLine', { n: i + 1 })}
                    title={t('removeLine', { n: i + 1 })}
                    onClick={() => remove(f.name)}
                  />
                </div>
              );
            })}
            {fields.length >= MAX_ORDER_LINES ? (
              <Typography.Text type="warning">{t('tooManyLines')}</Typography.Text>
            ) : null}
            <Form.ErrorList errors={errors} />
          </div>
        )}
      </Form.List>
    </>
  );
}
