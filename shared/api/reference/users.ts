import { z } from 'zod';
import { endpoint, LOGIN, needs } from '../contract';
import { userOption } from './places';
import { exchangeRateScreen } from './screens';
import type { Code } from '../../screen/define';
import { DEFAULT_FIRST_PULL_DAYS, DEFAULT_PULL_SECONDS, FIRST_PULL_DAYS_MAX, FIRST_PULL_DAYS_VARIABLE, PULL_INTERVAL_LIMITS, PULL_INTERVAL_VARIABLE } from '../mail/pulls';
import { pullConfigureScreen } from '../mail/screens';

/** Users for pick lists, and named settings (baseVariable). */

export const getUserByUserName = endpoint({
  method: 'GET',
  path: '/api/base/baseUser/getUserByUserName',
  access: LOGIN,
  summary: '按账号查启用的用户（账号不区分大小写）；没有则提示用户不存在',
  query: z.object({ userName: z.string({ error: '请填写账号' }).trim().min(1, '请填写账号').max(100, '账号最多100字') }),
  response: userOption.extend({ email: z.string().nullable() }),
});

export const getAllStartUser = endpoint({
  method: 'GET',
  path: '/api/base/baseUser/getAllStartUser',
  access: LOGIN,
  summary: '全部启用（在职）的用户，按姓名',
  response: z.array(userOption),
});

/**
 * The named settings staff may change, each with who may change it and its rule. A domain that needs
 * a setting adds one line here (the mail centre's pull interval, ...); unknown names are refused.
 */
export interface VariableSpec {
  name: string;
  label: string;
  /** Used until someone sets a value. */
  defaultValue: string;
  /** The element code whose holders may change it. */
  code: Code;
  value: z.ZodType<string>;
}

const wholeNumber = (label: string, min: number, max: number) =>
  z
    .string()
    .trim()
    .regex(/^\d+$/, `${label}必须是整数`)
    .refine((v) => Number(v) >= min && Number(v) <= max, `${label}应在 ${min} 到 ${max} 之间`);

export const VARIABLES: readonly VariableSpec[] = [
  {
    name: 'exchangeRate.staleDays',
    label: '汇率过期提醒天数（最新汇率早于这么多天时在汇率一览中标红）',
    defaultValue: '3',
    code: exchangeRateScreen.code('edit'),
    value: wholeNumber('汇率过期提醒天数', 1, 90),
  },
  {
    name: 'exchangeRate.maxDailyChangePct',
    label: '汇率单日波动提醒（%）：新汇率与前一次相差超过该比例时在一览中提示',
    defaultValue: '5',
    code: exchangeRateScreen.code('edit'),
    value: wholeNumber('汇率单日波动提醒', 1, 100),
  },
  {
    name: PULL_INTERVAL_VARIABLE,
    label: '邮件定时拉取间隔（秒）：每个启用的邮箱距上次拉取超过该时间即再次拉取',
    defaultValue: String(DEFAULT_PULL_SECONDS),
    code: pullConfigureScreen.code('edit'),
    value: wholeNumber('拉取间隔', PULL_INTERVAL_LIMITS.min, PULL_INTERVAL_LIMITS.max),
  },
  {
    name: FIRST_PULL_DAYS_VARIABLE,
    label: '新邮箱首次拉取天数：新加的邮箱只拉取最近这么多天的邮件',
    defaultValue: String(DEFAULT_FIRST_PULL_DAYS),
    code: pullConfigureScreen.code('edit'),
    value: wholeNumber('首次拉取天数', 1, FIRST_PULL_DAYS_MAX),
  },
];
export const variableSpec = (name: string) => VARIABLES.find((v) => v.name === name);
export const unknownVariableMessage = (name: string) => `没有名为 ${name} 的系统参数`;

const variableName = z.string({ error: '请填写参数名' }).trim().min(1, '请填写参数名').max(100, '参数名最多100字');
export const variableRow = z.object({ name: z.string(), value: z.string(), label: z.string(), updatedAt: z.string().nullable() });

export const getValueByName = endpoint({
  method: 'GET',
  path: '/api/base/baseVariable/getValueByName',
  access: LOGIN,
  summary: '读取系统参数（未设置时为默认值）；未知参数名返回 400',
  query: z.object({ name: variableName }),
  response: variableRow,
});

export const updateValueByName = endpoint({
  method: 'PUT',
  path: '/api/base/baseVariable/updateValueByName',
  access: needs(...new Set(VARIABLES.map((v) => v.code))),
  summary: '修改系统参数：需该参数登记的按钮权限（汇率参数为 exchangeRate:btn_edit），值按参数规则校验',
  body: z.object({ name: variableName, value: z.string({ error: '请填写参数值' }).max(2000, '参数值最多2000字') }),
  response: variableRow,
});
