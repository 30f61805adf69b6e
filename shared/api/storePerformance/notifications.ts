import { z } from 'zod';
import { endpoint, needs } from '../contract';
import { exportTaskCreated } from '../report';
import { transitionEndpoint } from '../transition';
import { allowedActionRow, tabCounts, transitionBody, workflowLogRow } from '../workflow';
import { blankAsAbsent, cappedPage, dayFilter, id, isoDay, listPaging, optionalText, prefixText, text } from '../inputs';
import { notificationTaskMachine as machine } from '../../workflow/notificationTask';
import { accountNoticeScreen, accountTaskScreen } from './screens';

/** 通知任务 and 绩效任务: platform notices and the tasks made of them (docs/domain/store-performance.md). */
const base = '/api/reviewer/performanceNotificationTask';
const sees = needs(accountNoticeScreen.menu, accountTaskScreen.menu);

export const NOTICE_TYPES = {
  health: '账户健康',
  ip: '知识产权投诉',
  policy: '政策警告',
  listing: 'Listing下架',
  performance: '绩效通知',
  other: '其他',
} as const;
export type NoticeType = keyof typeof NOTICE_TYPES;
const noticeType = z.enum(Object.keys(NOTICE_TYPES) as [NoticeType, ...NoticeType[]], { error: '请选择通知类型' });

export const RESULT_TYPES = { resolved: '已解决', appealed: '已申诉成功', rejected: '申诉被驳回', other: '其他' } as const;
export type ResultType = keyof typeof RESULT_TYPES;
const resultType = z.enum(Object.keys(RESULT_TYPES) as [ResultType, ...ResultType[]], { error: '请选择处理结果' });

export const TASK_STATUSES = ['pending', 'unassigned', 'processing', 'done', 'ignored'] as const;

export const notificationTaskRow = z.object({
  id: z.number(),
  status: z.string(),
  version: z.number(),
  createdBy: z.number(),
  creatorName: z.string().nullable(),
  storeId: z.number(),
  storeName: z.string(),
  platformName: z.string(),
  noticeType: z.string(),
  brand: z.string().nullable(),
  title: z.string(),
  receivedOn: z.string(),
  deadline: z.string().nullable(),
  chargeUserId: z.number().nullable(),
  chargeUserName: z.string().nullable(),
  resultType: z.string().nullable(),
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
});
export type NotificationTaskRow = z.infer<typeof notificationTaskRow>;

export const notificationTaskDetail = notificationTaskRow.extend({
  content: z.string(),
  requirement: z.string().nullable(),
  progress: z.string().nullable(),
  result: z.string().nullable(),
  actions: z.array(allowedActionRow),
});
export type NotificationTaskDetail = z.infer<typeof notificationTaskDetail>;

export const notificationTaskFilter = z.object({
  status: blankAsAbsent(z.enum(TASK_STATUSES, { error: '状态不正确' })),
  title: prefixText,
  storeId: blankAsAbsent(id('店铺')),
  noticeType: blankAsAbsent(noticeType),
  brand: prefixText,
  chargeUserId: blankAsAbsent(id('负责人')),
  /** true: only the tasks the caller is in charge of (绩效任务's default). */
  mine: blankAsAbsent(z.enum(['true', 'false']).transform((v) => v === 'true')),
  dateFrom: dayFilter,
  dateTo: dayFilter,
});
export type NotificationTaskFilter = z.output<typeof notificationTaskFilter>;

export const queryNotificationTaskList = endpoint({
  method: 'GET',
  path: `${base}/queryNotificationTaskList`,
  access: sees,
  summary: '通知任务列表，新收到在前。筛选：状态、标题（前缀）、店铺、通知类型、品牌（前缀）、负责人、仅我负责、收到日期。无“查看全部”者只看自己负责的任务',
  query: notificationTaskFilter.extend(listPaging),
  response: cappedPage(notificationTaskRow),
});

export const addNotificationTaskExcelTask = endpoint({
  method: 'GET',
  path: `${base}/addNotificationTaskExcelTask`,
  access: needs(accountNoticeScreen.code('export')),
  summary: '按列表筛选条件创建“通知任务”导出任务（报表中心下载，不截断）；无“查看全部”只导出自己负责的任务',
  query: notificationTaskFilter,
  response: exportTaskCreated,
});

export const notificationTaskTabNum = endpoint({
  method: 'GET',
  path: `${base}/getNotificationTaskTabNum`,
  access: sees,
  summary: '各状态页签的数量及 all（按可见范围；mine=true 只数本人负责的）',
  query: z.object({ mine: notificationTaskFilter.shape.mine }),
  response: tabCounts,
});

export const notificationTaskDetailGet = endpoint({
  method: 'GET',
  path: `${base}/getNotificationTaskById`,
  access: sees,
  summary: '通知任务详情及当前用户此刻可做的操作',
  query: z.object({ id: id('通知任务') }),
  response: notificationTaskDetail,
});

export const noticeInput = z.object({
  storeId: id('店铺'),
  noticeType,
  brand: optionalText('品牌', 100),
  title: text('通知标题', 200),
  content: text('通知内容', 5000),
  receivedOn: z.string({ error: '请填写收到日期' }).pipe(isoDay),
  deadline: blankAsAbsent(isoDay),
});
export type NoticeInput = z.input<typeof noticeInput>;

export const addNotification = endpoint({
  method: 'POST',
  path: '/api/reviewer/performanceNotification/addNotification',
  access: needs(accountNoticeScreen.code('add')),
  summary: '登记平台通知（待处理）：店铺须在可见范围内；同一店铺同一天同标题的通知不重复登记',
  body: noticeInput,
  response: z.object({ id: z.number() }),
});

const result = z.object({ id: z.number(), from: z.string(), to: z.string(), version: z.number() });

export const generateTask = transitionEndpoint(machine, {
  method: 'POST',
  path: `${base}/generateTask`,
  actions: { generate: {} },
  summary: '把通知生成任务（待处理 → 待分配）：任务要求必填，截止日期可改',
  body: transitionBody.extend({ requirement: text('任务要求', 2000), deadline: blankAsAbsent(isoDay) }),
  response: result,
});

export const assignChargeUser = transitionEndpoint(machine, {
  method: 'POST',
  path: `${base}/assignChargeUser`,
  actions: { assign: {} },
  summary: '分配负责人（待分配或处理中 → 处理中；处理中再分配即转交）：负责人须是有绩效任务页面权限的在职用户',
  body: transitionBody.extend({ chargeUserId: id('负责人') }),
  response: result,
});

export const saveTaskInfo = transitionEndpoint(machine, {
  method: 'POST',
  path: `${base}/saveTaskInfo`,
  actions: { save: {} },
  summary: '负责人记录处理进展（处理中，可多次），每次记入跟踪记录',
  body: transitionBody.extend({ comment: text('处理记录', 500) }),
  response: result,
});

export const resultFeedback = transitionEndpoint(machine, {
  method: 'POST',
  path: `${base}/resultFeedback`,
  actions: { feedback: {} },
  summary: '负责人反馈结果并完成任务（处理中 → 已完成）：处理结果与结果说明必填',
  body: transitionBody.extend({ resultType, comment: text('结果说明', 500) }),
  response: result,
});

export const signNotDeal = transitionEndpoint(machine, {
  method: 'GET',
  path: `${base}/signNotDeal`,
  actions: { notDeal: {} },
  summary: '标记不处理（待处理或待分配 → 不处理），须填原因。规格为 GET：须带 version，重放或重复点击因版本或状态已变被拒（409），不重复记录',
  query: transitionBody.extend({ version: z.coerce.number({ error: '请刷新后重试' }).int().positive(), comment: text('不处理原因', 500) }),
  response: result,
});

export const notificationTaskTransitions = [generateTask, assignChargeUser, saveTaskInfo, resultFeedback, signNotDeal] as const;

export const getAllBrand = endpoint({
  method: 'GET',
  path: `${base}/getAllBrand`,
  access: sees,
  summary: '品牌选项：商品库的品牌及通知中出现过的品牌（去重，按名称）',
  response: z.array(z.string()),
});

export const getTrackAndFeedbackInfo = endpoint({
  method: 'GET',
  path: `${base}/getTrackAndFeedbackInfo`,
  access: sees,
  summary: '通知任务的跟踪与反馈记录：登记、生成任务、分配、每次处理记录、结果反馈或不处理，最早在前',
  query: z.object({ id: id('通知任务') }),
  response: z.array(workflowLogRow),
});

export const chargeUsers = endpoint({
  method: 'GET',
  path: `${base}/getChargeUsers`,
  access: needs(accountNoticeScreen.code('assign'), accountNoticeScreen.menu, accountTaskScreen.menu),
  summary: '可作为负责人的在职用户（有绩效任务页面权限）：分配负责人与负责人筛选的选项',
  response: z.array(z.object({ id: z.number(), name: z.string() })),
});
