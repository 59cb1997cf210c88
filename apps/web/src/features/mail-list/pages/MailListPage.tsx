import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { SearchBar } from 'antd-mobile';
import type { UserRow } from '@wp/contract';
import { PageHeader } from '../../../components/PageHeader.js';
import { ErrorPage } from '../../../components/ErrorPage.js';
import { OrgBrowser, type OrgCrumb } from '../components/OrgBrowser.js';
import { PeopleList } from '../components/PeopleList.js';
import { PersonPopup } from '../components/PersonPopup.js';
import { useDebounced } from '../../../lib/use-debounced.js';
import { MasterDetail, useMasterDetail } from '../../../components/layout/MasterDetail.js';
import { directoryKeys } from '../../../domains/directory/keys.js';
import './mail-list.css';
import { useTranslation } from '../../../i18n/index.js';

interface BrowseState { demId?: string; trail?: OrgCrumb[] }

/**
 * `/mailList`, 'my address book': search people by name, account or mobile, or browse the organisation tree
 * department by department; tap a person for the detail with call, copy and e-mail (a sheet on a phone, beside
 * the list on a tablet: `/mailList/:userId`, the department trail kept).
 */
export function MailListPage() {
  const { t } = useTranslation('mailList');
  const navigate = useNavigate();
  const location = useLocation();
  const state = (location.state ?? {}) as BrowseState;
  const [text, setText] = useState('');
  const typed = useDebounced(text.trim());
  // Clearing the box shows the tree at once; only typing waits.
  const search = text.trim() ? typed : '';
  const [person, setPerson] = useState<UserRow | null>(null);
  const queryClient = useQueryClient();
  const detail = useMasterDetail();
  const pathOf = (p: UserRow) => `/mailList/${encodeURIComponent(p.id)}`;
  const open = (p: UserRow) => {
    if (!detail.split) return setPerson(p);
    // The row already holds the detail: the pane shows it at once. Back keeps going up the department trail.
    queryClient.setQueryData(directoryKeys.person(p.id), p);
    detail.open(pathOf(p), { replace: true });
  };
  const isOpen = (p: UserRow) => detail.isOpen(pathOf(p));
  // Walking the tree keeps the person beside it.
  const here = location.pathname;

  const list = (
    <div className="page mail-list">
      <div className="mail-list-top">
        <PageHeader title={t('title')} />
        <div className="mail-list-search">
          <SearchBar placeholder={t('searchPlaceholder')} value={text} onChange={setText} onSearch={(v) => setText(v)}
            onClear={() => setText('')} maxLength={50} aria-label={t('searchPlaceholder')} />
        </div>
      </div>
      {search ? (
        <PeopleList key={search} scope={{ kind: 'search', text: search }} onOpen={open} isOpen={isOpen}
          header={(total) => t('found', { count: total })}
          empty={<ErrorPage status="empty" tip={t('noResults', { text: search })} />} />
      ) : (
        <OrgBrowser demId={state.demId} trail={state.trail ?? []} onOpen={open} isOpen={isOpen}
          onDimension={(demId) => void navigate(here, { replace: true, state: { demId, trail: [] } satisfies BrowseState })}
          onEnter={(trail) => void navigate(here, { state: { demId: state.demId, trail } satisfies BrowseState })}
          onUp={(levels) => levels > 0 && void navigate(-levels)} />
      )}
      <PersonPopup person={person} onClose={() => setPerson(null)} />
    </div>
  );
  return <MasterDetail list={list} />;
}
