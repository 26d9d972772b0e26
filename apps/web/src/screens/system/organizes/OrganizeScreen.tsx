import { calls, type EditOrganizeBody } from '@wms/contract';
import { useTranslation } from 'react-i18next';
import { api } from '../../../api/client';
import type { OrganizeVariant } from '../../../api/organize-levels';
import { NumberItem, TextItem } from '../../../components/form/fields';
import { OrganizePicker, rememberOrganize } from '../../../components/picker/OrganizePicker';
import { SetupTree } from '../../../components/setup/SetupTree';

/** The calls of one tree (their names are also the permission codes). */
const callsOf = (v: OrganizeVariant) => {
  const o = calls.Organizes;
  return v === 'Backstage'
    ? {
        list: o.GetBackstageOrganizes,
        add: o.EstablishBackstageOrganizes,
        edit: o.EditBackstageOragnizes,
        del: o.DeleteBackstageOragnizes,
      }
    : {
        list: o.GetUserOrganizes,
        add: o.EstablishUserOrganizes,
        edit: o.EditUserOragnizes,
        del: o.DeleteUserOragnizes,
      };
};

/**
 * An organisation tree (back office or customer users) as a tree table: the roots paged and
 * sorted, each branch loaded when its row expands; add a root or a child, edit, delete.
 */
export function OrganizeScreen({ variant }: { variant: OrganizeVariant }) {
  const { t } = useTranslation('system');
  const c = callsOf(variant);
  return (
    <SetupTree<typeof c.list, Omit<EditOrganizeBody, 'Id'>>
      screen={`${variant}OrganizeIndex`}
      list={c.list}
      hasChildren={(n) => n.HasChildren}
      names={{ table: `organizes-${variant}`, form: 'organize' }}
      kind={t('whatOrganize')}
      columns={[
        { key: 'Name', title: t('organizeName') },
        { key: 'Sort', title: t('sort'), width: 90, align: 'right' },
        { key: 'Remarks', title: t('remarks'), ellipsis: true },
      ]}
      add={{ call: c.add, label: t('addOrganize'), button: t('add') }}
      edit={{
        call: c.edit,
        label: t('editOrganize'),
        load: async (r) => {
          const detail =
            variant === 'Backstage'
              ? api.Organizes.GetEditBackstageOragnizesInfo
              : api.Organizes.GetEditUserOragnizesInfo;
          const d = await detail({ Id: r.Id });
          // The lazily loaded picker names the parent before its branch is loaded.
          rememberOrganize(variant, d.ParentId, d.ParentName);
          return { Name: d.Name, ParentId: d.ParentId, Sort: d.Sort, Remarks: d.Remarks };
        },
      }}
      remove={c.del}
      initialValues={{ Sort: 0 }}
      parent={{
        label: t('parentOrganize'),
        extra: t('parentOrganizeHint'),
        picker: (self) => (
          <OrganizePicker
            variant={variant}
            exclude={self}
            placeholder={t('pleaseSelect', { label: t('parentOrganize') })}
          />
        ),
      }}
      form={(_, __, parent) => (
        <>
          <TextItem name="Name" label={t('organizeName')} required max={50} />
          {parent}
          <NumberItem name="Sort" label={t('sort')} max={99_999} />
          <TextItem name="Remarks" label={t('remarks')} max={500} kind="textarea" />
        </>
      )}
    />
  );
}
