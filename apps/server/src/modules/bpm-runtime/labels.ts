import type { Lang } from '../../platform/messages.js';

/**
 * Words the runtime shows next to codes: button names, opinion and instance statuses, urgency levels,
 * summary tiles and inbox subjects, in the three languages of the product. Codes missing here show as the
 * code itself, so a new engine status never breaks a reply.
 */
type Table = Record<string, string>;
interface Labels { button: Table; opinion: Table; instance: Table; outcome: Table; urgency: Table; tile: Table; notify: Table; message: Table; report: Table }

const zhCN: Labels = {
  button: {
    agree: '同意', oppose: '反对', abandon: '弃权', reject: '驳回', backToStart: '驳回发起人', rejectToAnyNode: '驳回指定节点',
    delegate: '转办', instanceTrans: '传阅', startCommu: '沟通', commu: '沟通反馈', inqu: '征询', inqu_reply: '征询回复',
    addSign: '加签', signSequence: '顺序加签', revokeSign: '撤回加签', revokeInqu: '撤回征询', endProcess: '终止', lockUnlock: '签收', taskDelay: '延期', flowImage: '流程图', approvalHistory: '审批历史',
    print: '打印', saveDraft: '保存',
  },
  opinion: {
    start: '提交', end: '结束', manual_end: '人工终止', awaiting_check: '待审批', agree: '同意', oppose: '反对', abandon: '弃权',
    reject: '驳回', backToStart: '驳回发起人', reSubmit: '重新提交', skip: '跳过执行', revoker: '撤回', revoker_to_start: '撤回到发起人',
    retracted: '已撤销', signPass: '会签通过', signNotPass: '会签不通过', start_commu: '发起沟通', awaiting_feedback: '待反馈',
    feedback: '已反馈', deliverto: '转办', deliverto_cancel: '取回转办', addsign: '加签', signLineRetracted: '撤回加签', inquRetracted: '撤回征询', copyto: '传阅', copyto_reply: '传阅回复',
    inqu: '征询', inqu_reply: '征询回复', lockTask: '签收', unlockTask: '取消签收', urge: '催办', taskDelay: '延期', timeout: '超时',
    callEnd: '子流程结束',
  },
  instance: { draft: '草稿', running: '运行中', end: '已结束', manualend: '人工终止', backToStart: '驳回到发起人', back: '驳回', revoke: '已撤回' },
  outcome: { inProgress: '审批中', approved: '已通过', refused: '未通过', withdrawn: '已撤回', terminated: '已终止' },
  urgency: { '0': '普通', '1': '紧急', '2': '特急' },
  tile: { myTaks: '我的待办', myRequest: '我的请求', myAlready: '已办事宜', myNoticeRead: '我的传阅', myAccordingMatters: '转办代理' },
  notify: {
    newTask: '待办', urge: '催办', copyTo: '传阅', reject: '驳回', communicate: '沟通', inquiry: '征询', end: '结束', revoke: '撤回', follow: '跟踪', dueSoon: '即将到期', overdue: '已超时',
  },
  message: {
    subject: '【{kind}】{subject}',
    note: '意见：{text}',
    newTask: '{starter}提交的「{subject}」已到达「{node}」，请您及时处理。',
    reject: '「{subject}」被{actor}退回到「{node}」，请处理后重新提交。{note}',
    askCommunicate: '{actor}就「{subject}」向您发起沟通，请回复。{note}',
    askInquiry: '{actor}就「{subject}」向您征询意见，请回复。{note}',
    answerCommunicate: '{actor}已回复您就「{subject}」发起的沟通。{note}',
    answerInquiry: '{actor}已回复您就「{subject}」发起的征询。{note}',
    urge: '{actor}催您尽快处理「{subject}」。{note}',
    copyTo: '{actor}向您传阅了「{subject}」。{note}',
    approved: '您发起的「{subject}」已审批通过。{note}',
    refused: '您发起的「{subject}」未通过审批。{note}',
    withdrawn: '「{subject}」已由{actor}撤回并结束。{note}',
    manualEnd: '「{subject}」已被{actor}终止。{note}',
    revoke: '{actor}撤回了「{subject}」，您的待办已取消。{note}',
    follow: '您跟踪的「{subject}」已由{actor}在「{node}」处理。',
    dueSoon: '「{subject}」在「{node}」的办理期限将到，请您及时处理。',
    overdue: '「{subject}」在「{node}」已超过办理期限。',
    copyReply: '{actor}回复了您传阅的「{subject}」。{note}',
  },
  report: {
    instanceByDef: '各流程实例数', running: '进行中', finished: '已结束', taskTrend: '近14天任务趋势', created: '新到任务', completed: '办结任务',
    instanceByStatus: '流程实例状态分布', count: '数量',
  },
};

const enUS: Labels = {
  button: {
    agree: 'Agree', oppose: 'Oppose', abandon: 'Abstain', reject: 'Reject', backToStart: 'Reject to starter', rejectToAnyNode: 'Reject to a node',
    delegate: 'Transfer', instanceTrans: 'Circulate', startCommu: 'Communicate', commu: 'Give feedback', inqu: 'Inquire', inqu_reply: 'Reply to inquiry',
    addSign: 'Add approvers', signSequence: 'Add approvers in turn', revokeSign: 'Withdraw added approvers', revokeInqu: 'Withdraw inquiry', endProcess: 'End', lockUnlock: 'Claim', taskDelay: 'Extend', flowImage: 'Flow diagram', approvalHistory: 'Approval history',
    print: 'Print', saveDraft: 'Save',
  },
  opinion: {
    start: 'Submitted', end: 'Ended', manual_end: 'Ended by hand', awaiting_check: 'Pending approval', agree: 'Agreed', oppose: 'Opposed', abandon: 'Abstained',
    reject: 'Rejected', backToStart: 'Rejected to starter', reSubmit: 'Resubmitted', skip: 'Skipped', revoker: 'Revoked', revoker_to_start: 'Revoked to starter',
    retracted: 'Withdrawn', signPass: 'Sign task passed', signNotPass: 'Sign task not passed', start_commu: 'Communication started', awaiting_feedback: 'Awaiting feedback',
    feedback: 'Feedback given', deliverto: 'Transferred', deliverto_cancel: 'Transfer taken back', addsign: 'Approvers added', signLineRetracted: 'Added approvers withdrawn', inquRetracted: 'Inquiry withdrawn', copyto: 'Circulated', copyto_reply: 'Circulation reply',
    inqu: 'Inquiry', inqu_reply: 'Inquiry reply', lockTask: 'Claimed', unlockTask: 'Claim cancelled', urge: 'Urged', taskDelay: 'Due time extended', timeout: 'Timed out',
    callEnd: 'Called process ended',
  },
  instance: { draft: 'Draft', running: 'Running', end: 'Ended', manualend: 'Ended by hand', backToStart: 'Back with starter', back: 'Rejected', revoke: 'Revoked' },
  outcome: { inProgress: 'In progress', approved: 'Approved', refused: 'Rejected', withdrawn: 'Withdrawn', terminated: 'Terminated' },
  urgency: { '0': 'Normal', '1': 'Urgent', '2': 'Very urgent' },
  tile: { myTaks: 'My to-do', myRequest: 'My requests', myAlready: 'My done', myNoticeRead: 'My circulated', myAccordingMatters: 'Transferred' },
  notify: {
    newTask: 'To-do', urge: 'Reminder', copyTo: 'Circulated', reject: 'Rejected', communicate: 'Communication', inquiry: 'Inquiry', end: 'Ended', revoke: 'Revoked', follow: 'Followed', dueSoon: 'Due soon', overdue: 'Overdue',
  },
  message: {
    subject: '[{kind}] {subject}',
    note: 'Opinion: {text}',
    newTask: '"{subject}" submitted by {starter} has reached "{node}"; please handle it.',
    reject: '{actor} sent "{subject}" back to "{node}"; please handle it and resubmit. {note}',
    askCommunicate: '{actor} asks for your feedback on "{subject}". {note}',
    askInquiry: '{actor} asks for your opinion on "{subject}". {note}',
    answerCommunicate: '{actor} answered your communication on "{subject}". {note}',
    answerInquiry: '{actor} answered your inquiry on "{subject}". {note}',
    urge: '{actor} asks you to handle "{subject}" soon. {note}',
    copyTo: '{actor} circulated "{subject}" to you. {note}',
    approved: '"{subject}" you started has been approved. {note}',
    refused: '"{subject}" you started has been rejected. {note}',
    withdrawn: '{actor} withdrew and closed "{subject}". {note}',
    manualEnd: '{actor} ended "{subject}". {note}',
    revoke: '{actor} revoked "{subject}"; your task is cancelled. {note}',
    follow: '{actor} handled "{subject}" at "{node}", which you follow.',
    dueSoon: '"{subject}" is due soon at "{node}"; please handle it.',
    overdue: '"{subject}" is past its due time at "{node}".',
    copyReply: '{actor} replied to "{subject}" you circulated. {note}',
  },
  report: {
    instanceByDef: 'Instances per process', running: 'In progress', finished: 'Ended', taskTrend: 'Tasks in the last 14 days', created: 'Tasks arrived',
    completed: 'Tasks completed', instanceByStatus: 'Instances by status', count: 'Count',
  },
};

const zhTW: Labels = {
  ...zhCN,
  button: {
    ...zhCN.button, agree: '同意', oppose: '反對', abandon: '棄權', reject: '駁回', backToStart: '駁回發起人', rejectToAnyNode: '駁回指定節點',
    delegate: '轉辦', instanceTrans: '傳閱', startCommu: '溝通', commu: '溝通回饋', inqu: '徵詢', inqu_reply: '徵詢回覆',
    addSign: '加簽', signSequence: '順序加簽', revokeSign: '撤回加簽', revokeInqu: '撤回徵詢', endProcess: '終止', lockUnlock: '簽收', taskDelay: '延期', flowImage: '流程圖', approvalHistory: '審批歷史',
    print: '列印', saveDraft: '儲存',
  },
  opinion: {
    ...zhCN.opinion, start: '送出', end: '結束', manual_end: '人工終止', awaiting_check: '待審批', agree: '同意', oppose: '反對', abandon: '棄權',
    reject: '駁回', backToStart: '駁回發起人', reSubmit: '重新送出', skip: '跳過執行', revoker: '撤回', revoker_to_start: '撤回到發起人',
    retracted: '已撤銷', signPass: '會簽通過', signNotPass: '會簽不通過', start_commu: '發起溝通', awaiting_feedback: '待回饋',
    feedback: '已回饋', deliverto: '轉辦', deliverto_cancel: '取回轉辦', addsign: '加簽', signLineRetracted: '撤回加簽', inquRetracted: '撤回徵詢', copyto: '傳閱', copyto_reply: '傳閱回覆',
    inqu: '徵詢', inqu_reply: '徵詢回覆', lockTask: '簽收', unlockTask: '取消簽收', urge: '催辦', taskDelay: '延期', timeout: '逾時',
    callEnd: '子流程結束',
  },
  instance: { ...zhCN.instance, draft: '草稿', running: '執行中', end: '已結束', manualend: '人工終止', backToStart: '駁回到發起人', back: '駁回', revoke: '已撤回' },
  outcome: { inProgress: '審批中', approved: '已通過', refused: '未通過', withdrawn: '已撤回', terminated: '已終止' },
  urgency: { '0': '普通', '1': '緊急', '2': '特急' },
  tile: { myTaks: '我的待辦', myRequest: '我的請求', myAlready: '已辦事宜', myNoticeRead: '我的傳閱', myAccordingMatters: '轉辦代理' },
  notify: {
    ...zhCN.notify, newTask: '待辦', urge: '催辦', copyTo: '傳閱', reject: '駁回', communicate: '溝通', inquiry: '徵詢', end: '結束', revoke: '撤回', follow: '追蹤', dueSoon: '即將到期', overdue: '已逾期',
  },
  message: {
    ...zhCN.message,
    subject: '【{kind}】{subject}',
    note: '意見：{text}',
    newTask: '{starter}送出的「{subject}」已到達「{node}」，請您及時處理。',
    reject: '「{subject}」被{actor}退回到「{node}」，請處理後重新送出。{note}',
    askCommunicate: '{actor}就「{subject}」向您發起溝通，請回覆。{note}',
    askInquiry: '{actor}就「{subject}」向您徵詢意見，請回覆。{note}',
    answerCommunicate: '{actor}已回覆您就「{subject}」發起的溝通。{note}',
    answerInquiry: '{actor}已回覆您就「{subject}」發起的徵詢。{note}',
    urge: '{actor}催您儘快處理「{subject}」。{note}',
    copyTo: '{actor}向您傳閱了「{subject}」。{note}',
    approved: '您發起的「{subject}」已審批通過。{note}',
    refused: '您發起的「{subject}」未通過審批。{note}',
    withdrawn: '「{subject}」已由{actor}撤回並結束。{note}',
    manualEnd: '「{subject}」已被{actor}終止。{note}',
    revoke: '{actor}撤回了「{subject}」，您的待辦已取消。{note}',
    follow: '您追蹤的「{subject}」已由{actor}在「{node}」處理。',
    dueSoon: '「{subject}」在「{node}」的辦理期限將到，請您及時處理。',
    overdue: '「{subject}」在「{node}」已超過辦理期限。',
    copyReply: '{actor}回覆了您傳閱的「{subject}」。{note}',
  },
  report: {
    ...zhCN.report, instanceByDef: '各流程實例數', running: '進行中', finished: '已結束', taskTrend: '近14天任務趨勢', created: '新到任務', completed: '辦結任務',
    instanceByStatus: '流程實例狀態分佈', count: '數量',
  },
};

const all: Record<Lang, Labels> = { 'zh-CN': zhCN, 'en-US': enUS, 'zh-TW': zhTW };

/** Every code of every group (the tests check each has its words in the three languages). */
export const labelCodes = Object.fromEntries(Object.entries(zhCN).map(([group, table]) => [group, Object.keys(table)])) as Record<keyof Labels, string[]>;

/** The word for a code of one group in a language; the code itself when there is none. */
export function label(lang: Lang, group: keyof Labels, code: string): string {
  return all[lang][group][code] ?? code;
}

/** A message template of a language filled with its values; unknown placeholders stay empty. */
export function fill(lang: Lang, key: string, vars: Record<string, string>): string {
  return label(lang, 'message', key).replace(/\{(\w+)\}/g, (_, k: string) => vars[k] ?? '').trim();
}

/** Urgency levels offered when starting, in order. */
export const urgencyLevels = [0, 1, 2] as const;
