import { List } from 'antd-mobile';
import { PhoneFill } from 'antd-mobile-icons';
import type { UserRow } from '@wp/contract';
import { UserAvatar } from '../../../components/UserAvatar.js';
import { UserStatusTag } from '../../../components/UserStatusTag.js';
import { useTranslation } from '../../../i18n/index.js';

/** "department · post" of a row, leaving out what is missing. */
export const placeOf = (p: Pick<UserRow, 'orgName' | 'postName'>) => [p.orgName, p.postName].filter(Boolean).join(' · ');

/**
 * One person of the address book: photo, name (with a grey tag when not active), department and post, a call
 * button; `selected` while the person's detail is open beside the list.
 */
export function PersonRow({ person, onOpen, selected }: { person: UserRow; onOpen(person: UserRow): void; selected?: boolean }) {
  const { t } = useTranslation('mailList');
  return (
    <List.Item className={`person-row ${person.status === 1 ? '' : 'is-inactive'}`} arrow={false} onClick={() => onOpen(person)} aria-current={selected || undefined}
      prefix={<UserAvatar name={person.fullname} fileId={person.photo} size={42} lazy />}
      description={placeOf(person) || undefined}
      extra={person.mobile && person.status === 1 ? (
        <a className="person-call" href={`tel:${person.mobile}`} aria-label={`${t('call')} ${person.fullname}`} onClick={(e) => e.stopPropagation()}>
          <PhoneFill />
        </a>
      ) : undefined}>
      <span className="person-name">{person.fullname}</span>
      <UserStatusTag status={person.status} hideNormal className="person-status" />
    </List.Item>
  );
}
