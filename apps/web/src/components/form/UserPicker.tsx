import { CheckList, DotLoading, InfiniteScroll, List, SearchBar } from 'antd-mobile';
import { TeamOutline } from 'antd-mobile-icons';
import { useState } from 'react';
import type { UserRow } from '@wp/contract';
import { TabStrip } from '../TabStrip.js';
import { useDefaultDimension } from '../../domains/directory/api/getAllDems.js';
import { useOrgChildren } from '../../domains/directory/api/getByParentAndDem.js';
import { useDebounced } from '../../lib/use-debounced.js';
import { usePeople } from '../../domains/directory/api/queryUserWithMainOrgPost.js';
import type { DirectoryPickerProps } from './fields/DirectoryControl.js';
import { OrgCrumbs, type OrgCrumb } from './fields/OrgCrumbs.js';
import { PickerPopup, toggle } from './fields/PickerPopup.js';
import { useTranslation } from '../../i18n/index.js';

/** What a people picker is given and answers: used by the form's user fields and by the task dialogs. */
export interface UserPickerProps extends DirectoryPickerProps {
  /** People who may not be chosen (e.g. the user acting), by id. */
  exclude?: ReadonlySet<string>;
}

type Paged = ReturnType<typeof usePeople>;

/**
 * The people picker: search by name, account or mobile, or walk down the organisation tree of the default
 * dimension and pick from each organisation's members; one person unless `multiple`. The choice survives
 * switching between the two ways.
 */
export function UserPicker({ title, multiple, initial, onCancel, onConfirm, exclude }: UserPickerProps) {
  const { t } = useTranslation('form');
  const [mode, setMode] = useState<'search' | 'org'>('search');
  const [search, setSearch] = useState('');
  const [trail, setTrail] = useState<OrgCrumb[]>([]);
  const [picked, setPicked] = useState<Map<string, string>>(() => new Map(initial));
  const people = usePeople({ kind: 'search', text: useDebounced(search) }, mode === 'search');
  const dem = useDefaultDimension(mode === 'org');
  const current = trail.at(-1) ?? null;
  const orgs = useOrgChildren(dem.data?.id, current?.id ?? null, mode === 'org');
  const members = usePeople(mode === 'org' && current ? { kind: 'org', orgId: current.id } : null);
  const pick = (u: UserRow) => setPicked((p) => toggle(p, u.id, u.fullname, multiple));

  const top = (
    <>
      <TabStrip activeKey={mode} onChange={setMode} className="form-picker-modes"
        tabs={[{ key: 'search', title: t('picker.bySearch') }, { key: 'org', title: t('picker.byOrg') }]} />
      {mode === 'search'
        ? <SearchBar value={search} onChange={setSearch} placeholder={t('picker.search')} className="form-picker-search" />
        : <OrgCrumbs trail={trail} onTrail={setTrail} />}
    </>
  );

  return (
    <PickerPopup visible title={title} count={picked.size} onCancel={onCancel} onConfirm={() => onConfirm(picked)} top={top}>
      {mode === 'search' ? (
        <PeopleChecks query={people} picked={picked} multiple={multiple} exclude={exclude} onPick={pick} empty={t('picker.noUser')} />
      ) : (
        <>
          {(dem.isPending || (!!dem.data && orgs.isPending)) && <div className="form-picker-empty"><DotLoading color="primary" /></div>}
          {(dem.isError || orgs.isError) && (
            <button type="button" className="link-button form-retry" onClick={() => void (dem.isError ? dem.refetch() : orgs.refetch())}>{t('common:retry')}</button>
          )}
          {orgs.isSuccess && orgs.data.length > 0 && (
            <List mode="card" header={current ? t('picker.subOrgs') : undefined}>
              {orgs.data.map((o) => (
                <List.Item key={o.id} prefix={<TeamOutline className="form-org-icon" />} onClick={() => setTrail([...trail, { id: o.id, name: o.name }])}>
                  {o.name}
                </List.Item>
              ))}
            </List>
          )}
          {current && (
            <PeopleChecks query={members} picked={picked} multiple={multiple} exclude={exclude} onPick={pick} empty={t('picker.noMembers')}
              header={t('picker.members')} />
          )}
          {!current && orgs.isSuccess && orgs.data.length === 0 && <div className="form-picker-empty">{t('picker.noOrg')}</div>}
        </>
      )}
    </PickerPopup>
  );
}

/** A page-by-page list of people with check marks. */
function PeopleChecks({ query, picked, multiple, exclude, onPick, empty, header }: {
  query: Paged; picked: ReadonlyMap<string, string>; multiple: boolean; exclude?: ReadonlySet<string>;
  onPick(u: UserRow): void; empty: string; header?: string;
}) {
  const { t } = useTranslation('form');
  const rows = (query.data?.pages.flatMap((p) => p.rows) ?? []).filter((u) => !exclude?.has(u.id));
  return (
    <>
      {query.isPending && query.fetchStatus !== 'idle' && <div className="form-picker-empty"><DotLoading color="primary" /></div>}
      {query.isError && <button type="button" className="link-button form-retry" onClick={() => void query.refetch()}>{t('common:retry')}</button>}
      {query.isSuccess && rows.length === 0 && <div className="form-picker-empty">{empty}</div>}
      {rows.length > 0 && header && <div className="form-picker-group">{header}</div>}
      {rows.length > 0 && (
        <CheckList multiple={multiple} value={[...picked.keys()]} mode="card" className="form-picker-people">
          {rows.map((u) => (
            <CheckList.Item key={u.id} value={u.id} description={[u.orgName, u.postName].filter(Boolean).join(' · ') || undefined} onClick={() => onPick(u)}>
              {u.fullname}
            </CheckList.Item>
          ))}
        </CheckList>
      )}
      {query.isSuccess && rows.length > 0 && (
        <InfiniteScroll hasMore={query.hasNextPage} loadMore={async () => {
          const r = await query.fetchNextPage();
          if (r.isError) throw r.error;
        }} />
      )}
    </>
  );
}
