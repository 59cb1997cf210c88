import type { Lang } from '../../platform/messages.js';

/**
 * Words the runtime shows next to codes: button names, opinion and instance statuses, urgency levels,
 * summary tiles and inbox subjects, in the three languages of the product. Codes missing here show as the
 * code itself, so a new engine status never breaks a reply.
 */
type Table = Record<string, string>;
interface Labels { button: Table; opinion: Table; instance: Table; urgency: Table; tile: Table; notify: Table; message: Table; report: Table }

const zhCN: Labels = {
  button: {
    agree: '同意', oppose: '反对', abandon: '弃权', reject: '驳回', backToStart: '驳回发起人', rejectToAnyNode: '驳回指定节点',
    delegate: '转办', instanceTrans: '传阅', startCommu: '沟通', commu: '沟通反馈', inqu: '征询', inqu_reply: '征询回复',
    addSign: '加签', signSequence: '顺序加签', revokeSign: '撤回加签', endProcess: '终止', lockUnlock: '签收', taskDelay: '延期', flowImage: '流程图', approvalHistory: '审批历史',
    print: '打印', saveDraft: '保存',
  },
  opinion: {
    start: '提交', end: '结束', manual_end: '人工终止', awaiting_check: '待审批', agree: '同意', oppose: '反对', abandon: '弃权',
    reject: '驳回', backToStart: '驳回发起人', reSubmit: '重新提交', skip: '跳过执行', revoker: '撤回', revoker_to_start: '撤回到发起人',
    retracted: '已撤销', signPass: '会签通过', signNotPass: '会签不通过', start_commu: '发起沟通', awaiting_feedback: '待反馈',
    feedback: '已反馈', deliverto: '转办', deliverto_cancel: '取回转办', addsign: '加签', signLineRetracted: '撤回加签', copyto: '传阅', copyto_reply: '传阅回复',
    inqu: '征询', inqu_reply: '征询回复', lockTask: '签收', unlockTask: '取消签收', urge: '催办', taskDelay: '延期',
  },
  instance: { draft: '草稿', running: '运行中', end: '已结束', manualend: '人工终止', backToStart: '驳回到发起人', back: '驳回', revoke: '已撤回' },
  urgency: { '0': '普通', '1': '紧急', '2': '特急' },
  tile: { myTaks: '我的待办', myRequest: '我的请求', myAlready: '已办事宜', myNoticeRead: '我的传阅', myAccordingMatters: '转办代理' },
  notify: {
    newTask: '待办', urge: '催办', copyTo: '传阅', reject: '驳回', communicate: '沟通', inquiry: '征询', end: '结束', revoke: '撤回', follow: '跟踪',
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
    end: '您发起的「{subject}」已审批结束。',
    manualEnd: '「{subject}」已被{actor}终止。{note}',
    revoke: '{actor}撤回了「{subject}」，您的待办已取消。{note}',
    follow: '您跟踪的「{subject}」已由{actor}在「{node}」处理。',
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
    addSign: 'Add approvers', signSequence: 'Add approvers in turn', revokeSign: 'Withdraw added approvers', endProcess: 'End', lockUnlock: 'Claim', taskDelay: 'Extend', flowImage: 'Flow diagram', approvalHistory: 'Approval history',
    print: 'Print', saveDraft: 'Save',
  },
  opinion: {
    start: 'Submitted', end: 'Ended', manual_end: 'Ended by hand', awaiting_check: 'Pending approval', agree: 'Agreed', oppose: 'Opposed', abandon: 'Abstained',
    reject: 'Rejected', backToStart: 'Rejected to starter', reSubmit: 'Resubmitted', skip: 'Skipped', revoker: 'Revoked', revoker_to_start: 'Revoked to starter',
    retracted: 'Withdrawn', signPass: 'Sign task passed', signNotPass: 'Sign task not passed', start_commu: 'Communication started', awaiting_feedback: 'Awaiting feedback',
    feedback: 'Feedback given', deliverto: 'Transferred', deliverto_cancel: 'Transfer taken back', addsign: 'Approvers added', signLineRetracted: 'Added approvers withdrawn', copyto: 'Circulated', copyto_reply: 'Circulation reply',
    inqu: 'Inquiry', inqu_reply: 'Inquiry reply', lockTask: 'Claimed', unlockTask: 'Claim cancelled', urge: 'Urged', taskDelay: 'Due time extended',
  },
  instance: { draft: 'Draft', running: 'Running', end: 'Ended', manualend: 'Ended by hand', backToStart: 'Back with starter', back: 'Rejected', revoke: 'Revoked' },
  urgency: { '0': 'Normal', '1': 'Urgent', '2': 'Very urgent' },
  tile: { myTaks: 'My to-do', myRequest: 'My requests', myAlready: 'My done', myNoticeRead: 'My circulated', myAccordingMatters: 'Transferred' },
  notify: {
    newTask: 'To-do', urge: 'Reminder', copyTo: 'Circulated', reject: 'Rejected', communicate: 'Communication', inquiry: 'Inquiry', end: 'Ended', revoke: 'Revoked', follow: 'Followed',
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
    end: '"{subject}" you started has been fully approved.',
    manualEnd: '{actor} ended "{subject}". {note}',
    revoke: '{actor} revoked "{subject}"; your task is cancelled. {note}',
    follow: '{actor} handled "{subject}" at "{node}", which you follow.',
    copyReply: '{actor} replied to "{subject}" you circulated. {note}',
  },
  report: {
    instanceByDef: 'Instances per process', running: 'In progress', finished: 'Ended', taskTrend: 'Tasks in the last 14 days', created: 'Tasks arrived',
    completed: 'Tasks completed', instanceByStatus: 'Instances by status', count: 'Count',
  },
};

const zhTW: Labels = {
  ...zhCN,
  button: { ...zhCN.button, delegate: '轉辦', instanceTrans: '傳閱', startCommu: '溝通', commu: '溝通回饋', inqu: '徵詢', inqu_reply: '徵詢回覆', addSign: '加簽', signSequence: '順序加簽', revokeSign: '撤回加簽', endProcess: '終止', lockUnlock: '簽收', flowImage: '流程圖', approvalHistory: '審批歷史', print: '列印', reject: '駁回', backToStart: '駁回發起人', rejectToAnyNode: '駁回指定節點' },
  opinion: { ...zhCN.opinion, awaiting_check: '待審批', reject: '駁回', backToStart: '駁回發起人', manual_end: '人工終止', revoker: '撤回', copyto: '傳閱', inqu: '徵詢', inqu_reply: '徵詢回覆', deliverto: '轉辦', lockTask: '簽收', addsign: '加簽', signLineRetracted: '撤回加簽' },
  instance: { ...zhCN.instance, running: '執行中', end: '已結束', manualend: '人工終止', back: '駁回', backToStart: '駁回到發起人' },
  tile: { myTaks: '我的待辦', myRequest: '我的請求', myAlready: '已辦事宜', myNoticeRead: '我的傳閱', myAccordingMatters: '轉辦代理' },
  report: { ...zhCN.report, instanceByDef: '各流程實例數', running: '進行中', taskTrend: '近14天任務趨勢', created: '新到任務', completed: '辦結任務', instanceByStatus: '流程實例狀態分佈', count: '數量' },
};

const all: Record<Lang, Labels> = { 'zh-CN': zhCN, 'en-US': enUS, 'zh-TW': zhTW };

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
