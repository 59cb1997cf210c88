import type { eamApi } from '@wp/contract';
import type { ExecutePart, ExecuteProject } from '../../../domains/eam-maintenance/api/executeTask.js';

/** What the executor changed on one project since it was last saved. */
export interface ProjectEdit {
  status?: 'executed' | 'none';
  content?: string;
  pictureIds?: string[];
}

/** A parts row as typed (the quantity is text until it is saved). */
export interface PartRow {
  key: string;
  name: string;
  qty: string;
  unit: string;
}

/** Unsaved work on a task: project edits by id, and the parts list once it is touched (null: as saved). */
export interface TaskDraft {
  projects: Record<string, ProjectEdit>;
  parts: PartRow[] | null;
}

export const EMPTY_DRAFT: TaskDraft = { projects: {}, parts: null };

/** Why the draft cannot be saved yet, one reason per problem, in the checklist's order. */
export type DraftProblem =
  | { kind: 'noStatus'; name: string }
  | { kind: 'noReason'; name: string }
  | { kind: 'part'; row: number }
  /** The asset system saves parts with at least one recorded project. */
  | { kind: 'partsAlone' };

/** A project as it stands with its unsaved edit: status, note and photos. */
export function effectiveProject(p: eamApi.MaintainTaskProject, edit: ProjectEdit | undefined) {
  return {
    status: edit?.status ?? p.status,
    content: edit?.content ?? p.result ?? '',
    pictureIds: edit?.pictureIds ?? p.pictureIds,
  };
}

/** The saved parts as editable rows. */
export const partRowsOf = (parts: eamApi.MaintainPart[]): PartRow[] =>
  parts.map((p, i) => ({ key: `saved-${i}`, name: p.name, qty: String(p.qty), unit: p.unit }));

const blankRow = (r: PartRow) => !r.name.trim() && !r.qty.trim() && !r.unit.trim();

/** A row's part, or null when it is not complete (a name, a unit, a quantity above 0 and at most 100,000). */
function partOf(r: PartRow): ExecutePart | null {
  const qty = Number(r.qty.trim());
  if (!r.name.trim() || !r.unit.trim() || !r.qty.trim() || !Number.isFinite(qty) || qty <= 0 || qty > 100_000) return null;
  return { name: r.name.trim(), qty, unit: r.unit.trim() };
}

/**
 * What `execute` would send for the draft, and why it cannot yet. Projects touched must have a status, and not
 * needed ones a reason. Wholly blank part rows are dropped. The parts list travels with at least one project: when
 * only parts changed, a recorded project is sent again as it is.
 */
export function progressOf(task: eamApi.MaintainTaskDetail, draft: TaskDraft) {
  const problems: DraftProblem[] = [];
  const projects: ExecuteProject[] = [];
  for (const p of task.projects) {
    const edit = draft.projects[p.id];
    if (!edit) continue;
    const eff = effectiveProject(p, edit);
    if (eff.status === 'unexecuted') problems.push({ kind: 'noStatus', name: p.name });
    else if (eff.status === 'none' && !eff.content.trim()) problems.push({ kind: 'noReason', name: p.name });
    else projects.push({ id: p.id, status: eff.status, content: eff.content.trim() || undefined, pictureIds: eff.pictureIds });
  }
  let parts: ExecutePart[] | undefined;
  if (draft.parts) {
    parts = [];
    draft.parts.forEach((r, i) => {
      if (blankRow(r)) return;
      const part = partOf(r);
      if (part) parts!.push(part);
      else problems.push({ kind: 'part', row: i + 1 });
    });
    if (projects.length === 0 && problems.length === 0) {
      const recorded = task.projects.find((p) => p.status !== 'unexecuted');
      if (recorded) {
        projects.push({ id: recorded.id, status: recorded.status as 'executed' | 'none', content: recorded.result ?? undefined, pictureIds: recorded.pictureIds });
      } else {
        problems.push({ kind: 'partsAlone' });
      }
    }
  }
  const dirty = Object.keys(draft.projects).length > 0 || draft.parts !== null;
  return { dirty, problems, projects, parts };
}

/** The projects neither done nor marked not needed, counting unsaved edits. */
export const pendingProjects = (task: eamApi.MaintainTaskDetail, draft: TaskDraft) =>
  task.projects.filter((p) => effectiveProject(p, draft.projects[p.id]).status === 'unexecuted');
