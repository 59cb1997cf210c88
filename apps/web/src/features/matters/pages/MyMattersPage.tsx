import { useState } from 'react';
import { Navigate, useNavigate, useParams } from 'react-router';
import { Badge, Tag } from 'antd-mobile';
import type { DoneRow, InstanceOutcomeValue, TaskRow } from '@wp/contract';
import { TabStrip } from '../../../components/TabStrip.js';
import { PageHeader } from '../../../components/PageHeader.js';
import { MasterDetail, useMasterDetail } from '../../../components/layout/MasterDetail.js';
import { taskKindColour, taskKindOf } from '../../../domains/approval/task-kind.js';
import { useTodoList } from '../api/getTodoList.js';
import { useDoneList } from '../api/getDoneList.js';
import { useRevokeInstance } from '../../../domains/approval/api/revokeInstance.js';
import type { ListSearch } from '../api/list-query.js';
import { ListSearchBar, useListSearch } from '../components/ListSearchBar.js';
import { MatterList, rowsOf } from '../components/MatterList.js';
import { MatterRow } from '../components/MatterRow.js';
import { OutcomeFilter } from '../components/OutcomeFilter.js';
import { RequestTags } from '../components/RequestTags.js';
import { GuardedAction } from '../components/GuardedAction.js';
import { BatchApproval, BatchBar } from '../components/BatchApproval.js';
import { useConfirm } from '../components/ConfirmDialog.js';
import { matterLinks } from '../links.js';
import { useReadTasksAhead } from '../use-read-ahead.js';
import { batchBlocker, emptyText } from '../row-rules.js';
import './matters.css';
import { useTranslation } from '../../../i18n/index.js';

const tabs = ['todo', 'done'] as const;

/**
 * `/work/myMatters/:activeNumber`: my to-do (0) and done (1) items. To-do: quick search, urgent filter and
 * batch approval; done: revoke where the server's row says my decision may still be taken back.
 */
export function MyMattersPage() {
  const { activeNumber } = useParams();
  const { t } = useTranslation('matters');
  const navigate = useNavigate();
  const search = useListSearch();
  const [urgentOnly, setUrgentOnly] = useState(false);
  const [outcome, setOutcome] = useState<InstanceOutcomeValue>();
  const [selecting, setSelecting] = useState(false);
  const index = Number(activeNumber);
  const tab = tabs[index];
  // The badge counts all my to-do items, whichever tab or filter is shown (the same query as the unfiltered list).
  const allTodo = useTodoList({ text: '' });
  // Its first page's tasks are read ahead, at idle, so they open offline though never opened (ADR 0029).
  useReadTasksAhead(allTodo.data?.pages[0]?.rows);
  if (!tab) return <Navigate to="/work/myMatters/0" replace />;
  const todoTotal = allTodo.data?.pages[0]?.total;

  const list = (
    <div className={`page matters ${selecting ? 'is-selecting' : ''}`}>
      <div className="matters-top">
        <PageHeader title={t('titles.myMatters')} back
          right={tab === 'todo' ? (
            <button type="button" className="link-button matters-batch-toggle" onClick={() => setSelecting((s) => !s)}>
              {selecting ? t('batch.exit') : t('batch.enter')}
            </button>
          ) : undefined} />
        <TabStrip activeKey={tab} onChange={(key) => {
          setSelecting(false);
          navigate(`/work/myMatters/${tabs.indexOf(key)}`, { replace: true });
        }} tabs={[
          { key: 'todo', title: <Badge content={todoTotal ? (todoTotal > 99 ? '99+' : todoTotal) : null} style={{ '--right': '-12px', '--top': '2px' }}>{t('tabs.todo')}</Badge> },
          { key: 'done', title: t('tabs.done') },
        ]} />
        <ListSearchBar bar={search.bar} />
        {tab === 'todo' && (
          <div className="matters-filters" role="group">
            <button type="button" className="matters-chip" aria-pressed={!urgentOnly} onClick={() => setUrgentOnly(false)}>{t('filters.all')}</button>
            <button type="button" className="matters-chip is-urgent" aria-pressed={urgentOnly} onClick={() => setUrgentOnly(true)}>{t('filters.urgent')}</button>
          </div>
        )}
        {tab === 'done' && <OutcomeFilter value={outcome} onChange={setOutcome} />}
      </div>
      {tab === 'todo'
        ? <TodoTab search={{ text: search.applied, urgentOnly }} selecting={selecting} onExitSelect={() => setSelecting(false)} />
        : <DoneTab search={{ text: search.applied, outcome }} />}
    </div>
  );
  return <MasterDetail list={list} />;
}

function TodoTab({ search, selecting, onExitSelect }: { search: ListSearch; selecting: boolean; onExitSelect(): void }) {
  const { t } = useTranslation('matters');
  const query = useTodoList(search);
  const detail = useMasterDetail();
  const [chosen, setChosen] = useState<Set<string>>(new Set());
  const [batchOpen, setBatchOpen] = useState(false);
  const rows = rowsOf(query);
  const selectable = rows.filter((r) => !batchBlocker(r));
  // A task that left the list (handled elsewhere) leaves the selection too.
  const chosenTasks = selectable.filter((r) => chosen.has(r.taskId));
  const toggle = (id: string) => setChosen((s) => {
    const next = new Set(s);
    if (next.has(id)) next.delete(id);
    else next.add(id);
    return next;
  });
  const empty = search.text ? t('empty.search', { text: search.text }) : search.urgentOnly ? t('empty.urgent') : t('empty.todo');

  return (
    <>
      <MatterList query={query} empty={empty} render={(task: TaskRow) => (
        <MatterRow key={task.taskId} subject={task.subject} process={task.procDefName} person={task.creator} time={task.createTime}
          urgentState={task.urgentStateValue} dueTime={task.dueTime}
          facts={[{ label: t('fields.node'), value: task.name }, { label: t('fields.starter'), value: task.creator }]}
          tags={<TaskKindTags task={task} />}
          {...detail.row(matterLinks.todo(task.taskId))}
          selection={selecting ? { selected: chosen.has(task.taskId), blocked: batchBlocker(task), onToggle: () => toggle(task.taskId) } : undefined} />
      )} />
      {selecting && (
        <BatchBar selectable={selectable.length} selected={chosenTasks.length}
          onSelectAll={(all) => setChosen(all ? new Set(selectable.map((r) => r.taskId)) : new Set())}
          onApprove={() => setBatchOpen(true)} />
      )}
      <BatchApproval tasks={chosenTasks} open={batchOpen} onClose={() => setBatchOpen(false)}
        onFinished={() => {
          setBatchOpen(false);
          setChosen(new Set());
          onExitSelect();
        }} />
    </>
  );
}

/** What kind of to-do a task is, when it is not a plain approval; and whether it still has to be claimed. */
function TaskKindTags({ task }: { task: TaskRow }) {
  const { t } = useTranslation('matters');
  return (
    <>
      {task.status !== 'NORMAL' && <Tag color={taskKindColour(task.status)} fill="outline" className="matter-kind">{t(`taskStatus.${taskKindOf(task)}`)}</Tag>}
      {!task.assigneeId && <Tag color="warning" fill="outline" className="matter-kind">{t('markers.unclaimed')}</Tag>}
    </>
  );
}

function DoneTab({ search }: { search: ListSearch }) {
  const { t } = useTranslation('matters');
  const detail = useMasterDetail();
  const query = useDoneList(search);
  const revoke = useRevokeInstance();
  const { ask, dialog } = useConfirm();

  function askRevoke(row: DoneRow) {
    ask({
      title: t('revokeDialog.title'),
      message: t('revokeDialog.handMessage', { subject: row.subject }),
      note: { placeholder: t('revokeDialog.placeholder') },
      confirmText: t('actions.revoke'),
      danger: true,
      onConfirm: (cause) => revoke.mutate({ instanceId: row.id, taskId: row.taskId, cause }),
    });
  }

  return (
    <>
      <MatterList query={query} empty={emptyText(t, search, 'empty.done')}
        render={(row) => (
          <MatterRow key={`${row.taskId}-${row.completeTime}`} subject={row.subject} process={row.procDefName} person={row.creator}
            time={row.completeTime} urgentState={row.urgentState}
            facts={[
              { label: t('fields.myNode'), value: `${row.nodeName} · ${row.opinionStatusName}` },
              { label: t('fields.node'), value: row.status === 'running' ? row.taskName || t('fields.noNode') : '' },
              { label: t('fields.starter'), value: row.creator },
            ]}
            tags={<RequestTags row={row} />}
            {...detail.row(matterLinks.done(row.id))}
            // Only the server decides: my decision, its node's newest handling, and nobody acted since.
            footer={row.preconditions.canRevoke ? (
              <GuardedAction label={t('actions.revoke')} allowed color="warning" onClick={() => askRevoke(row)} />
            ) : undefined} />
        )} />
      {dialog}
    </>
  );
}
