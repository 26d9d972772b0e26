import { type ButtonProps, Modal, Spin } from 'antd';
import { useTranslation } from 'react-i18next';

/** The confirmation every delete asks for. It names what goes ("Delete shelf “A-01-01”?"): a
 * bare "are you sure?" leaves the user guessing which row the click was on. `kind` is the
 * record's kind in lower case (`system:whatShelf`), `name` the record's own name or number;
 * `content` adds what else follows (a deleted user is also signed out). Render `holder` once. */
export function useConfirm() {
  const [modal, holder] = Modal.useModal();
  const { t } = useTranslation(['system', 'common']);
  const confirmDelete = (kind: string, name: string, onOk: () => Promise<unknown> | unknown, content?: string) =>
    modal.confirm({
      title: t('system:deleteNamed', { kind, name }),
      content,
      okText: t('common:delete'),
      cancelText: t('common:cancel'),
      okButtonProps: { danger: true, 'data-testid': 'confirm-ok' } as ButtonProps,
      onOk: async () => {
        try {
          await onOk();
        } catch {
          // The request layer showed why; the dialog closes all the same.
        }
      },
    });
  return { confirmDelete, holder };
}

/** The loading overlay of a long operation: 'Executing' over the whole page. */
export function LoadingOverlay({ active }: { active: boolean }) {
  const { t } = useTranslation('common');
  return <Spin fullscreen spinning={active} tip={t('executing')} data-testid="executing" />;
}
