import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { SearchBar } from 'antd-mobile';
import type { UserRow } from '@wp/contract';
import { PageHeader } from '../../../components/PageHeader.js';
import { ErrorPage } from '../../../components/ErrorPage.js';
import { OrgBrowser, type OrgCrumb } from '../components/OrgBrowser.js';
import { PeopleList } from '../components/PeopleList.js';
import { PersonPopup } from '../components/PersonPopup.js';
import { useDebounced } from '../../../lib/use-debounced.js';
import './mail-list.css';

interface BrowseState { demId?: string; trail?: OrgCrumb[] }

/**
 * `/mailList`, 'my address book': search people by name, account or mobile, or browse the organisation tree
 * department by department; tap a person for the detail with call, copy and e-mail.
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

  return (
    <div className="page mail-list">
      <div className="mail-list-top">
        <PageHeader title={t('title')} />
        <div className="mail-list-search">
          <SearchBar placeholder={t('searchPlaceholder')} value={text} onChange={setText} onSearch={(v) => setText(v)}
            onClear={() => setText('')} maxLength={50} aria-label={t('searchPlaceholder')} />
        </div>
      </div>
      {search ? (
        <PeopleList key={search} scope={{ kind: 'search', text: search }} onOpen={setPerson}
          header={(total) => t('found', { count: total })}
          empty={<ErrorPage status="empty" tip={t('noResults', { text: search })} />} />
      ) : (
        <OrgBrowser demId={state.demId} trail={state.trail ?? []} onOpen={setPerson}
          onDimension={(demId) => void navigate('/mailList', { replace: true, state: { demId, trail: [] } satisfies BrowseState })}
          onEnter={(trail) => void navigate('/mailList', { state: { demId: state.demId, trail } satisfies BrowseState })}
          onUp={(levels) => levels > 0 && void navigate(-levels)} />
      )}
      <PersonPopup person={person} onClose={() => setPerson(null)} />
    </div>
  );
}
