import { myMailsScreen } from '../api/mail/screens';
import { defineMachine } from './machine';

/** A conversation: open while someone works on it, closed when answered; a new customer mail reopens it. */
export const mailRoomMachine = defineMachine({
  entity: 'mail_room',
  title: '会话',
  screen: myMailsScreen.path,
  states: {
    open: { label: '处理中', color: 'blue' },
    closed: { label: '已关闭', color: 'grey' },
  },
  tabs: ['open', 'closed'],
  transitions: [
    { action: 'close', label: '关闭会话', from: ['open'], to: 'closed', element: myMailsScreen.code('changeStatus'), actor: 'anyone', comment: 'optional', optional: true },
    { action: 'reopen', label: '重新打开', from: ['closed'], to: 'open', element: myMailsScreen.code('changeStatus'), actor: 'anyone', comment: 'optional', optional: true },
  ],
});

export const mailMachines = [mailRoomMachine];
