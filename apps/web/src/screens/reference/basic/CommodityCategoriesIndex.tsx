import { commodityCategoryCalls as calls } from '@wms/contract';
import { useTranslation } from 'react-i18next';
import { NumberItem, SwitchItem, TextItem } from '../../../components/form/fields';
import { SetupTree } from '../../../components/setup/SetupTree';

/** The commodity category tree: a tree table (all expanded), add a root or a child, edit, delete. */
export default function CommodityCategoriesIndex() {
  const { t } = useTranslation(['commodity', 'system']);
  return (
    <SetupTree
      screen="CommodityCategoriesIndex"
      list={calls.GetCommodityCategories}
      names={{ table: 'commodity-categories', search: 'categorySearch', form: 'category' }}
      kind={t('system:whatCategory')}
      columns={[
        { key: 'Name', title: t('categoryName'), search: { type: 'text', name: 'Content' } },
        { key: 'Sort', align: 'right', width: 90 },
        { key: 'CommodityCount', title: t('commodityCount'), align: 'right' },
      ]}
      sorts={['Name', 'Sort', 'CommodityCount', 'CreationTime']}
      status
      created
      add={{ call: calls.EstablishCommodityCategories, label: t('addCategory'), child: t('addSubcategory') }}
      edit={{ call: calls.EditCommodityCategories, label: t('editCategory') }}
      remove={calls.DeleteCommodityCategories}
      initialValues={{ Sort: 0 }}
      parent={{ label: t('parentCategory'), extra: t('parentHint') }}
      form={(editing, _, parent) => (
        <>
          <TextItem name="Name" label={t('categoryName')} required max={50} />
          {parent}
          <NumberItem name="Sort" label={t('system:sort')} max={99_999} extra={t('system:sortHint')} />
          <SwitchItem name="IsDeactivate" label={t('system:deactivated')} hidden={!editing} />
        </>
      )}
    />
  );
}
