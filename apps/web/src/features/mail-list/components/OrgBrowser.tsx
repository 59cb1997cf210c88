import { List } from 'antd-mobile';
import { RightOutline, TeamOutline } from 'antd-mobile-icons';
import type { Org, UserRow } from '@wp/contract';
import { TabStrip } from '../../../components/TabStrip.js';
import { ErrorPage, ReadFailure } from '../../../components/ErrorPage.js';
import { useAllDems } from '../../../domains/directory/api/getAllDems.js';
import { useOrgChildren } from '../../../domains/directory/api/getByParentAndDem.js';
import { PeopleList } from './PeopleList.js';
import { PersonSkeleton } from './PersonSkeleton.js';
import { useTranslation } from '../../../i18n/index.js';

export interface OrgCrumb { id: string; name: string }

const crumbOf = (o: Pick<Org, 'id' | 'name'>): OrgCrumb => ({ id: o.id, name: o.name });

/**
 * The organisation tree as drill-down pages: a breadcrumb, the sub-departments of the current organisation,
 * then its people. A dimension with a single root opens inside that root. The trail lives in the history
 * entry, so "back" goes up one level.
 */
export function OrgBrowser({ demId, trail, onDimension, onEnter, onUp, onOpen, isOpen }: {
  demId: string | undefined;
  trail: OrgCrumb[];
  onDimension(demId: string): void;
  /** Go one level down: the new trail. */
  onEnter(trail: OrgCrumb[]): void;
  /** Go up `levels` levels. */
  onUp(levels: number): void;
  onOpen(person: UserRow): void;
  /** Whether this person's detail is open beside the list (tablets). */
  isOpen?(person: UserRow): boolean;
}) {
  const { t } = useTranslation('mailList');
  const dems = useAllDems();
  const dem = dems.data?.find((d) => d.id === demId) ?? dems.data?.find((d) => d.isDefault === 1) ?? dems.data?.[0];
  const roots = useOrgChildren(dem?.id, null);
  const single = roots.data?.length === 1 ? crumbOf(roots.data[0]) : null;
  const path = trail.length ? trail : single ? [single] : [];
  const current = path.at(-1) ?? null;
  const children = useOrgChildren(dem?.id, current?.id ?? null, !!current);
  const orgs = current ? children : roots;

  const failed = [dems, roots, children].find((q) => q.isError);
  if (failed) return <ReadFailure query={failed} />;
  if (dems.isPending || (dem && roots.isPending) || (current && children.isPending)) return <PersonSkeleton rows={5} />;
  if (!dem || !roots.data?.length) return <ErrorPage status="empty" tip={t('noOrgs')} />;
  const subOrgs = orgs.data ?? [];

  return (
    <>
      {(dems.data?.length ?? 0) > 1 && (
        <TabStrip activeKey={dem.id} onChange={onDimension} className="mail-list-dims" tabs={(dems.data ?? []).map((d) => ({ key: d.id, title: d.name }))} />
      )}
      {(path.length > 0 || !single) && (
        <nav className="mail-list-crumbs" aria-label="breadcrumb">
          {!single && (
            <button type="button" className="mail-list-crumb" disabled={trail.length === 0} onClick={() => onUp(trail.length)}>{t('allOrgs')}</button>
          )}
          {path.map((c, i) => (
            <span key={c.id} className="mail-list-crumb-wrap">
              {(i > 0 || !single) && <RightOutline className="mail-list-crumb-sep" aria-hidden />}
              <button type="button" className="mail-list-crumb" disabled={i === path.length - 1} aria-current={i === path.length - 1 ? 'page' : undefined}
                onClick={() => onUp(trail.length - 1 - i)}>
                {c.name}
              </button>
            </span>
          ))}
        </nav>
      )}
      {subOrgs.length > 0 && (
        <List header={current ? t('departments') : undefined} mode="card" className="mail-list-card">
          {subOrgs.map((o) => (
            <List.Item key={o.id} prefix={<span className="org-icon"><TeamOutline /></span>} onClick={() => onEnter([...path, crumbOf(o)])}>
              {o.name}
            </List.Item>
          ))}
        </List>
      )}
      {current && (
        <PeopleList key={current.id} scope={{ kind: 'org', orgId: current.id }} onOpen={onOpen} isOpen={isOpen}
          header={(total) => `${t('members')} (${total})`}
          empty={subOrgs.length ? null : <ErrorPage status="empty" tip={t('noMembers')} />} />
      )}
    </>
  );
}
