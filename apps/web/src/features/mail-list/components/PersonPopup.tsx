import { Button, List } from 'antd-mobile';
import { PhoneFill } from 'antd-mobile-icons';
import type { UserRow } from '@wp/contract';
import { UserAvatar } from '../../../components/UserAvatar.js';
import { UserStatusTag } from '../../../components/UserStatusTag.js';
import { notify } from '../../../lib/notify.js';
import { copyText } from '../copy-text.js';
import { Sheet } from '../../../components/Sheet.js';
import { useTranslation } from '../../../i18n/index.js';

/** The detail of one person: name, status, department, post, mobile (call, copy), e-mail (mailto). */
export function PersonDetail({ person }: { person: UserRow }) {
  const { t } = useTranslation('mailList');
  const none = t('common:none');
  async function copy(text: string) {
    if (await copyText(text)) notify.success(t('copied'));
    else notify.warning(t('copyFailed'));
  }
  return (
    <>
      <div className="person-detail-head">
        <UserAvatar name={person.fullname} fileId={person.photo} size={64} />
        <div className="person-detail-id">
          <div className="person-detail-name">
            {person.fullname}
            <UserStatusTag status={person.status} hideNormal />
          </div>
          <div className="person-detail-account">{t('accountOf', { account: person.account })}</div>
        </div>
      </div>
      <List className="person-detail-list">
        <List.Item extra={person.orgName || none}>{t('department')}</List.Item>
        <List.Item extra={person.postName || none}>{t('post')}</List.Item>
        <List.Item extra={person.mobile ? (
          <span className="person-detail-actions">
            <a href={`tel:${person.mobile}`} className="person-detail-link">{person.mobile}</a>
            <Button size="mini" fill="outline" onClick={() => void copy(person.mobile!)}>{t('copy')}</Button>
          </span>
        ) : none}>
          {t('mobile')}
        </List.Item>
        <List.Item extra={person.email ? <a href={`mailto:${person.email}`} className="person-detail-link">{person.email}</a> : none}>
          {t('email')}
        </List.Item>
      </List>
      {person.mobile && (
        <div className="person-detail-call">
          <a href={`tel:${person.mobile}`} className="person-detail-callbtn"><PhoneFill /> {t('call')}</a>
        </div>
      )}
    </>
  );
}

/** A person's detail in a sheet over the address book (phones). */
export function PersonPopup({ person, onClose }: { person: UserRow | null; onClose(): void }) {
  return (
    <Sheet open={!!person} onClose={onClose} label={person?.fullname ?? ''} bodyClassName="person-popup" className="person-detail" showCloseButton>
      {person && <PersonDetail person={person} />}
    </Sheet>
  );
}
