import { and, asc, eq, gt } from 'drizzle-orm';
import type { z } from 'zod';
import type { enterpriseLeadSchema } from '@shared/billing-requests';
import { BILLING_MESSAGES, ENTERPRISE_REQUESTS_PER_DAY } from '@shared/plans';
import type { Database } from '../db/client';
import { enterpriseLeads } from '../db/schema';
import type { MailOutbox } from './mail-outbox';
import {
  QuotaExceededError,
  lockUserQuota,
  quotaWindowStart,
  secondsUntilOutOfWindow,
  secondsUntilRoom,
} from './daily-quota';

type Lead = z.output<typeof enterpriseLeadSchema>;

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/**
 * Enterprise contact requests: stored, and also mailed to sales when SALES_EMAIL is set (the mail is queued in
 * the lead's transaction: stored together, or neither). At most
 * ENTERPRISE_REQUESTS_PER_DAY per user in 24 hours; past it, 429 and nothing is stored or mailed.
 */
export function createLeadsService(deps: { db: Database; mail: MailOutbox; salesEmail?: string }) {
  return {
    async submit(userId: string, lead: Lead) {
      // Counted and inserted under the user's quota lock: concurrent requests cannot pass the limit together.
      await deps.db.transaction(async (tx) => {
        await lockUserQuota(tx, 'enterpriseLeads', userId);
        const uses = await tx
          .select({ secondsLeft: secondsUntilOutOfWindow(enterpriseLeads.createdAt) })
          .from(enterpriseLeads)
          .where(and(eq(enterpriseLeads.userId, userId), gt(enterpriseLeads.createdAt, quotaWindowStart)))
          .orderBy(asc(enterpriseLeads.createdAt));
        const wait = secondsUntilRoom(uses, { count: ENTERPRISE_REQUESTS_PER_DAY });
        if (wait > 0) throw new QuotaExceededError(BILLING_MESSAGES.enterpriseLimit, wait);
        const [stored] = await tx
          .insert(enterpriseLeads)
          .values({
            userId,
            name: lead.name,
            email: lead.email,
            company: lead.company,
            phone: lead.phone || null,
            message: lead.message || null,
          })
          .returning({ id: enterpriseLeads.id });
        if (!deps.salesEmail) return;
        const lines = [
          `Name: ${lead.name}`,
          `Email: ${lead.email}`,
          `Company: ${lead.company}`,
          `Phone: ${lead.phone || '—'}`,
          '',
          lead.message || '(no message)',
        ];
        await deps.mail.queueIn(tx, {
          kind: 'lead',
          idempotencyKey: `lead:${stored!.id}`,
          to: deps.salesEmail,
          subject: `Enterprise enquiry from ${lead.company}`,
          text: lines.join('\n'),
          html: `<pre style="font-family:system-ui,sans-serif">${escapeHtml(lines.join('\n'))}</pre>`,
        });
      });
      deps.mail.wake();
    },
  };
}

export type LeadsService = ReturnType<typeof createLeadsService>;
