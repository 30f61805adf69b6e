import { elementCode } from '../catalog/codes';
import type { ElementEntry } from '../catalog/types';
import type { DemoRole } from './demoRoles';

declare const codeBrand: unique symbol;
/**
 * A menu or element code the portal and server check. Only a screen declaration makes one, so a
 * mistyped code fails the type check instead of silently hiding a button.
 */
export type Code = string & { readonly [codeBrand]: true };

export interface ScreenDeclaration<A extends string> {
  /** The route path, also its menu code and authority key (spec §2). */
  path: string;
  /**
   * The key of its element codes (`<key>:btn_<action>`); the route's last segment by default. Given
   * when two routes end alike (/hive/client-list and /operationManager/client-list).
   */
  key?: string;
  /** Chinese name of one record of the screen, used in messages and titles: 付款申请. */
  title: string;
  /** Folder of the page under `web/pages/`, e.g. `b2b/payments`; absent while the screen has no page. */
  page?: string;
  /** Its buttons: action -> Chinese name in menuManager. The codes are `<screen key>:btn_<action>`. */
  elements?: Record<A, string>;
  /**
   * The demo roles that use the screen and the actions each may take; a role listed (even with
   * `[]`) is granted the menu.
   */
  demo?: Partial<Record<DemoRole, ReadonlyArray<NoInfer<A>>>>;
}

export interface Screen<A extends string = string> {
  path: string;
  title: string;
  page?: string;
  /** The screen's menu code (its path). */
  menu: Code;
  /** The element code of one of its actions. */
  code(action: A): Code;
  /** Its element rows for the catalog and the `elements` table. */
  elements: ElementEntry[];
  demo: Partial<Record<DemoRole, readonly A[]>>;
}

/** Declares a screen once: its route, typed element codes, page folder and demo grants. */
export function defineScreen<A extends string = never>(d: ScreenDeclaration<A>): Screen<A> {
  const names = (d.elements ?? {}) as Record<A, string>;
  const codeOf = (action: string) => (d.key ? `${d.key}:btn_${action}` : elementCode(d.path, action));
  return {
    path: d.path,
    title: d.title,
    page: d.page,
    menu: d.path as Code,
    code: (action) => codeOf(action) as Code,
    elements: (Object.keys(names) as A[]).map((action) => ({ code: codeOf(action), name: names[action] })),
    demo: d.demo ?? {},
  };
}

/** Element names used by many screens. */
export const CRUD = { add: '新增', edit: '编辑', del: '删除' } as const;
export const VIEW_ALL = { viewAll: '查看全部' } as const;
