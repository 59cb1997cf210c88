import { useState } from 'react';
import { Button, CheckList, SearchBar } from 'antd-mobile';
import { Sheet } from '../../../../components/Sheet.js';
import { ListSkeleton } from '../../../../components/ListSkeleton.js';
import { ErrorPage, ReadFailure } from '../../../../components/ErrorPage.js';
import { useDebounced } from '../../../../lib/use-debounced.js';
import { useRepairUsers } from '../../../../domains/eam-repair/api/queryUserList.js';
import type { RepairUserRef } from '../../../../domains/eam-repair/types.js';
import { ChoiceTrigger } from '../../shared/forms/ChoiceTrigger.js';
import { useTranslation } from '../../../../i18n/index.js';

/**
 * People of the tenant for a repair team — its leader (one) or its members (several) — searched by name from the
 * asset system's list of active users. The field shows the names chosen.
 */
export function UserChooser({ id, value, onChange, multiple, title, placeholder }: {
  id?: string; value?: RepairUserRef[]; onChange?(users: RepairUserRef[]): void; multiple?: boolean; title: string; placeholder: string;
}) {
  const [open, setOpen] = useState(false);
  const chosen = value ?? [];
  return (
    <>
      <ChoiceTrigger id={id} text={chosen.map((u) => u.name).join('、')} placeholder={placeholder} onOpen={() => setOpen(true)} />
      <Sheet open={open} onClose={() => setOpen(false)} label={title} bodyClassName="repair-sheet is-tall" className="repair-sheet-inner" showCloseButton>
        <h2 className="repair-sheet-title">{title}</h2>
        <UserSearch initial={chosen} multiple={!!multiple} onDone={(users) => { onChange?.(users); setOpen(false); }} />
      </Sheet>
    </>
  );
}

function UserSearch({ initial, multiple, onDone }: { initial: RepairUserRef[]; multiple: boolean; onDone(users: RepairUserRef[]): void }) {
  const { t } = useTranslation('eamRepair');
  const [text, setText] = useState('');
  const typed = useDebounced(text.trim());
  const users = useRepairUsers(typed);
  const [picked, setPicked] = useState<RepairUserRef[]>(initial);
  // The chosen stay listed (first) while the search shows others.
  const shown = [...picked, ...(users.data ?? []).filter((u) => !picked.some((p) => p.id === u.id))];
  return (
    <>
      <div className="repair-sheet-search">
        <SearchBar placeholder={t('team.searchUser')} value={text} onChange={setText} maxLength={50} aria-label={t('team.searchUser')} />
      </div>
      <div className="repair-sheet-body">
        {users.isPending ? <ListSkeleton rows={4} lines={1} />
          : users.isError ? <ReadFailure query={users} tip={t('team.usersFailed')} />
          : shown.length === 0 ? <ErrorPage status="empty" tip={t('team.noUser')} />
          : (
            <CheckList multiple={multiple} value={picked.map((u) => u.id)} aria-label={t('team.people')}
              onChange={(ids) => {
                const next = ids.map((i) => shown.find((u) => u.id === i)).filter((u): u is RepairUserRef => !!u);
                // One person: the choice is done as soon as it is made.
                if (!multiple) {
                  if (next.length) onDone(next);
                } else {
                  setPicked(next);
                }
              }}>
              {shown.map((u) => <CheckList.Item key={u.id} value={u.id}>{u.name}</CheckList.Item>)}
            </CheckList>
          )}
      </div>
      {multiple && (
        <div className="repair-sheet-foot">
          <Button block color="primary" onClick={() => onDone(picked)}>{t('team.confirmPeople', { count: picked.length })}</Button>
        </div>
      )}
    </>
  );
}
