import { List } from 'antd-mobile';
import type { ReactNode } from 'react';
import type { UserRow } from '@wp/contract';
import { ReadFailure } from '../../../components/ErrorPage.js';
import { LoadMore } from '../../../components/PagedList.js';
import { usePeople, type PeopleScope } from '../../../domains/directory/api/queryUserWithMainOrgPost.js';
import { PersonRow } from './PersonRow.js';
import { PersonSkeleton } from './PersonSkeleton.js';

/**
 * The people of a scope, loaded page by page as the list scrolls, ending in 'no more'. `header` gets the
 * total; `empty` shows when nobody is found (null to show nothing).
 */
export function PeopleList({ scope, header, empty, onOpen, isOpen }: {
  scope: PeopleScope; header(total: number): ReactNode; empty: ReactNode; onOpen(person: UserRow): void; isOpen?(person: UserRow): boolean;
}) {
  const people = usePeople(scope);
  if (people.isPending) return <PersonSkeleton />;
  if (people.isError) return <ReadFailure query={people} />;
  const rows = people.data.pages.flatMap((p) => p.rows);
  const total = people.data.pages[0]?.total ?? 0;
  if (rows.length === 0) return <>{empty}</>;
  return (
    <>
      <List header={header(total)} mode="card" className="mail-list-card people-list">
        {rows.map((p) => <PersonRow key={p.id} person={p} onOpen={onOpen} selected={isOpen?.(p)} />)}
      </List>
      <LoadMore query={people} />
    </>
  );
}
