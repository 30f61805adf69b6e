/**
 * The route / menu catalog (spec §2), declared once. The server seeds `menus` / `elements` from it;
 * the portal builds its routes, sidebar, breadcrumb and tab titles from it.
 *
 * Paths are spelled exactly as in the spec (case, hyphens and the intentional misspellings such as
 * `reimbersementManager`). A child key starting with `/` is already a full path: that is how
 * `/lark-report/review-statistics` sits under the `/lark-manager` group.
 */
import { screenOf } from '../screen/registry';
import type { CatalogEntry } from './types';

/** A child row: [key or full path, Chinese title, extra fields]. */
type ChildSpec = [key: string, title: string, extra?: Partial<CatalogEntry>];

const HIDDEN = { hidden: true } as const;

/** A screen's buttons come from its declaration (shared/screen), not from here. */
function child(group: string, [key, title, extra]: ChildSpec): CatalogEntry {
  const path = key.startsWith('/') ? key : `${group}/${key}`;
  const elements = screenOf(path)?.elements;
  return { path, title, ...extra, ...(elements?.length ? { elements } : {}) };
}

const group = (
  path: string,
  title: string,
  icon: string,
  children: ChildSpec[],
  extra?: Partial<CatalogEntry>,
): CatalogEntry => ({ path, title, icon, ...extra, children: children.map((c) => child(path, c)) });

const fixedRoutes: CatalogEntry[] = [
  { path: '/login', title: '登录', fixed: 'public', hidden: true },
  { path: '/authredirect', title: '授权跳转', fixed: 'public', hidden: true },
  { path: '/dashboard', title: '首页', icon: 'IconHome', fixed: 'login' },
  { path: '/404', title: '页面不存在', fixed: 'login', hidden: true },
  { path: '/401', title: '无访问权限', fixed: 'login', hidden: true },
  { path: '/introduction/index', title: '系统简介', fixed: 'login', hidden: true },
  { path: '/print-payment', title: '打印付款单', fixed: 'login', hidden: true },
];

const gatedGroups: CatalogEntry[] = [
  group('/operationManager', '运营管理', 'IconBriefcase', [
    ['keyword-manager', '关键词任务'],
    ['promote-log', '推广日志'],
    ['client-list', '客户列表'],
    ['b2b-invoice-list', 'B2B发票'],
    ['back-payment-list', '回款管理'],
    ['payment-list', '付款申请'],
    ['deliver-goods-list', '发货申请'],
    ['period-statistics', '账期统计'],
    ['period-detail', '账期明细', HIDDEN],
    ['product-cost-list', '产品成本核算'],
    ['category-list', '品类负责人'],
  ]),
  group('/reportQuery', '评价报表', 'IconHistogram', [
    ['averageWeekStar', '周平均星级'],
    ['starChange', '星级变动明细'],
    ['weekChange', '周星级变化'],
    ['ratingQuery', '产品评分查询'],
  ]),
  group('/lark-manager', '测评工单', 'IconKanban', [
    ['operation-info', '运营信息登记'],
    ['work-order-plan', '计划单管理'],
    ['overseas-handler', '海外处理'],
    ['work-order-follow', '工单跟进'],
    ['/lark-report/review-statistics', '测评统计'],
  ]),
  group(
    '/mailManager',
    '邮件中心',
    'IconMail',
    [
      ['write-mails', '写邮件'],
      ['my-mails', '我的邮件'],
      ['mails-detail', '邮件详情', HIDDEN],
      ['add-template', '新增模板', HIDDEN],
      ['sendList', '已发送'],
      ['mailPool', '邮件池'],
      ['drafts', '草稿箱'],
      ['onlineTemplate', '在线模板'],
    ],
    { redirect: '/mailManager/my-mails' },
  ),
  group('/mailAdministrate', '邮箱管理', 'IconInbox', [
    ['pullException', '拉取异常'],
    ['pullConfigure', '拉取配置'],
    ['pullRecord', '拉取记录', HIDDEN],
    ['distributionRule', '分配规则'],
    ['tagManager', '标签管理'],
    ['accountManager', '邮箱账号'],
  ]),
  group('/tool', '工具', 'IconWrench', [['image-info', '图片信息']]),
  group(
    '/kol',
    'KOL管理',
    'IconUserGroup',
    [
      ['kol-list', 'KOL需求'],
      ['kol-detail', 'KOL需求详情', HIDDEN],
      ['kol-category', 'KOL分类'],
      ['kol-info-list', 'KOL资源池'],
      ['kol-info-detail', 'KOL资源详情', HIDDEN],
    ],
    { redirect: '/kol/kol-list' },
  ),
  group(
    '/sale',
    '销售计划',
    'IconCart',
    [
      ['forecast-list', '销量预测'],
      ['sku-list', '预测SKU'],
      ['fba-replenishment-plan', 'FBA补货计划'],
      ['op-supply-plan', '运营供货计划'],
      ['edit-forecast', '编辑预测', HIDDEN],
      ['history-forecast', '历史预测', HIDDEN],
      ['sale-store-list', '店铺列表'],
      ['budget-list', '销售预算'],
      ['budget-detail', '预算详情', HIDDEN],
      ['budget-overview', '预算总览'],
      ['spu-list', 'SPU分配'],
      ['logistics-cost', '物流费用'],
      ['supply-list', '供货计划'],
      ['supply-detail', '供货计划详情', HIDDEN],
      ['supply-plan', '计划跟踪'],
      ['supply-logistics', '物流跟踪'],
      ['supply-store', '供货店铺'],
    ],
    { redirect: '/sale/sku-list' },
  ),
  group('/account', '店铺绩效', 'IconTestScore', [
    ['account-task', '绩效任务'],
    ['account-notice', '通知任务'],
    ['store-info', '店铺概况'],
    ['store-detail', '店铺详情', HIDDEN],
    ['store-list', '绩效店铺'],
  ]),
  group('/psi', '进销存', 'IconArchive', [
    ['psi-list', '进销存报表'],
    ['inventory', '库存报表'],
  ]),
  group('/hive', '蜂巢二维码', 'IconQrCode', [
    ['info-list', '蜂巢项目'],
    ['code-list', '二维码管理'],
    ['client-list', '蜂巢客户'],
  ]),
  group('/baseManager', '系统管理', 'IconSetting', [
    ['userManager', '用户管理'],
    ['menuManager', '菜单管理'],
    ['groupManager', '角色管理'],
    ['groupTypeManager', '角色类型管理'],
    ['gateLogManager', '操作日志'],
    ['vtEmployeeManager', '员工档案'],
  ]),
  group('/authManager', '授权管理', 'IconKey', [['serviceManager', '服务授权']]),
  group('/monitorManager', '监控管理', 'IconPulse', [
    ['serviceEurekaManager', 'Eureka注册中心'],
    ['serviceMonitorManager', '服务状态监控'],
    ['serviceZipkinManager', 'Zipkin链路追踪'],
  ]),
  group('/reportCenter', '报表中心', 'IconFile', [
    ['templateImportManager', '导入模板'],
    ['reportDownloadManager', '报表下载'],
  ]),
  group('/costReport', '费用报表', 'IconPieChartStroked', [
    ['promoteCostReport', '推广费用报表'],
    ['month-report', '月度费用报表'],
  ]),
  group('/financeManager', '财务管理', 'IconCreditCard', [
    ['paymentAccountManager', '公司收款账户'],
  ]),
  group('/reviewerManager', '测评人管理', 'IconUserList', [
    ['reviewerEmailManager', '测评邮箱'],
    ['reviewerUserManager', '测评人档案'],
    ['reviewerOrderManager', '测评订单'],
    ['reviewerFbProductManager', 'Facebook产品'],
    ['userInfoManager', '测评人信息'],
    ['mailUseRecord', '邮箱使用记录'],
    ['blackList', '黑名单'],
  ]),
  group(
    '/promoteManager',
    '推广费用',
    'IconCoinMoney',
    [
      ['accountCompanyManager', '账户公司'],
      ['productLimitManager', '产品费用限额'],
      ['rateFeeLimitManager', '费率限额'],
      ['reimbersementManager', '报销申请'],
      ['reimbersementProcessManager', '报销流程'],
      ['reimbersementProcessAppManager', '报销审批', HIDDEN],
      ['cashierPaymentManager', '出纳付款'],
      ['promoteSpanReportManager', '推广跨期报表'],
      ['paymentDetailManager', '付款明细'],
      ['promoteItemDetailManager', '推广项目明细'],
      ['itemProcessManager', '项目流程'],
      ['itemProcessAppManager', '项目审批', HIDDEN],
      ['itemPaymentManager', '项目付款'],
      ['itemPaymentDetailManager', '项目付款明细'],
      ['other-report', '其他上报新增', HIDDEN],
    ],
    { redirect: '/promoteManager/accountCompanyManager' },
  ),
  group('/orderManager', '订单管理', 'IconList', [
    ['soOrderManager', '销售订单'],
    ['orderOpManager', '订单处理'],
    ['paymentOpManager', '付款处理'],
  ]),
  group('/sysManager', '基础数据', 'IconServer', [
    ['inventory', '库存管理'],
    ['sysProductManager', '产品管理'],
    ['giftcardDepotManager', '礼品卡库'],
    ['blnGiftWarehouseManager', '礼品仓库'],
    ['skuBindCategoryManager', 'SKU绑定品类'],
    ['categoryReasonManager', '品类原因'],
    ['blnOrderAddressManager', '订单地址'],
    ['giftContrastManager', '礼品对照'],
    ['productCost', '产品成本价'],
    ['exchangeRate', '汇率管理'],
  ]),
  group('/giftInfoManager', '礼品信息', 'IconGift', [
    ['giftCardInfoManager', '礼品卡信息'],
    ['objectGiftInfoManager', '实物礼品信息'],
    ['skuPromoteGiftInfo', 'SKU推广礼品'],
  ]),
  group('/giftInventoryManager', '礼品库存', 'IconBox', [
    ['giftInventoryQuery', '礼品库存查询'],
    ['giftWarehouseManager', '礼品入库'],
    ['giftWarehouseOutManager', '礼品出库'],
  ]),
  group('/customerServiceManager', '客服管理', 'IconCustomerSupport', [
    ['warranty-extension-order', '延保订单'],
    ['giftGrantManager', '礼品发放'],
    ['giftGrantApprovalManager', '礼品发放审批'],
    ['customerServiceOrderManager', '客服工单'],
    ['walmartReview', 'Walmart评论'],
    ['review', '评论管理'],
  ]),
];

/** The whole tree: fixed routes first, then the authority-gated groups in spec order. */
export const catalog: CatalogEntry[] = [...fixedRoutes, ...gatedGroups];
