import { type ButtonProps, Form, type FormInstance, Modal, Spin } from 'antd';
import { type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CallOpts } from '../../api/client';
import { toast } from '../../api/notify';
import { showServerError } from './serverError';

export interface FormModalProps<V> {
  open: boolean;
  title: ReactNode;
  /** Form name: field ids read `<name>_<Field>`; the save button is `<name>-submit`. */
  name: string;
  initialValues?: Partial<V>;
  /** Loads the record being edited (a spinner shows meanwhile); a failure closes the dialog. */
  load?: () => Promise<Partial<V>>;
  /** Sends the values; `opts` makes the call quiet so a field error lands on its field. */
  onSubmit(values: V, opts: CallOpts): Promise<unknown>;
  onClose(): void;
  /** After a successful save (refresh the list here). */
  onDone?(): void;
  width?: number;
  /** Two columns of fields (wide fields such as text areas span both). */
  columns?: 1 | 2;
  /** Server field name -> form field name, where they differ. */
  alias?: Record<string, string>;
  /** The submit button's word when the dialog does not save a record (Send, Transfer). */
  okText?: ReactNode;
  /** `onSubmit` toasts what was done itself (paid, with the new balance): the dialog's general
   * "Operation succeeded" would only be a second toast for the same press. */
  saysSuccess?: boolean;
  children: ReactNode | ((form: FormInstance<V>) => ReactNode);
}

const TWO_COLUMNS = { display: 'grid', gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)', columnGap: 16 } as const;

/** A create or edit form in a modal: validate, send, show the server's verdict, close. Every
 * opening starts from a fresh form (its own store and initial values). */
export function FormModal<V extends object>(p: FormModalProps<V>) {
  const [seen, setSeen] = useState({ open: p.open, opening: 0 });
  if (seen.open !== p.open) setSeen({ open: p.open, opening: p.open ? seen.opening + 1 : seen.opening });
  return <FormModalBody<V> key={seen.opening} {...p} />;
}

function FormModalBody<V extends object>(p: FormModalProps<V>) {
  const { t } = useTranslation('common');
  const [form] = Form.useForm<V>();
  const [busy, setBusy] = useState(false);
  const [loading, setLoading] = useState(false);
  const { open, load, onClose } = p;

  // biome-ignore lint/correctness/useExhaustiveDependencies: loads once per opening
  useEffect(() => {
    if (!open || !load) return;
    let live = true;
    setLoading(true);
    load()
      .then((v) => live && form.setFieldsValue(v as Parameters<typeof form.setFieldsValue>[0]))
      .catch(() => live && onClose())
      .finally(() => live && setLoading(false));
    return () => {
      live = false;
    };
  }, [open]);

  const submit = async () => {
    let values: V;
    try {
      values = await form.validateFields();
    } catch {
      return;
    }
    setBusy(true);
    try {
      await p.onSubmit(values, { silent: true });
      if (!p.saysSuccess) toast('success', t('operationSucceeded'), undefined, 3);
      p.onDone?.();
      onClose();
    } catch (e) {
      showServerError(form, e, p.alias);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      open={open}
      title={p.title}
      width={p.width ?? 560}
      onCancel={onClose}
      onOk={() => void submit()}
      confirmLoading={busy}
      okText={p.okText ?? t('save')}
      cancelText={t('cancel')}
      okButtonProps={{ disabled: loading, 'data-testid': `${p.name}-submit` } as ButtonProps}
      mask={{ closable: false }}
      destroyOnHidden
    >
      <Spin spinning={loading}>
        <Form<V> form={form} name={p.name} layout="vertical" preserve={false} initialValues={p.initialValues}>
          {/* minmax(0, 1fr): a column is half the dialog whatever it holds; a plain 1fr is at
              least as wide as its widest field's content (a select's long option), which ran
              the right column past the dialog's edge. */}
          <div style={p.columns === 2 ? TWO_COLUMNS : undefined}>
            {typeof p.children === 'function' ? p.children(form) : p.children}
          </div>
        </Form>
      </Spin>
    </Modal>
  );
}

/** Open/close state of a dialog and the record it is about. */
export function useDialog<T = undefined>() {
  const [state, setState] = useState<{ open: boolean; data?: T }>({ open: false });
  return {
    open: state.open,
    data: state.data,
    show: (data?: T) => setState({ open: true, data }),
    close: () => setState((s) => ({ ...s, open: false })),
  };
}
