import { Alert, Button, Collapse, Form, type FormInstance, Space, Tag } from 'antd';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

export interface FormSection {
  key: string;
  title: ReactNode;
  /** Plain text naming the section in the list of failing sections (defaults to `title`). */
  label?: string;
  content: ReactNode | ((form: FormInstance) => ReactNode);
  initialValues?: object;
}

export type SectionValues = Record<string, Record<string, unknown>>;
export type SectionForms = Record<string, FormInstance>;

export interface FormSectionsProps {
  sections: FormSection[];
  /** Each section's form is named `<name>_<sectionKey>`, so field ids read `<name>_<sectionKey>_<Field>`;
   * Save is `<name>-submit`. */
  name: string;
  /** Columns of each section's grid (wide items span all). */
  columns?: 1 | 2;
  /** Every section's values, by section key, after all of them validated. */
  onSubmit(values: SectionValues, forms: SectionForms): unknown;
  /** The keys of the sections that failed validation (they open and are marked). */
  onValidateError?(keys: string[]): void;
  onCancel?(): void;
  /** Saving: the Save button spins. */
  busy?: boolean;
}

/** One section's form; registers its instance with the parent. */
function SectionForm({
  section,
  name,
  columns,
  register,
}: {
  section: FormSection;
  name: string;
  columns: 1 | 2;
  register(key: string, form: FormInstance | null): void;
}) {
  const [form] = Form.useForm();
  useEffect(() => {
    register(section.key, form);
    return () => register(section.key, null);
  }, [form, register, section.key]);
  return (
    <Form form={form} name={`${name}_${section.key}`} layout="vertical" initialValues={section.initialValues}>
      <div style={columns === 2 ? { display: 'grid', gridTemplateColumns: '1fr 1fr', columnGap: 16 } : undefined}>
        {typeof section.content === 'function' ? section.content(form) : section.content}
      </div>
    </Form>
  );
}

/**
 * Collapsible form sections with a Cancel / Save footer. Save validates
 * every section: failures call `onValidateError` with the failing keys and mark those sections;
 * otherwise `onSubmit` gets `{ [sectionKey]: values }` of all sections.
 */
export function FormSections({
  sections,
  name,
  columns = 1,
  onSubmit,
  onValidateError,
  onCancel,
  busy,
}: FormSectionsProps) {
  const { t } = useTranslation('widgets');
  const forms = useRef<SectionForms>({});
  const [open, setOpen] = useState<string[]>(() => sections.map((s) => s.key));
  const [failing, setFailing] = useState<string[]>([]);
  const register = useRef((key: string, form: FormInstance | null) => {
    if (form) forms.current[key] = form;
    else delete forms.current[key];
  }).current;

  const save = async () => {
    const results = await Promise.all(
      sections.map(async (s) => {
        const form = forms.current[s.key];
        try {
          return { key: s.key, values: ((await form?.validateFields()) ?? {}) as Record<string, unknown>, ok: true };
        } catch {
          return { key: s.key, values: {}, ok: false };
        }
      }),
    );
    const bad = results.filter((r) => !r.ok).map((r) => r.key);
    setFailing(bad);
    if (bad.length) {
      setOpen((o) => [...new Set([...o, ...bad])]);
      onValidateError?.(bad);
      return;
    }
    await onSubmit(Object.fromEntries(results.map((r) => [r.key, r.values])), forms.current);
  };

  const labelOf = (s: FormSection) => s.label ?? (typeof s.title === 'string' ? s.title : s.key);
  return (
    <div data-testid={`${name}-sections`}>
      <Collapse
        activeKey={open}
        onChange={(k) => setOpen(([] as string[]).concat(k))}
        items={sections.map((s) => ({
          key: s.key,
          label: s.title,
          forceRender: true,
          extra: failing.includes(s.key) ? (
            <Tag color="error" data-testid={`section-error-${s.key}`}>
              {t('sectionHasErrors')}
            </Tag>
          ) : null,
          children: <SectionForm section={s} name={name} columns={columns} register={register} />,
        }))}
      />
      {failing.length ? (
        <Alert
          type="error"
          showIcon
          style={{ marginTop: 16 }}
          data-testid={`${name}-failing`}
          title={t('sectionsInvalid', {
            sections: sections
              .filter((s) => failing.includes(s.key))
              .map(labelOf)
              .join(', '),
          })}
        />
      ) : null}
      <Space style={{ display: 'flex', justifyContent: 'flex-end', marginTop: 16 }}>
        {onCancel ? <Button onClick={onCancel}>{t('cancel')}</Button> : null}
        <Button type="primary" loading={busy} onClick={() => void save()} data-testid={`${name}-submit`}>
          {t('save')}
        </Button>
      </Space>
    </div>
  );
}
