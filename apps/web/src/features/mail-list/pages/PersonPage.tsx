import { useParams } from 'react-router';
import { ErrorPage, ReadFailure } from '../../../components/ErrorPage.js';
import { PageHeader } from '../../../components/PageHeader.js';
import { usePerson } from '../../../domains/directory/api/queryUserWithMainOrgPost.js';
import { PersonDetail } from '../components/PersonPopup.js';
import { PersonSkeleton } from '../components/PersonSkeleton.js';
import './mail-list.css';
import { useTranslation } from '../../../i18n/index.js';

/** `/mailList/:userId`: a person's detail beside the address book on a tablet (a phone shows it in a sheet over the list). */
export function PersonPage() {
  const { userId = '' } = useParams();
  const { t } = useTranslation('mailList');
  const person = usePerson(userId);
  return (
    <div className="page person-page">
      <PageHeader title={t('person')} back />
      {person.isPending ? <PersonSkeleton rows={1} />
        : person.isError ? <ReadFailure query={person} />
          : !person.data ? <ErrorPage status="empty" tip={t('noPerson')} />
            : <section className="card person-detail" aria-label={person.data.fullname}><PersonDetail person={person.data} /></section>}
    </div>
  );
}
