/** The mail centre's screens: routes, element codes, page folders and the demo roles that use them (docs/domain/mail.md). */
import { defineScreen, VIEW_ALL } from '../../screen/define';

/** Both mail roles take the same actions on the agents' screens. */
const agents = <const A extends string>(actions: readonly A[]) => ({ customer_service: actions, mail_admin: actions });

export const writeMailScreen = defineScreen({ path: '/mailManager/write-mails', title: '邮件', page: 'mail/writeMails', demo: agents([]) });

export const myMailsScreen = defineScreen({
  path: '/mailManager/my-mails',
  title: '会话',
  page: 'mail/myMails',
  elements: { changeStatus: '关闭/重开', transfer: '转交', label: '打标签' },
  demo: agents(['changeStatus', 'transfer', 'label']),
});

export const mailDetailScreen = defineScreen({ path: '/mailManager/mails-detail', title: '会话', page: 'mail/mailDetail', demo: agents([]) });

export const addTemplateScreen = defineScreen({ path: '/mailManager/add-template', title: '模板', page: 'mail/addTemplate', demo: { mail_admin: [], customer_service: [] } });

export const sendListScreen = defineScreen({ path: '/mailManager/sendList', title: '已发送邮件', page: 'mail/sendList', demo: agents([]) });

export const mailPoolScreen = defineScreen({
  path: '/mailManager/mailPool',
  title: '会话',
  page: 'mail/mailPool',
  elements: { claim: '领取', ...VIEW_ALL },
  demo: { customer_service: ['claim'], mail_admin: ['claim', 'viewAll'] },
});

export const draftsScreen = defineScreen({ path: '/mailManager/drafts', title: '草稿', page: 'mail/drafts', elements: { del: '删除' }, demo: agents(['del']) });

export const onlineTemplateScreen = defineScreen({
  path: '/mailManager/onlineTemplate',
  title: '模板',
  page: 'mail/onlineTemplate',
  elements: { add: '新增', edit: '编辑' },
  demo: { customer_service: [], mail_admin: ['add', 'edit'] },
});

export const pullExceptionScreen = defineScreen({ path: '/mailAdministrate/pullException', title: '拉取异常', page: 'mail/pullException', demo: { mail_admin: [] } });

export const pullConfigureScreen = defineScreen({
  path: '/mailAdministrate/pullConfigure',
  title: '拉取配置',
  page: 'mail/pullConfigure',
  elements: { edit: '修改' },
  demo: { mail_admin: ['edit'] },
});

export const pullRecordScreen = defineScreen({ path: '/mailAdministrate/pullRecord', title: '拉取记录', page: 'mail/pullRecord', demo: { mail_admin: [] } });

export const distributionRuleScreen = defineScreen({
  path: '/mailAdministrate/distributionRule',
  title: '分配规则',
  page: 'mail/distributionRule',
  elements: { add: '新增', edit: '编辑', enable: '启用/停用' },
  demo: { mail_admin: ['add', 'edit', 'enable'] },
});

export const tagManagerScreen = defineScreen({
  path: '/mailAdministrate/tagManager',
  title: '标签',
  page: 'mail/tagManager',
  elements: { add: '新增', del: '删除' },
  demo: { mail_admin: ['add', 'del'] },
});

export const accountManagerScreen = defineScreen({
  path: '/mailAdministrate/accountManager',
  title: '邮箱账号',
  page: 'mail/accountManager',
  elements: { add: '新增', edit: '编辑', enable: '启用/停用', changePwd: '修改密码', connect: '测试连接', pull: '立即拉取' },
  demo: { mail_admin: ['add', 'edit', 'enable', 'changePwd', 'connect', 'pull'] },
});

export const mailScreens = [
  writeMailScreen,
  myMailsScreen,
  mailDetailScreen,
  addTemplateScreen,
  sendListScreen,
  mailPoolScreen,
  draftsScreen,
  onlineTemplateScreen,
  pullExceptionScreen,
  pullConfigureScreen,
  pullRecordScreen,
  distributionRuleScreen,
  tagManagerScreen,
  accountManagerScreen,
];
