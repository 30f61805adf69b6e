/** The KOL screens: routes, element codes, page folders and the demo roles that use them (docs/domain/kol.md). */
import { defineScreen, VIEW_ALL } from '../../screen/define';

export const kolRequireScreen = defineScreen({
  path: '/kol/kol-list',
  title: 'KOL需求',
  page: 'kol/requires',
  elements: {
    add: '新增/提交',
    del: '删除',
    audit: '审核',
    owner: '更换负责人',
    red: '红人/物流/评价',
    export: '导出',
    download: '附件打包下载',
    ...VIEW_ALL,
  },
  demo: {
    operations: ['add', 'del', 'export', 'download'],
    marketing: ['red', 'export', 'download', 'viewAll'],
    marketing_manager: ['audit', 'owner', 'red', 'export', 'download', 'viewAll'],
  },
});

export const kolDetailScreen = defineScreen({
  path: '/kol/kol-detail',
  title: 'KOL需求详情',
  page: 'kol/requireDetail',
  demo: { operations: [], marketing: [], marketing_manager: [] },
});

export const kolCategoryScreen = defineScreen({
  path: '/kol/kol-category',
  title: 'KOL分类',
  page: 'kol/categories',
  elements: { add: '新增', edit: '编辑', del: '删除' },
  demo: { marketing: ['add', 'edit', 'del'], marketing_manager: ['add', 'edit', 'del'] },
});

export const kolPoolScreen = defineScreen({
  path: '/kol/kol-info-list',
  title: 'KOL资源池',
  page: 'kol/pool',
  elements: { add: '新增', edit: '编辑', del: '删除', black: '拉黑/解除', track: '跟进', tag: '标签维护', import: '导入', export: '导出' },
  demo: {
    marketing: ['add', 'edit', 'black', 'track', 'tag', 'import', 'export'],
    marketing_manager: ['add', 'edit', 'del', 'black', 'track', 'tag', 'import', 'export'],
  },
});

export const kolPoolDetailScreen = defineScreen({
  path: '/kol/kol-info-detail',
  title: 'KOL资源详情',
  page: 'kol/poolDetail',
  demo: { marketing: [], marketing_manager: [] },
});

export const kolScreens = [kolRequireScreen, kolDetailScreen, kolCategoryScreen, kolPoolScreen, kolPoolDetailScreen];
