import { Button, Form, type FormInstance, Result, Space, Steps } from 'antd';
import { type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** Columns of the form grid a wizard may use. */
export const MAX_WIZARD_WIDTH_SIZE = 4;

/** The form grid's column count: larger sizes are clamped to 4 (and warned about). */
export function clampWidthSize(size: number): number {
  return Math.min(Math.max(1, Math.floor(size)), MAX_WIZARD_WIDTH_SIZE);
}

export interface WizardStep {
  key: string;
  title: ReactNode;
  /** Field names of this step: Next validates them, and an error on one brings its step back. */
  fields?: string[];
  content: ReactNode;
}

export interface StepWizardProps<V> {
  steps: WizardStep[];
  form: FormInstance<V>;
  /** Form name: field ids read `<name>_<Field>`. */
  name: string;
  initialValues?: Partial<V>;
  /** Columns of the form grid, at most 4. */
  widthSize?: number;
  /** Sends every step's values after the last step; a rejection keeps the wizard open. */
  onSubmit(values: V): Promise<unknown>;
  /** Shown on the first step next to Next; absent = no Cancel. */
  onCancel?(): void;
  success: { title: ReactNode; subTitle?: ReactNode; finishText?: ReactNode; onFinish(): void };
}

/**
 * A form in steps with a final success page. Every step stays mounted
 * (hidden when not active) so that values and server errors of earlier steps are kept.
 */
export function StepWizard<V extends object>(p: StepWizardProps<V>) {
  const { t } = useTranslation('widgets');
  const [current, setCurrent] = useState(0);
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(false);
  const size = p.widthSize ?? 2;
  const columns = clampWidthSize(size);
  const last = current === p.steps.length - 1;

  useEffect(() => {
    if (size > MAX_WIZARD_WIDTH_SIZE)
      console.warn(`StepWizard: widthSize ${size} is more than ${MAX_WIZARD_WIDTH_SIZE}; ${columns} is used`);
  }, [size, columns]);

  /** Goes to the first step holding a field in error (after a failed validation or save). */
  const showFirstError = () => {
    const names = p.form
      .getFieldsError()
      .filter((f) => f.errors.length)
      .map((f) => String(f.name[0]));
    const at = p.steps.findIndex((s) => s.fields?.some((f) => names.includes(f)));
    if (at >= 0) setCurrent(at);
  };

  const next = async () => {
    try {
      // The last step checks every step: a rule may span steps (a field depending on another).
      await (last ? p.form.validateFields() : p.form.validateFields(p.steps[current]!.fields ?? []));
    } catch {
      showFirstError();
      return;
    }
    if (!last) {
      setCurrent(current + 1);
      return;
    }
    setBusy(true);
    try {
      await p.onSubmit(p.form.getFieldsValue(true) as V);
      setDone(true);
    } catch {
      showFirstError();
    } finally {
      setBusy(false);
    }
  };

  return (
    <div data-testid="wizard" data-step={done ? 'success' : p.steps[current]!.key}>
      <Steps
        size="small"
        current={done ? p.steps.length : current}
        items={[...p.steps.map((s) => ({ key: s.key, title: s.title })), { key: 'success', title: t('wizardDone') }]}
        style={{ marginBottom: 24 }}
      />
      {done ? (
        <Result
          status="success"
          title={p.success.title}
          subTitle={p.success.subTitle}
          extra={
            <Button type="primary" onClick={p.success.onFinish} data-testid="wizard-finish">
              {p.success.finishText ?? t('wizardFinish')}
            </Button>
          }
        />
      ) : (
        <Form<V> form={p.form} name={p.name} layout="vertical" initialValues={p.initialValues}>
          {p.steps.map((s, i) => (
            <div
              key={s.key}
              hidden={i !== current}
              data-testid={`wizard-step-${s.key}`}
              style={{
                display: i === current ? 'grid' : 'none',
                gridTemplateColumns: `repeat(${columns}, 1fr)`,
                columnGap: 16,
              }}
            >
              {s.content}
            </div>
          ))}
          <Space style={{ display: 'flex', justifyContent: 'flex-end' }}>
            {current === 0 && p.onCancel ? (
              <Button onClick={p.onCancel} data-testid="wizard-cancel">
                {t('cancel')}
              </Button>
            ) : null}
            {current > 0 ? (
              <Button onClick={() => setCurrent(current - 1)} disabled={busy} data-testid="wizard-back">
                {t('wizardBack')}
              </Button>
            ) : null}
            <Button type="primary" loading={busy} onClick={() => void next()} data-testid="wizard-next">
              {last ? t('wizardSubmit') : t('wizardNext')}
            </Button>
          </Space>
        </Form>
      )}
    </div>
  );
}
