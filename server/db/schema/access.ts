import {
  bigserial,
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/** Staff accounts. `status`: active | disabled | deleted (deleteUserForCrm keeps the row for history). */
export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    username: text('username').notNull(),
    name: text('name').notNull(),
    passwordHash: text('password_hash').notNull(),
    avatar: text('avatar'),
    introduction: text('introduction'),
    email: text('email'),
    mobile: text('mobile'),
    status: text('status').notNull().default('active'),
    description: text('description'),
    /** Set when the user asked for a reset (forgetPwd) until an admin resets it. */
    resetRequestedAt: timestamp('reset_requested_at', { withTimezone: true }),
    passwordChangedAt: timestamp('password_changed_at', { withTimezone: true }),
    /** The portal's colours: light, dark, or follow the system (shared/api/user.ts THEME_MODES). */
    themeMode: text('theme_mode').notNull().default('system'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_username_key').on(t.username),
    index('users_status_id_idx').on(t.status, t.id),
  ],
);

/** Menu rows: catalog rows (source `catalog`, seeded from shared/catalog) and admin-added rows. */
export const menus = pgTable(
  'menus',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull(),
    parentId: integer('parent_id'),
    title: text('title').notNull(),
    icon: text('icon'),
    href: text('href'),
    type: text('type').notNull().default('menu'),
    hidden: boolean('hidden').notNull().default(false),
    redirect: text('redirect'),
    /** public | login | null (granted per group). */
    fixed: text('fixed'),
    orderNum: integer('order_num').notNull().default(0),
    source: text('source').notNull().default('custom'),
    description: text('description'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('menus_code_key').on(t.code), index('menus_parent_idx').on(t.parentId)],
);

/** Buttons and actions of a screen. */
export const elements = pgTable(
  'elements',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull(),
    name: text('name').notNull(),
    type: text('type').notNull().default('button'),
    menuId: integer('menu_id').notNull(),
    source: text('source').notNull().default('custom'),
    description: text('description'),
  },
  (t) => [uniqueIndex('elements_code_key').on(t.code), index('elements_menu_idx').on(t.menuId)],
);

export const groupTypes = pgTable(
  'group_types',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull(),
    name: text('name').notNull(),
    description: text('description'),
  },
  (t) => [uniqueIndex('group_types_code_key').on(t.code)],
);

/** Roles, as a tree per group type. */
export const groups = pgTable(
  'groups',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull(),
    name: text('name').notNull(),
    parentId: integer('parent_id'),
    groupTypeId: integer('group_type_id').notNull(),
    description: text('description'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('groups_code_key').on(t.code), index('groups_type_idx').on(t.groupTypeId)],
);

/** `role`: member | leader. A leader is also counted as a member for permissions. */
export const groupMembers = pgTable(
  'group_members',
  {
    groupId: integer('group_id').notNull(),
    userId: integer('user_id').notNull(),
    role: text('role').notNull().default('member'),
  },
  (t) => [primaryKey({ columns: [t.groupId, t.userId, t.role] }), index('group_members_user_idx').on(t.userId)],
);

export const groupMenus = pgTable(
  'group_menus',
  { groupId: integer('group_id').notNull(), menuId: integer('menu_id').notNull() },
  (t) => [primaryKey({ columns: [t.groupId, t.menuId] })],
);

export const groupElements = pgTable(
  'group_elements',
  { groupId: integer('group_id').notNull(), elementId: integer('element_id').notNull() },
  (t) => [primaryKey({ columns: [t.groupId, t.elementId] })],
);

/** Every state-changing call. */
export const gateLogs = pgTable(
  'gate_logs',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: integer('user_id'),
    username: text('username'),
    host: text('host'),
    method: text('method').notNull(),
    path: text('path').notNull(),
    menu: text('menu'),
    resCode: integer('res_code').notNull(),
    durationMs: integer('duration_ms').notNull(),
    body: text('body'),
    /** The request's X-Request-Id, as in the server's log lines and the error answer. */
    requestId: text('request_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // `desc nulls first` is what a plain `order by ... desc` asks for, so these serve it directly.
    index('gate_logs_created_idx').on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('gate_logs_user_created_idx').on(t.userId, t.createdAt.desc().nullsFirst()),
    // text_pattern_ops lets `path like 'prefix%'` use the index whatever the collation.
    index('gate_logs_path_created_idx').on(t.path.op('text_pattern_ops'), t.createdAt.desc().nullsFirst()),
  ],
);

