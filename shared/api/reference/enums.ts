import { z } from 'zod';
import { endpoint, LOGIN } from '../contract';
import type { StateDef } from '../../workflow/machine';
import { planOrderDetailMachine, planOrderMachine, REVIEWER_STATES, SEND_LETTER_STATES } from '../../workflow/review';

/**
 * The status enums the spec fetches by name (§4). Values are Crossdock's design
 * (docs/domain/master-data.md, "The enums"): value, Chinese label, Semi tag colour.
 */
export type EnumColor = 'grey' | 'blue' | 'cyan' | 'green' | 'orange' | 'red' | 'purple' | 'amber' | 'violet' | 'teal';
export interface EnumItem {
  value: string;
  label: string;
  color: EnumColor;
}

/** The listed states of a machine or status list, in declaration order, without `hidden` ones. */
const fromStates = (states: Record<string, StateDef>, hidden: readonly string[] = []): readonly EnumItem[] =>
  Object.entries(states)
    .filter(([value]) => !hidden.includes(value))
    .map(([value, s]) => ({ value, label: s.label, color: s.color }));

const items = (rows: Array<[value: string, label: string, color: EnumColor]>): readonly EnumItem[] => rows.map(([value, label, color]) => ({ value, label, color }));

export const ENUMS = {
  /** A product (SKU) in its life: what operations may plan and promote. */
  ProductStatusEnum: items([
    ['NEW', '新品', 'blue'],
    ['ON_SALE', '在售', 'green'],
    ['CLEARANCE', '清仓', 'orange'],
    ['STOPPED', '停售', 'grey'],
    ['DISCONTINUED', '淘汰', 'red'],
  ]),
  /** The marketplace a plan order, operation info or review belongs to (codes of market_platforms). */
  PlatformEnum: items([
    ['AMAZON', 'Amazon', 'orange'],
    ['WALMART', 'Walmart', 'blue'],
    ['SHOPIFY', 'Shopify', 'green'],
  ]),
  /** The review programme's statuses: answered from its state machines (shared/workflow/review.ts). */
  PlanOrderStatusEnum: fromStates(planOrderMachine.states, ['deleted']),
  SendLetterStatusEnum: fromStates(SEND_LETTER_STATES),
  PlanOrderDetailStatusEnum: fromStates(planOrderDetailMachine.states),
  OrderReviewerStatusEnum: fromStates(REVIEWER_STATES),
} as const satisfies Record<string, readonly EnumItem[]>;

export type EnumName = keyof typeof ENUMS;
export const ENUM_NAMES = Object.keys(ENUMS) as EnumName[];
export const isEnumName = (name: string): name is EnumName => Object.hasOwn(ENUMS, name);
/** The Chinese label of a value of an enum ('' when unknown). */
export const enumLabel = (name: EnumName, value: string) => ENUMS[name].find((i) => i.value === value)?.label ?? '';
export const unknownEnumMessage = (name: string) => `没有名为 ${name} 的枚举，可用：${ENUM_NAMES.join('、')}`;

export const getEnum = endpoint({
  method: 'GET',
  path: '/api/base/enum/:key',
  access: LOGIN,
  summary: `状态枚举：${ENUM_NAMES.join(' | ')}；每项为 value、中文 label、标签颜色 color；未知名称返回 400`,
  response: z.array(z.object({ value: z.string(), label: z.string(), color: z.string() })),
});
