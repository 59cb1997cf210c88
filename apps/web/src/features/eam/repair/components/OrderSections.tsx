import { Link } from 'react-router';
import { RightOutline } from 'antd-mobile-icons';
import { dateTime } from '../../../../lib/time.js';
import { useAssetById } from '../../../../domains/eam-assets/api/getById.js';
import type { RepairOrderAct, RepairOrderDetail } from '../../../../domains/eam-repair/types.js';
import { InfoList } from '../../devices/components/InfoList.js';
import { assetLinks } from '../../devices/asset-links.js';
import { money } from '../../devices/format.js';
import { OverdueTag, RepairStatusTag, UrgencyTag } from './RepairTags.js';
import { PhotoStrip } from './PhotoStrip.js';
import { useTranslation } from '../../../../i18n/index.js';

/** The order at a glance: code, status, urgency, response deadline (red once missed), reporter and times. */
export function OrderHeader({ order }: { order: RepairOrderDetail }) {
  const { t } = useTranslation('eamRepair');
  return (
    <section className="eam-header repair-header" aria-labelledby="repair-code">
      <div className="eam-header-top">
        <h2 className="eam-header-name" id="repair-code">{order.businessCode}</h2>
        <RepairStatusTag status={order.repairStatus} />
      </div>
      <div className="repair-header-tags">
        <UrgencyTag urgency={order.urgency} />
        {order.assetDown && <span className="repair-card-down">{t('order.assetDown')}</span>}
        {order.responseOverdue && <OverdueTag />}
      </div>
      <dl className="eam-header-facts">
        <div><dt>{t('field.reporter')}</dt><dd>{order.reporter.name}</dd></div>
        <div><dt>{t('field.reportedAt')}</dt><dd>{dateTime(order.reportedAt)}</dd></div>
        <div className={order.responseOverdue ? 'is-overdue' : undefined}>
          <dt>{t('field.responseDeadline')}</dt>
          <dd>{dateTime(order.responseDeadline)}{t('order.responseHours', { count: order.urgency.responseHours })}</dd>
        </div>
        <div><dt>{t('field.planFinishDate')}</dt><dd>{order.planFinishDate ?? t('none')}</dd></div>
      </dl>
    </section>
  );
}

/** The asset, linking to its details page (its kind names the route: read from the ledger). */
export function AssetLinkCard({ asset }: { asset: RepairOrderDetail['asset'] }) {
  const { t } = useTranslation('eamRepair');
  const ledger = useAssetById(asset.id);
  const to = ledger.data ? assetLinks.details(ledger.data.kind, asset.assetCode) : assetLinks.basic(asset.assetCode);
  return (
    <Link className="repair-asset-card" to={to} aria-label={t('detail.openAsset', { name: asset.name, code: asset.assetCode })}>
      <span className="repair-asset-card-main">
        <span className="repair-asset-card-name">{asset.name}</span>
        <span className="repair-asset-card-code">{[asset.assetCode, asset.model].filter(Boolean).join(' · ')}</span>
        {asset.positionName && <span className="repair-asset-card-position">{asset.positionName}</span>}
      </span>
      <RightOutline aria-hidden className="eam-cell-arrow" />
    </Link>
  );
}

/** 报修内容: the fault (type, library entry with its solution and standard hours), what the reporter wrote, their photos. */
export function RequestSection({ order }: { order: RepairOrderDetail }) {
  const { t } = useTranslation('eamRepair');
  const tpl = order.categoryTpl;
  return (
    <section className="repair-section" aria-labelledby="repair-request">
      <h2 className="repair-section-title" id="repair-request">{t('detail.request')}</h2>
      <InfoList rows={[
        { key: 'type', label: t('fault.type'), value: tpl?.categoryHierarchyName },
        { key: 'template', label: t('fault.template'), value: tpl ? `${tpl.name}（${tpl.code}）` : null },
        ...(tpl ? [
          { key: 'solution', label: t('fault.solution'), value: tpl.repairSolution },
          { key: 'costTime', label: t('fault.costTime'), value: tpl.costTime !== null ? t('hours', { count: tpl.costTime }) : null },
        ] : []),
        { key: 'content', label: t('field.content'), value: <span className="repair-pre">{order.content}</span> },
        { key: 'assetDown', label: t('field.assetDown'), value: order.assetDown ? t('yes') : t('no') },
        { key: 'repairType', label: t('field.repairType'), value: t(`repairType.${order.repairType}`) },
      ]} />
      <PhotoStrip ids={order.pictureIds} label={t('field.photos')} />
    </section>
  );
}

/**
 * 审批: where the plant's setting sends requests through the approval process — its state and a link to the
 * process instance (its approvers, opinions and diagram).
 */
export function ApprovalSection({ order }: { order: RepairOrderDetail }) {
  const { t } = useTranslation('eamRepair');
  if (!order.procId && order.repairStatus !== 'approval') return null;
  const refused = order.timeline.some((s) => s.label === 'refused');
  const state = order.repairStatus === 'approval' ? 'pending' : refused ? 'refused' : order.times.approvedAt ? 'approved' : 'pending';
  return (
    <section className="repair-section" aria-labelledby="repair-approval">
      <h2 className="repair-section-title" id="repair-approval">{t('approval.title')}</h2>
      <div className={`repair-approval is-${state}`}>
        <span>{t(`approval.${state}`)}{order.times.approvedAt ? ` · ${dateTime(order.times.approvedAt)}` : ''}</span>
        {order.procId && <Link to={`/inst/${encodeURIComponent(order.procId)}`}>{t('approval.open')}</Link>}
      </div>
    </section>
  );
}

/** 派单: the team, its leader, the executor, who dispatched and when. */
export function DispatchSection({ order }: { order: RepairOrderDetail }) {
  const { t } = useTranslation('eamRepair');
  if (!order.dispatch) return null;
  const d = order.dispatch;
  return (
    <section className="repair-section" aria-labelledby="repair-dispatch">
      <h2 className="repair-section-title" id="repair-dispatch">{t('detail.dispatch')}</h2>
      <InfoList rows={[
        { key: 'team', label: t('field.team'), value: t('detail.teamWithLeader', { team: d.group.name, leader: d.group.leader.name }) },
        { key: 'executor', label: t('field.executor'), value: d.executor.name },
        { key: 'dispatcher', label: t('field.dispatcher'), value: d.dispatcher.name },
        { key: 'dispatchedAt', label: t('field.dispatchedAt'), value: dateTime(order.times.dispatchedAt) },
      ]} />
    </section>
  );
}

/** 维修记录: every repair attempt, the latest first (a failed acceptance leads to another). */
export function WorkSection({ order }: { order: RepairOrderDetail }) {
  const { t } = useTranslation('eamRepair');
  if (order.acts.length === 0) return null;
  const acts = [...order.acts].reverse();
  return (
    <section className="repair-section" aria-labelledby="repair-work">
      <h2 className="repair-section-title" id="repair-work">{t('detail.work')}</h2>
      {acts.map((act) => <ActView key={act.id} act={act} numbered={order.acts.length > 1} />)}
    </section>
  );
}

function ActView({ act, numbered }: { act: RepairOrderAct; numbered: boolean }) {
  const { t } = useTranslation('eamRepair');
  const code = (kind: 'mode' | 'mechanism' | 'cause', c: string | null) => (c ? `${c} ${t(`iso.${kind}.${c.replace('.', '_')}`)}` : null);
  return (
    <article className="repair-act" aria-label={t('detail.attempt', { n: act.attempt })}>
      {numbered && <h3 className="repair-act-title">{t('detail.attempt', { n: act.attempt })}</h3>}
      <InfoList rows={[
        { key: 'executor', label: t('field.executor'), value: act.executor.name },
        { key: 'startedAt', label: t('field.startedAt'), value: dateTime(act.startedAt) },
        { key: 'finishedAt', label: t('field.finishedAt'), value: act.finishedAt ? dateTime(act.finishedAt) : t('detail.inProgress') },
        ...(act.finishedAt ? [
          { key: 'cause', label: t('field.cause'), value: act.cause },
          { key: 'remedy', label: t('field.remedy'), value: act.remedy },
          { key: 'failureMode', label: t('field.failureMode'), value: code('mode', act.failureMode) },
          { key: 'failureMechanism', label: t('field.failureMechanism'), value: code('mechanism', act.failureMechanism) },
          { key: 'failureCause', label: t('field.failureCause'), value: code('cause', act.failureCause) },
          {
            key: 'parts', label: t('field.parts'),
            value: act.parts.length ? <ul className="repair-part-list">{act.parts.map((p, i) => <li key={i}>{t('parts.line', { name: p.name, qty: p.qty, unit: p.unit })}</li>)}</ul> : null,
          },
          { key: 'laborHours', label: t('field.laborHours'), value: act.laborHours !== null ? t('hours', { count: act.laborHours }) : null },
          { key: 'cost', label: t('field.cost'), value: money(act.cost) },
          { key: 'downtimeEnd', label: t('field.downtimeEnd'), value: act.downtimeEnd ? dateTime(act.downtimeEnd) : null },
          { key: 'notes', label: t('field.notes'), value: act.notes },
        ] : []),
      ]} />
      <PhotoStrip ids={act.pictureIds} label={t('field.finishPhotos')} />
    </article>
  );
}

/** 验收: every verdict, the latest first — result, accepter, when, notes, actual cost. */
export function AcceptanceSection({ order }: { order: RepairOrderDetail }) {
  const { t } = useTranslation('eamRepair');
  if (order.acceptances.length === 0) return null;
  return (
    <section className="repair-section" aria-labelledby="repair-acceptance">
      <h2 className="repair-section-title" id="repair-acceptance">{t('detail.acceptance')}</h2>
      {[...order.acceptances].reverse().map((a) => (
        <article key={a.id} className={`repair-verdict is-${a.acceptResult}`}>
          <InfoList rows={[
            { key: 'result', label: t('field.acceptResult'), value: <span className="repair-verdict-result">{t(`acceptResult.${a.acceptResult}`)}</span> },
            { key: 'accepter', label: t('field.accepter'), value: a.accepter.name },
            { key: 'acceptedAt', label: t('field.acceptedAt'), value: dateTime(a.acceptedAt) },
            { key: 'notes', label: t('field.acceptNotes'), value: a.notes },
            { key: 'actualCost', label: t('field.actualCost'), value: money(a.actualCost) },
          ]} />
        </article>
      ))}
    </section>
  );
}
