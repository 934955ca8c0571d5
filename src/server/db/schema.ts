import { relations, sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { ResearchSource } from '@shared/ai';

/**
 * Accounts and sessions, in the shape better-auth expects (its core schema), so that its drizzle adapter
 * reads and writes them directly. Emails are stored lower-cased by better-auth.
 */
export const user = pgTable('users', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  email: text('email').notNull().unique(),
  emailVerified: boolean('email_verified').notNull().default(false),
  image: text('image'),
  twoFactorEnabled: boolean('two_factor_enabled').notNull().default(false),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const session = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    token: text('token').notNull().unique(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('sessions_user_id_idx').on(table.userId)],
);

export const account = pgTable(
  'accounts',
  {
    id: text('id').primaryKey(),
    accountId: text('account_id').notNull(),
    providerId: text('provider_id').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    accessToken: text('access_token'),
    refreshToken: text('refresh_token'),
    idToken: text('id_token'),
    accessTokenExpiresAt: timestamp('access_token_expires_at', { withTimezone: true }),
    refreshTokenExpiresAt: timestamp('refresh_token_expires_at', { withTimezone: true }),
    scope: text('scope'),
    password: text('password'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('accounts_user_id_idx').on(table.userId)],
);

export const verification = pgTable(
  'verifications',
  {
    id: text('id').primaryKey(),
    identifier: text('identifier').notNull(),
    value: text('value').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('verifications_identifier_idx').on(table.identifier)],
);

/** TOTP secrets and encrypted backup codes (better-auth's two-factor plugin). */
export const twoFactor = pgTable(
  'two_factors',
  {
    id: text('id').primaryKey(),
    secret: text('secret').notNull(),
    backupCodes: text('backup_codes').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    verified: boolean('verified').default(true),
    failedVerificationCount: integer('failed_verification_count').default(0),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
  },
  (table) => [
    index('two_factors_user_id_idx').on(table.userId),
    index('two_factors_secret_idx').on(table.secret),
  ],
);

/** TOTP codes already accepted, so a code cannot be replayed while it is still valid. */
export const totpUsedCodes = pgTable(
  'totp_used_codes',
  {
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    code: text('code').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('totp_used_codes_user_code_idx').on(table.userId, table.code)],
);

/**
 * Lets better-auth read a record and the user it belongs to (or a user's sessions, accounts and second factor)
 * in one query: `advanced.database.joins` in auth.ts. The session check on every signed-in request is then one
 * round trip instead of two.
 */
export const userRelations = relations(user, ({ many }) => ({
  sessions: many(session),
  accounts: many(account),
  twoFactors: many(twoFactor),
}));
const belongsToUser = <T extends typeof session | typeof account | typeof twoFactor>(table: T) =>
  relations(table, ({ one }) => ({ user: one(user, { fields: [table.userId], references: [user.id] }) }));
export const sessionRelations = belongsToUser(session);
export const accountRelations = belongsToUser(account);
export const twoFactorRelations = belongsToUser(twoFactor);

export const authSchema = { user, session, account, verification, twoFactor };

/** A user's plan as billing last reported it. One row per user. */
export const subscribers = pgTable('subscribers', {
  id: uuid('id').primaryKey().defaultRandom(),
  userId: text('user_id')
    .notNull()
    .unique()
    .references(() => user.id, { onDelete: 'cascade' }),
  email: text('email').notNull(),
  subscribed: boolean('subscribed').notNull().default(false),
  /** The plan's API name ('Pro' or 'Enterprise'); null means Free. Read and written through plan-columns.ts. */
  subscriptionTier: text('subscription_tier'),
  /** active | past_due | canceled | inactive */
  status: text('status').notNull().default('inactive'),
  billingInterval: text('billing_interval'),
  currentPeriodStart: timestamp('current_period_start', { withTimezone: true }),
  currentPeriodEnd: timestamp('current_period_end', { withTimezone: true }),
  endedAt: timestamp('ended_at', { withTimezone: true }),
  cardLast4: text('card_last4'),
  /** test | stripe */
  provider: text('provider'),
  providerCustomerId: text('provider_customer_id').unique(),
  providerSubscriptionId: text('provider_subscription_id').unique(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Credit balances. Paid credits are total − used; the daily free allowance resets
 * when `last_daily_reset_date` is before today. The CHECKs make an overspend impossible even for a buggy caller.
 */
export const userCredits = pgTable(
  'user_credits',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .unique()
      .references(() => user.id, { onDelete: 'cascade' }),
    totalCredits: integer('total_credits').notNull().default(5),
    usedCredits: integer('used_credits').notNull().default(0),
    remainingCredits: integer('remaining_credits').generatedAlwaysAs(sql`total_credits - used_credits`),
    dailyFreeCredits: integer('daily_free_credits').notNull().default(5),
    dailyFreeUsed: integer('daily_free_used').notNull().default(0),
    lastDailyResetDate: date('last_daily_reset_date', { mode: 'string' })
      .notNull()
      .default(sql`current_date`),
    /** The plan's tier ('free', 'pro'), read through plan-columns.ts. */
    subscriptionTier: text('subscription_tier').notNull().default('free'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check(
      'user_credits_used_within_total',
      sql`${table.usedCredits} >= 0 AND ${table.usedCredits} <= ${table.totalCredits}`,
    ),
    check(
      'user_credits_daily_within_allowance',
      sql`${table.dailyFreeUsed} >= 0 AND ${table.dailyFreeUsed} <= ${table.dailyFreeCredits}`,
    ),
  ],
);

/**
 * Every change to a balance: grants, spends, refunds and daily resets. The sum of a user's deltas equals their
 * paid remaining plus daily free remaining. (reason, request_id) is unique, so a spend, a refund or a period
 * grant with the same key happens once.
 */
export const creditLedger = pgTable(
  'credit_ledger',
  {
    /** Insertion order: "newest first" must not depend on clock ties. */
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    delta: integer('delta').notNull(),
    /** daily | paid */
    bucket: text('bucket').notNull(),
    /** grant | spend | refund | daily_reset */
    reason: text('reason').notNull(),
    feature: text('feature'),
    requestId: text('request_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('credit_ledger_reason_request_idx').on(table.reason, table.requestId),
    index('credit_ledger_user_idx').on(table.userId, table.id),
  ],
);

/** Provider events already applied; inserted in the same transaction as their effect (exactly once). */
export const billingEvents = pgTable('billing_events', {
  id: text('id').primaryKey(),
  provider: text('provider').notNull(),
  type: text('type').notNull(),
  processedAt: timestamp('processed_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Checkouts we started, for either provider: what was asked for, and with which discount. */
export const checkoutSessions = pgTable(
  'checkout_sessions',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    /** The plan's tier ('pro'), read through plan-columns.ts. */
    plan: text('plan').notNull(),
    interval: text('interval').notNull(),
    discountCode: text('discount_code'),
    /** open | completed | canceled | expired */
    status: text('status').notNull().default('open'),
    provider: text('provider').notNull(),
    providerSessionId: text('provider_session_id').unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('checkout_sessions_user_idx').on(table.userId)],
);

/** A once-per-user discount (JUN20): the unique row is the rule, whatever the provider counts. */
export const discountRedemptions = pgTable(
  'discount_redemptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    code: text('code').notNull(),
    checkoutSessionId: text('checkout_session_id').references(() => checkoutSessions.id, {
      onDelete: 'set null',
    }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('discount_redemptions_user_code_idx').on(table.userId, table.code)],
);

/** Enterprise contact requests from the pricing pages. */
export const enterpriseLeads = pgTable('enterprise_leads', {
  id: uuid('id').primaryKey().defaultRandom(),
  userId: text('user_id').references(() => user.id, { onDelete: 'set null' }),
  name: text('name').notNull(),
  email: text('email').notNull(),
  company: text('company').notNull(),
  phone: text('phone'),
  message: text('message'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Files users attached. The bytes live in object storage under `storage_key`,
 * which the server generates; `content_type` is what the content was detected to be, never what the client said.
 */
export const uploads = pgTable(
  'uploads',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    storageKey: text('storage_key').notNull().unique(),
    /** The client's file name, cleaned for display; never used as a path. */
    originalName: text('original_name').notNull(),
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('uploads_user_id_idx').on(table.userId, table.createdAt)],
);

/**
 * Finished AI answers, for the user's history: captions (feature `social-media-caption`) and research reports
 * (`market-intelligence`). Written once the answer is complete; a failed or refunded request leaves no row.
 */
export const generations = pgTable(
  'generations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    feature: text('feature').notNull(),
    /** The caption description or the research question. */
    prompt: text('prompt').notNull(),
    /** The whole answer as the model wrote it (captions before splitting; the report's Markdown). */
    output: text('output').notNull(),
    /** Captions: the variations split from `output`. */
    captions: jsonb('captions').$type<string[]>(),
    platform: text('platform'),
    /** Research: simple | complex, the search queries and the cited sources. */
    complexity: text('complexity'),
    queries: jsonb('queries').$type<string[]>(),
    sources: jsonb('sources').$type<ResearchSource[]>(),
    /** The label of the engine that answered, e.g. "Offline engine". */
    engine: text('engine').notNull(),
    creditsUsed: integer('credits_used').notNull(),
    /** The spend this answer was paid with (credit_ledger.request_id). */
    requestId: text('request_id').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('generations_user_feature_idx').on(table.userId, table.feature, table.createdAt)],
);

/**
 * Spends whose answer is not settled yet: one row per paid AI request, written by the spend itself and deleted by
 * whichever settles it first — the stored answer (the spend is then charged for good) or the refund. Deleting
 * the row is the claim: a spend is settled exactly once, so an answer is never both delivered and refunded. A row
 * left behind (the process was killed, the database went away before the refund) is an orphan that the recovery
 * pass refunds once it is older than any live request can be.
 */
export const pendingSpends = pgTable(
  'pending_spends',
  {
    requestId: text('request_id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    feature: text('feature'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('pending_spends_created_idx').on(table.createdAt)],
);

/**
 * Every outgoing mail, written where the mail is decided (in the same transaction as its cause when there is
 * one) and delivered by the outbox worker of any instance: a mail server that is down delays mail, never loses
 * it. A row is claimed for `locked_until` before it is sent, so two instances never send it at once; it ends
 * with `sent_at` (the server took it) or `failed_at` (refused for good, expired, or retried for too long), and
 * `last_error` keeps the server's last reply.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** verification | reset | existing-account | lead */
    kind: text('kind').notNull(),
    recipient: text('recipient').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html').notNull(),
    /** The same mail queued twice (a retried request) is one row. */
    idempotencyKey: text('idempotency_key').notNull().unique(),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    /** While in the future, an instance is sending the row; past it (the sender died), the row is due again. */
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastError: text('last_error'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    failedAt: timestamp('failed_at', { withTimezone: true }),
    /** The mail carries a link that stops working then: it is not sent after it. */
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('mail_outbox_due_idx')
      .on(table.nextAttemptAt)
      .where(sql`${table.sentAt} IS NULL AND ${table.failedAt} IS NULL`),
  ],
);
