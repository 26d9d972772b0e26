import { type ButtonProps, Modal, Spin } from 'antd';
import { useTranslation } from 'react-i18next';

/** The confirmation every destructive action asks for: title 'Warn', text 'are you sure about
 * this operation', buttons 'Determine' / 'Cancel' (translated). Render `holder` once. */
export function useConfirm() {
  const [modal, holder] = Modal.useModal();
  const { t } = useTranslation(['system', 'common']);
  const confirm = (onOk: () => Promise<unknown> | unknown, content?: string) =>
    modal.confirm({
      title: t('system:warn'),
      content: content ?? t('system:confirmText'),
      okText: t('system:determine'),
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
  return { confirm, holder };
}

/** The loading overlay of a long operation: 'Executing' over the whole page. */
export function LoadingOverlay({ active }: { active: boolean }) {
  const { t } = useTranslation('common');
  return <Spin fullscreen spinning={active} tip={t('executing')} data-testid="executing" />;
}
