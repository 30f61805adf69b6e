/** How notification and keyword tasks are labelled and typed: list columns, drawers (shared/screen/fields). */
import { defineFields, field } from '../../screen/fields';
import { notificationTaskMachine } from '../../workflow/notificationTask';
import type { KeywordTaskRow } from './keywords';
import { NOTICE_TYPES, RESULT_TYPES, type NotificationTaskDetail, type NotificationTaskRow } from './notifications';

export const notificationTaskFields = defineFields<NotificationTaskRow & Partial<NotificationTaskDetail>>()({
  id: field.number('编号', { width: 80 }),
  title: field.text('通知标题', { width: 220, ellipsis: true }),
  status: field.status(notificationTaskMachine),
  storeName: field.text('店铺', { width: 150 }),
  platformName: field.text('站点', { width: 110 }),
  noticeType: field.enum('通知类型', NOTICE_TYPES, { width: 110 }),
  brand: field.text('品牌', { width: 100 }),
  receivedOn: field.date('收到日期'),
  deadline: field.date('截止日期'),
  content: field.text('通知内容', { width: 300, ellipsis: true }),
  requirement: field.text('任务要求', { width: 240, ellipsis: true }),
  chargeUserName: field.user('负责人'),
  progress: field.text('最近处理记录', { width: 240, ellipsis: true }),
  resultType: field.enum('处理结果', RESULT_TYPES, { width: 110 }),
  result: field.text('结果说明', { width: 240, ellipsis: true }),
  creatorName: field.user('登记人'),
  createdAt: field.datetime('登记时间'),
  finishedAt: field.datetime('完成时间'),
});

export const keywordTaskFields = defineFields<KeywordTaskRow>()({
  storeName: field.text('店铺', { width: 150 }),
  platformName: field.text('站点', { width: 110 }),
  asin: field.text('ASIN', { width: 130 }),
  keyword: field.text('关键词', { width: 200, ellipsis: true }),
  targetRank: field.number('目标排名', { width: 90 }),
  currentRank: field.number('当前排名', { width: 90 }),
  reached: field.enum('是否达标', { true: '已达标', false: '未达标' }, { width: 90, get: (r) => String(r.reached) }),
  ownerName: field.user('负责人'),
  remark: field.text('备注', { width: 160, ellipsis: true }),
  updatedAt: field.datetime('更新时间'),
});
