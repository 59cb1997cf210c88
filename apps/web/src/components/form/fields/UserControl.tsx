import { CheckList, InfiniteScroll, SearchBar } from 'antd-mobile';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDebounced } from '../../../lib/use-debounced.js';
import type { ControlProps } from '../context.js';
import { useUserSearch, useUsersByIds } from '../api/queryUserWithMainOrgPost.js';
import { DirectoryControl, type DirectoryPickerProps } from './DirectoryControl.js';
import { PickerPopup, toggle } from './PickerPopup.js';

type UserField = Extract<ControlProps['field'], { type: 'user' }>;

function useUserNames(ids: string[]): ReadonlyMap<string, string> {
  const { data } = useUsersByIds(ids);
  return useMemo(() => new Map((data ?? []).map((u) => [u.id, u.fullname])), [data]);
}

/** People chosen from the directory: a search over name, account and mobile; one person unless `multiple`. */
export function UserControl(props: ControlProps<UserField>) {
  return <DirectoryControl {...props} useNames={useUserNames} Picker={UserPicker} />;
}

function UserPicker({ title, multiple, initial, onCancel, onConfirm }: DirectoryPickerProps) {
  const { t } = useTranslation('form');
  const [search, setSearch] = useState('');
  const [picked, setPicked] = useState<Map<string, string>>(() => new Map(initial));
  const people = useUserSearch(useDebounced(search), true);
  const rows = people.data?.pages.flatMap((p) => p.rows) ?? [];

  return (
    <PickerPopup visible title={title} count={picked.size} onCancel={onCancel} onConfirm={() => onConfirm(picked)}
      top={<SearchBar value={search} onChange={setSearch} placeholder={t('picker.search')} className="form-picker-search" />}>
      {people.isError && <button type="button" className="link-button form-retry" onClick={() => void people.refetch()}>{t('common:retry')}</button>}
      {people.isSuccess && rows.length === 0 && <div className="form-picker-empty">{t('picker.noUser')}</div>}
      <CheckList multiple={multiple} value={[...picked.keys()]} mode="card">
        {rows.map((u) => (
          <CheckList.Item key={u.id} value={u.id} description={[u.orgName, u.postName].filter(Boolean).join(' · ') || undefined}
            onClick={() => setPicked((p) => toggle(p, u.id, u.fullname, multiple))}>
            {u.fullname}
          </CheckList.Item>
        ))}
      </CheckList>
      {people.isSuccess && (
        <InfiniteScroll hasMore={people.hasNextPage} loadMore={async () => {
          const r = await people.fetchNextPage();
          if (r.isError) throw r.error;
        }} />
      )}
    </PickerPopup>
  );
}
