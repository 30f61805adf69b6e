import { reviewScreen, serviceOrderScreen } from '../api/service/screens';
import { defineMachine } from './machine';
import type { Code } from '../screen/define';

/**
 * Reviews and service orders (docs/domain/customer-service.md): 待处理 → 跟进中 (each 跟进 writes a
 * follow-up note, again and again) → 已解决 or 已关闭; 重新打开 takes a finished record back to 跟进中.
 * 转派 changes the owner without changing the state.
 */
const STATES = {
  new: { label: '待处理', color: 'orange' },
  following: { label: '跟进中', color: 'blue' },
  resolved: { label: '已解决', color: 'green' },
  closed: { label: '已关闭', color: 'grey' },
} as const;
export type ServiceState = keyof typeof STATES;
export const OPEN_STATES: readonly ServiceState[] = ['new', 'following'];

type Handling = 'follow' | 'resolve' | 'close' | 'reopen';
const serviceMachine = (entity: string, title: string, screen: { path: string; code(action: Handling): Code }) =>
  defineMachine({
    entity,
    title,
    screen: screen.path,
    states: STATES,
    tabs: ['new', 'following', 'resolved', 'closed'],
    transitions: [
      { action: 'follow', label: '跟进', from: OPEN_STATES, to: 'following', element: screen.code('follow'), actor: 'anyone', comment: 'required' },
      { action: 'resolve', label: '解决', from: OPEN_STATES, to: 'resolved', element: screen.code('resolve'), actor: 'anyone', comment: 'required' },
      { action: 'close', label: '关闭', from: OPEN_STATES, to: 'closed', element: screen.code('close'), actor: 'anyone', comment: 'required', danger: true },
      // The customer writes back: the record is handled again, with the reason in the log.
      { action: 'reopen', label: '重新打开', from: ['resolved', 'closed'], to: 'following', element: screen.code('reopen'), actor: 'anyone', comment: 'required', optional: true },
    ],
  });

export const reviewMachine = serviceMachine('cs_review', '评论', reviewScreen);
export const serviceOrderMachine = serviceMachine('cs_service_order', '客服工单', serviceOrderScreen);

export const serviceMachines = [reviewMachine, serviceOrderMachine];
