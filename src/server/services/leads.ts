import type { z } from 'zod';
import type { enterpriseLeadSchema } from '@shared/plans';
import type { Database } from '../db/client';
import { enterpriseLeads } from '../db/schema';
import type { Mailer } from '../integrations/mail/mailer';
import type { Logger } from '../logger';

type Lead = z.output<typeof enterpriseLeadSchema>;

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** Enterprise contact requests: always stored; also mailed to sales when SALES_EMAIL is set. */
export function createLeadsService(deps: {
  db: Database;
  mailer: Mailer;
  salesEmail?: string;
  logger: Logger;
}) {
  return {
    async submit(userId: string, lead: Lead) {
      await deps.db.insert(enterpriseLeads).values({
        userId,
        name: lead.name,
        email: lead.email,
        company: lead.company,
        phone: lead.phone || null,
        message: lead.message || null,
      });
      if (!deps.salesEmail) return;
      const lines = [
        `Name: ${lead.name}`,
        `Email: ${lead.email}`,
        `Company: ${lead.company}`,
        `Phone: ${lead.phone || '—'}`,
        '',
        lead.message || '(no message)',
      ];
      try {
        await deps.mailer.send({
          to: deps.salesEmail,
          subject: `Enterprise enquiry from ${lead.company}`,
          text: lines.join('\n'),
          html: `<pre style="font-family:system-ui,sans-serif">${escapeHtml(lines.join('\n'))}</pre>`,
        });
      } catch (error) {
        // The lead is saved; a mail failure must not lose it or fail the form.
        deps.logger.error({ err: error }, 'enterprise lead saved but not mailed');
      }
    },
  };
}

export type LeadsService = ReturnType<typeof createLeadsService>;
