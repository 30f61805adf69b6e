import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** One row per issued token; logout and user deletion revoke it server-side. */
export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    userId: integer('user_id').notNull(),
    /** The admin who opened this session through directLogin, if any. */
    actorId: integer('actor_id'),
    host: text('host'),
    userAgent: text('user_agent'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

/** A captcha answer, bound to the browser that fetched it (cookie) and usable once. */
export const captchas = pgTable('captchas', {
  id: text('id').primaryKey(),
  answerHash: text('answer_hash').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

/** Store of rate-limiter-flexible's Drizzle limiter (login throttling), shared by all processes. */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  points: integer('points').notNull(),
  expire: timestamp('expire', { withTimezone: true }),
});

/** Server-wide settings created once (e.g. the token signing secret), shared by all processes. */
export const settings = pgTable('settings', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
});
