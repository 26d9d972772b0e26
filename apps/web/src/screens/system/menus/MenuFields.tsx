import { MenuType, PERMISSION_CODE_PATTERN } from '@wms/contract';
import { Form, Radio } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Inline, NumberItem, SwitchItem, TextItem, WIDE } from '../../../components/form/fields';
import { useRules } from '../../../components/form/rules';
import { IconPicker } from '../../../components/IconPicker';

/** The fields a node type needs: a menu names its screen (Router), a button its permission code;
 * `parent` is the tree's parent picker. */
export function MenuFields({ parent }: { parent: ReactNode }) {
  const { t } = useTranslation('system');
  const r = useRules();
  const type = Form.useWatch('Type') as number | undefined;
  const isButton = type === MenuType.Button;
  return (
    <>
      <Form.Item name="Type" label={t('menuTypeLabel')} rules={[r.chosen(t('menuTypeLabel'))]} style={WIDE}>
        <Radio.Group
          optionType="button"
          options={[1, 2, 3].map((v) => ({ value: v, label: t(`menuType${v as 1 | 2 | 3}`) }))}
        />
      </Form.Item>
      {parent}
      <TextItem name="Name" label={t('menuName')} required max={100} extra={t('menuNameHint')} />
      <TextItem name="Path" label={t('menuPath')} max={200} hidden={isButton} />
      <TextItem
        name="Router"
        label={t('menuRouter')}
        max={200}
        required={type === MenuType.Menu}
        hidden={type !== MenuType.Menu}
        extra={t('menuRouterHint')}
      />
      <Form.Item name="Icon" label={t('menuIcon')} hidden={isButton}>
        <IconPicker />
      </Form.Item>
      <TextItem
        name="PermissionCode"
        label={t('permissionCode')}
        max={200}
        required={isButton}
        hidden={!isButton}
        extra={t('permissionCodeHint')}
        rules={[
          r.check((v) => PERMISSION_CODE_PATTERN.test(v), r.rule('menus.permissionCodeFormat', t('permissionCode'))),
        ]}
      />
      <Inline>
        <SwitchItem name="Invisible" label={t('invisible')} hidden={isButton} />
        <SwitchItem name="IsDeactivate" label={t('deactivated')} />
      </Inline>
      <NumberItem name="Sort" label={t('sort')} max={1_000_000} extra={t('sortHint')} />
    </>
  );
}
