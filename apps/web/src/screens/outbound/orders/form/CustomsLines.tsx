import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { CustomsLineInput, MAX_ORDER_CUSTOMS_LINES } from '@wms/contract';
import { Button, Form, Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSelectList } from '../../../../api/options';
import { NumberInput } from '../../../../components/form/number';
import { useRules } from '../../../../components/form/rules';
import { useBodyRules } from '../../../../components/setup/bodyRules';

const LINE = {
  display: 'grid',
  gridTemplateColumns:
    'minmax(140px, 2fr) minmax(120px, 2fr) minmax(120px, 1.4fr) minmax(70px, 1fr) minmax(80px, 1fr) minmax(90px, 1fr) minmax(140px, 1.6fr) auto',
  columnGap: 8,
  alignItems: 'start',
} as const;

type Field = keyof typeof CustomsLineInput.shape;

/**
 * What the declaration says of the goods, a line per kind: name (as customs read it, in English),
 * local name, HS code (6 to 10 digits), quantity, weight (kg, all of them), value (all of them, in
 * the declared currency) and the country of origin. Each field is checked by its own schema in
 * the body, so a refusal reads as the server's, and the server's own shows under the line's field.
 */
export function CustomsLines() {
  const { t } = useTranslation('orders');
  const r = useRules();
  const body = useBodyRules();
  const countries = useSelectList('Country');
  const shape = CustomsLineInput.shape;
  const labels: Record<Field, string> = {
    Name: t('customsName'),
    LocalName: t('customsLocalName'),
    HsCode: t('hsCode'),
    Quantity: t('quantity'),
    Weight: t('customsWeight'),
    Value: t('customsValue'),
    OriginCountryId: t('origin'),
  };
  const item = (line: number, field: Field, required: boolean) => ({
    name: [line, field],
    label: labels[field],
    style: { marginBottom: 8 },
    validateFirst: true,
    rules: [
      ...(required ? [{ required: true, message: r.rule('validation.required', labels[field]) }] : []),
      body.schema(shape[field], labels[field]),
    ],
  });
  return (
    <Form.List name="CustomsLines">
      {(fields, { add, remove }) => (
        <div data-testid="customs-lines">
          {fields.map((f, i) => (
            <div key={f.key} style={LINE} data-testid={`customs-${i}`}>
              <Form.Item {...item(f.name, 'Name', true)}>
                <Input placeholder={r.enter(labels.Name)} />
              </Form.Item>
              <Form.Item {...item(f.name, 'LocalName', false)}>
                <Input placeholder={r.enter(labels.LocalName)} />
              </Form.Item>
              <Form.Item {...item(f.name, 'HsCode', true)}>
                <Input placeholder={t('hsCodeHint')} inputMode="numeric" />
              </Form.Item>
              <Form.Item {...item(f.name, 'Quantity', true)}>
                <NumberInput aria-label={labels.Quantity} />
              </Form.Item>
              <Form.Item {...item(f.name, 'Weight', true)}>
                <NumberInput asText aria-label={labels.Weight} />
              </Form.Item>
              <Form.Item {...item(f.name, 'Value', true)}>
                <NumberInput asText aria-label={labels.Value} />
              </Form.Item>
              <Form.Item {...item(f.name, 'OriginCountryId', true)}>
                <Select
                  options={countries.data ?? []}
                  showSearch={{ optionFilterProp: 'label' }}
                  placeholder={r.select(labels.OriginCountryId)}
                />
              </Form.Item>
              <Form.Item label=" " style={{ marginBottom: 8 }}>
                <Button
                  icon={<DeleteOutlined />}
                  aria-label={t('removeCustomsLine', { n: i + 1 })}
                  title={t('removeCustomsLine', { n: i + 1 })}
                  onClick={() => remove(f.name)}
                />
              </Form.Item>
            </div>
          ))}
          <Button
            type="dashed"
            icon={<PlusOutlined />}
            onClick={() => add({ Quantity: 1 })}
            disabled={fields.length >= MAX_ORDER_CUSTOMS_LINES}
            data-testid="add-customs-line"
          >
            {t('addCustomsLine')}
          </Button>
        </div>
      )}
    </Form.List>
  );
}
