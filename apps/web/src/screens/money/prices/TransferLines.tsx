import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { BracketLine, FreightPricingMode, TransferLine } from '@wms/contract';
import { Button, Card, Checkbox, Form, Input, Select, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { api } from '../../../api/client';
import { queryKeys } from '../../../api/keys';
import { useSelectList } from '../../../api/options';
import { WIDE } from '../../../components/form/fields';
import { NumberInput } from '../../../components/form/number';
import { useRules } from '../../../components/form/rules';
import { useBodyRules } from '../../../components/setup/bodyRules';
import { useFieldLabel } from '../../../i18n/useFieldLabel';

/** A bracket as the form holds it. */
export interface BracketValues {
  UpTo?: string;
  Price?: string;
  PerKg?: boolean;
}
/** A freight line as the form holds it: both modes' figures, the body sends the mode's own. */
export interface LineValues {
  ZoneName?: string;
  CountryIds?: number[];
  FirstWeight?: string;
  FirstPrice?: string;
  StepWeight?: string;
  StepPrice?: string;
  Brackets?: BracketValues[];
  MinimumCharge?: string;
}

export const emptyBracket: BracketValues = { PerKg: true };
export const emptyLine: LineValues = { CountryIds: [], Brackets: [{ ...emptyBracket }] };

const blank = (v: unknown) => v === undefined || v === null || v === '';
const text = (v: unknown) => (blank(v) ? undefined : String(v));

/** A line as the body takes it: the figures of the quotation's pricing mode only. */
export function lineBody(l: LineValues, mode: number) {
  const common = {
    ZoneName: text(l.ZoneName?.trim()),
    CountryIds: l.CountryIds ?? [],
    MinimumCharge: text(l.MinimumCharge),
  };
  return mode === FreightPricingMode.Brackets
    ? {
        ...common,
        Brackets: (l.Brackets ?? []).map((b) => ({
          UpTo: String(b.UpTo ?? ''),
          Price: String(b.Price ?? ''),
          PerKg: !!b.PerKg,
        })),
      }
    : {
        ...common,
        FirstWeight: text(l.FirstWeight),
        FirstPrice: text(l.FirstPrice),
        StepWeight: text(l.StepWeight),
        StepPrice: text(l.StepPrice),
      };
}

const GRID = { display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(150px, 1fr))', columnGap: 12 } as const;

/** A figure of a line (a weight or a price), checked by its own schema in the line; `required`
 * when the pricing mode needs it. */
function Figure({
  path,
  name,
  schema,
  required,
  suffix,
}: {
  path: (string | number)[];
  name: string;
  schema: z.ZodType;
  required?: boolean;
  suffix?: string;
}) {
  const label = useFieldLabel();
  const r = useRules();
  const body = useBodyRules();
  const l = label(name);
  return (
    <Form.Item
      name={path}
      label={l}
      validateFirst
      rules={[
        ...(required ? [{ required: true, message: r.rule('validation.required', l) }] : []),
        body.schema(schema, l),
      ]}
    >
      <NumberInput asText aria-label={l} placeholder={r.enter(l)} suffix={suffix} />
    </Form.Item>
  );
}

/** The brackets of one line: up to a weight, the price, per kg or flat for the bracket. */
function Brackets({ line }: { line: number }) {
  const { t } = useTranslation('quotation');
  const label = useFieldLabel();
  const r = useRules();
  return (
    <Form.List
      name={[line, 'Brackets']}
      rules={[
        {
          validator: (_, v: unknown[] | undefined) =>
            v?.length ? Promise.resolve() : Promise.reject(new Error(r.rule('quotations.linesOfMode', label('Lines')))),
        },
      ]}
    >
      {(rows, { add, remove }, { errors }) => (
        <div style={WIDE} data-testid={`brackets-${line}`}>
          <div style={{ marginBottom: 8 }}>{label('Brackets')}</div>
          {rows.map((row, i) => (
            <div
              key={row.key}
              data-testid={`bracket-${line}-${i}`}
              style={{ display: 'flex', flexWrap: 'wrap', columnGap: 8, alignItems: 'start' }}
            >
              <div style={{ flex: '1 1 110px' }}>
                <Figure path={[row.name, 'UpTo']} name="UpTo" schema={BracketLine.shape.UpTo} required />
              </div>
              <div style={{ flex: '1 1 110px' }}>
                <Figure path={[row.name, 'Price']} name="Price" schema={BracketLine.shape.Price} required />
              </div>
              <Form.Item name={[row.name, 'PerKg']} label=" " valuePropName="checked">
                <Checkbox>{label('PerKg')}</Checkbox>
              </Form.Item>
              <Form.Item label=" ">
                <Button
                  icon={<DeleteOutlined />}
                  aria-label={t('removeBracket', { n: i + 1 })}
                  title={t('removeBracket', { n: i + 1 })}
                  onClick={() => remove(row.name)}
                />
              </Form.Item>
            </div>
          ))}
          <Button
            size="small"
            icon={<PlusOutlined />}
            onClick={() => add({ ...emptyBracket })}
            disabled={rows.length >= 30}
            data-testid={`add-bracket-${line}`}
          >
            {t('addBracket')}
          </Button>
          <Form.ErrorList errors={errors} />
        </div>
      )}
    </Form.List>
  );
}

/** The countries the shipping type picked serves (all, while none is picked or it cannot be read). */
function useServed(typeOfShippingId: number | undefined) {
  const countries = useSelectList('ShippingCountry');
  const served = useQuery({
    queryKey: [...queryKeys.area('TypeOfShipping'), 'served', typeOfShippingId],
    queryFn: () => api.TypeOfShipping.GetTypeOfShippingById({ Id: typeOfShippingId! }, { silent: true }),
    enabled: !!typeOfShippingId,
    retry: false,
  });
  const ids = Array.isArray(served.data?.CountryIds) ? new Set(served.data.CountryIds) : null;
  return (countries.data ?? []).filter((c) => !ids || ids.has(c.value));
}

/**
 * The lines of a freight quotation, each a country or a named zone of several: first weight and
 * steps, or weight brackets, as the quotation's pricing mode says, and a minimum charge. A
 * country priced on one line is not offered on another; the countries offered are those the
 * shipping type serves. A figure the server refuses (`Lines.2.StepPrice`) shows under it.
 */
export function TransferLines() {
  const { t } = useTranslation('quotation');
  const label = useFieldLabel();
  const r = useRules();
  const body = useBodyRules();
  const form = Form.useFormInstance();
  const mode = Form.useWatch('PricingMode', form) as number | undefined;
  const lines = (Form.useWatch('Lines', form) as LineValues[] | undefined) ?? [];
  const options = useServed(Form.useWatch('TypeOfShippingId', form) as number | undefined);
  const steps = mode !== FreightPricingMode.Brackets;
  const shape = TransferLine.shape;
  return (
    <Form.List
      name="Lines"
      rules={[
        {
          validator: (_, v: unknown[] | undefined) =>
            v?.length ? Promise.resolve() : Promise.reject(new Error(r.rule('validation.required', label('Lines')))),
        },
      ]}
    >
      {(rows, { add, remove }, { errors }) => (
        <div style={WIDE} data-testid="transfer-lines">
          <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
            {rows.map((row, i) => {
              const elsewhere = new Set(lines.flatMap((l, j) => (j === i ? [] : (l?.CountryIds ?? []))));
              return (
                <Card
                  key={row.key}
                  size="small"
                  title={lines[i]?.ZoneName?.trim() || t('lineN', { n: i + 1 })}
                  data-testid={`line-${i}`}
                  extra={
                    <Button
                      type="text"
                      danger
                      icon={<DeleteOutlined />}
                      disabled={rows.length === 1}
                      onClick={() => remove(row.name)}
                      aria-label={t('removeLine', { n: i + 1 })}
                      data-testid={`remove-line-${i}`}
                    />
                  }
                >
                  <div style={GRID}>
                    <Form.Item
                      name={[row.name, 'ZoneName']}
                      label={label('ZoneName')}
                      extra={t('zoneHint')}
                      rules={[r.max(50, label('ZoneName'))]}
                    >
                      <Input placeholder={r.enter(label('ZoneName'))} allowClear />
                    </Form.Item>
                    <Form.Item
                      name={[row.name, 'CountryIds']}
                      label={t('countries')}
                      style={WIDE}
                      // An empty list breaks both rules: the first that fails speaks, not both.
                      validateFirst
                      rules={[r.chosen(t('countries'), true), body.schema(shape.CountryIds, t('countries'))]}
                    >
                      <Select
                        mode="multiple"
                        aria-label={t('countries')}
                        placeholder={r.select(t('countries'))}
                        options={options.map((o) => ({ ...o, disabled: elsewhere.has(o.value) }))}
                        showSearch={{ optionFilterProp: 'label' }}
                        allowClear
                      />
                    </Form.Item>
                    {steps ? (
                      <>
                        <Figure
                          path={[row.name, 'FirstWeight']}
                          name="FirstWeight"
                          schema={shape.FirstWeight}
                          required
                        />
                        <Figure path={[row.name, 'FirstPrice']} name="FirstPrice" schema={shape.FirstPrice} required />
                        <Figure path={[row.name, 'StepWeight']} name="StepWeight" schema={shape.StepWeight} required />
                        <Figure path={[row.name, 'StepPrice']} name="StepPrice" schema={shape.StepPrice} required />
                      </>
                    ) : (
                      <Brackets line={row.name} />
                    )}
                    <Figure path={[row.name, 'MinimumCharge']} name="MinimumCharge" schema={shape.MinimumCharge} />
                  </div>
                </Card>
              );
            })}
          </Space>
          <Button
            type="dashed"
            block
            icon={<PlusOutlined />}
            style={{ marginTop: 12 }}
            onClick={() => add({ ...emptyLine, Brackets: [{ ...emptyBracket }] })}
            disabled={rows.length >= 300}
            data-testid="add-line"
          >
            {t('addLine')}
          </Button>
          <Form.ErrorList errors={errors} />
        </div>
      )}
    </Form.List>
  );
}
