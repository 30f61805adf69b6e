import { date, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/** Feedback sent from the shell's feedback dialog. */
export const feedback = pgTable(
  'feedback',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').notNull(),
    subject: text('subject').notNull(),
    content: text('content').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('feedback_created_idx').on(t.createdAt.desc().nullsFirst())],
);

/** The staff roster (vtEmployeeManager): people of the company, whether or not they have a CRM login. */
export const employees = pgTable(
  'employees',
  {
    id: serial('id').primaryKey(),
    employeeNo: text('employee_no').notNull(),
    name: text('name').notNull(),
    department: text('department'),
    position: text('position'),
    email: text('email'),
    mobile: text('mobile'),
    /** on_job | left */
    status: text('status').notNull().default('on_job'),
    entryDate: date('entry_date'),
    userId: integer('user_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('employees_no_key').on(t.employeeNo),
    index('employees_status_idx').on(t.status, t.id),
    index('employees_department_idx').on(t.department),
  ],
);
