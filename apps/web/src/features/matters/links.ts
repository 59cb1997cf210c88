/**
 * Where a tapped row goes: the task-view routes of spec 000 section 2. The `type` segments are this app's
 * choice (the spec does not name them) and tell the task view which list the user came from.
 */
export const matterLinks = {
  /** A to-do task; leaderId 0: acting for myself. */
  todo: (taskId: string) => `/task/${enc(taskId)}/0`,
  /** An instance I acted on. */
  done: (instId: string) => `/doneDetail/${enc(instId)}/done`,
  /** An instance I started. */
  request: (instId: string) => `/inst/${enc(instId)}/request`,
  /** A draft opens the start form again. */
  draft: (defId: string, instId: string) => `/work/startFlow/${enc(defId)}/${enc(instId)}`,
  /** An instance of a task I transferred. */
  turnOut: (instId: string) => `/inst/${enc(instId)}/turnOut`,
  /**
   * A circulated notice: type todoRead (to me, unread), doneRead (to me, read) or myRead (circulated by me);
   * isRead 0/1; curNodeId the node it was circulated from, '0' when none; from 'myNotice'.
   */
  notice: (noticeId: string, type: NoticeListType, isRead: number, nodeId: string | null) =>
    `/noticeTask/${enc(noticeId)}/${type}/${isRead ? 1 : 0}/${enc(nodeId || '0')}/myNotice`,
};

export type NoticeListType = 'todoRead' | 'doneRead' | 'myRead';

const enc = encodeURIComponent;
