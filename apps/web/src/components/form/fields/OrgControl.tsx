import { Checkbox, DotLoading, List, Radio } from 'antd-mobile';
import { RightOutline } from 'antd-mobile-icons';
import { useMemo, useState } from 'react';
import type { ControlProps } from '../context.js';
import { useDefaultDimension } from '../../../domains/directory/api/getAllDems.js';
import { useOrgChildren } from '../../../domains/directory/api/getByParentAndDem.js';
import { useOrgsByIds } from '../../../domains/directory/api/getOrgPage.js';
import { DirectoryControl, type DirectoryPickerProps } from './DirectoryControl.js';
import { OrgCrumbs, type OrgCrumb } from './OrgCrumbs.js';
import { PickerPopup, toggle } from './PickerPopup.js';
import { useTranslation } from '../../../i18n/index.js';

type OrgField = Extract<ControlProps['field'], { type: 'org' }>;

function useOrgNames(ids: string[]): ReadonlyMap<string, string> {
  const { data } = useOrgsByIds(ids);
  return useMemo(() => new Map((data ?? []).map((o) => [o.id, o.name])), [data]);
}

/** Organisations chosen by walking down the tree of the default dimension; one unless `multiple`. */
export function OrgControl(props: ControlProps<OrgField>) {
  return <DirectoryControl {...props} useNames={useOrgNames} Picker={OrgPicker} />;
}

function OrgPicker({ title, multiple, initial, onCancel, onConfirm }: DirectoryPickerProps) {
  const { t } = useTranslation('form');
  const [picked, setPicked] = useState<Map<string, string>>(() => new Map(initial));
  const [trail, setTrail] = useState<OrgCrumb[]>([]);
  const dem = useDefaultDimension(true);
  const level = useOrgChildren(dem.data?.id, trail.at(-1)?.id ?? null);
  const Mark = multiple ? Checkbox : Radio;

  const crumbs = <OrgCrumbs trail={trail} onTrail={setTrail} />;

  return (
    <PickerPopup visible title={title} count={picked.size} onCancel={onCancel} onConfirm={() => onConfirm(picked)} top={crumbs}>
      {(dem.isPending || (!!dem.data && level.isPending)) && <div className="form-picker-empty"><DotLoading color="primary" /></div>}
      {dem.isSuccess && !dem.data && <div className="form-picker-empty">{t('picker.noOrg')}</div>}
      {(dem.isError || level.isError) && (
        <button type="button" className="link-button form-retry" onClick={() => void (dem.isError ? dem.refetch() : level.refetch())}>{t('common:retry')}</button>
      )}
      {level.isSuccess && level.data.length === 0 && <div className="form-picker-empty">{t('picker.noOrg')}</div>}
      {level.isSuccess && level.data.length > 0 && (
        <List mode="card">
          {level.data.map((o) => (
            <List.Item key={o.id} arrow={false}
              prefix={<Mark checked={picked.has(o.id)} aria-label={o.name} onChange={() => setPicked((p) => toggle(p, o.id, o.name, multiple))} />}
              extra={o.isParent ? (
                <button type="button" className="link-button form-org-down" onClick={() => setTrail([...trail, { id: o.id, name: o.name }])}>
                  {t('picker.children')} <RightOutline />
                </button>
              ) : undefined}>
              <span className="form-org-name" onClick={() => setPicked((p) => toggle(p, o.id, o.name, multiple))}>{o.name}</span>
            </List.Item>
          ))}
        </List>
      )}
    </PickerPopup>
  );
}
