import * as React from 'react';
import { aiToolById } from '@shared/ai-tools';
import * as CREDIT_HISTORY_COPY from '../history-copy';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { LocalTime } from '@/components/local-time';
import { cn } from '@/lib/cn';
import { useCreditHistory, type LedgerEntry } from '../api';

const REASON_LABELS: Record<LedgerEntry['reason'], string> = CREDIT_HISTORY_COPY.reasons;
const BUCKET_LABELS: Record<LedgerEntry['bucket'], string> = CREDIT_HISTORY_COPY.buckets;

/** "+500", "-2": the sign is part of the meaning, not only the colour. */
const signed = (delta: number) => (delta > 0 ? `+${delta}` : String(delta));

/** The credits ledger, newest first: grants, spends, refunds and daily resets. */
export function CreditHistory({
  headingLevel = 2,
  ...props
}: React.ComponentProps<typeof Card> & { headingLevel?: 2 | 3 }) {
  const history = useCreditHistory();
  const Heading = `h${headingLevel}` as const;
  const titleId = React.useId();
  const entries = history.data?.entries;

  return (
    <Card role="region" aria-labelledby={titleId} {...props}>
      <CardHeader>
        <Heading id={titleId} className="text-xl font-semibold">
          {CREDIT_HISTORY_COPY.title}
        </Heading>
        <CardDescription>{CREDIT_HISTORY_COPY.intro}</CardDescription>
      </CardHeader>
      <CardContent>
        {history.isPending ? (
          <div role="status" className="grid gap-2">
            <span className="sr-only">{CREDIT_HISTORY_COPY.loading}</span>
            <Skeleton className="h-8 w-full" />
            <Skeleton className="h-8 w-full" />
          </div>
        ) : !entries ? (
          <p className="text-muted-foreground">{CREDIT_HISTORY_COPY.unavailable}</p>
        ) : entries.length === 0 ? (
          <p className="text-muted-foreground">{CREDIT_HISTORY_COPY.empty}</p>
        ) : (
          <Table containerLabel={CREDIT_HISTORY_COPY.table}>
            <TableHeader>
              <TableRow>
                <TableHead scope="col">{CREDIT_HISTORY_COPY.columns.date}</TableHead>
                <TableHead scope="col" className="text-right">
                  {CREDIT_HISTORY_COPY.columns.change}
                </TableHead>
                <TableHead scope="col">{CREDIT_HISTORY_COPY.columns.bucket}</TableHead>
                <TableHead scope="col">{CREDIT_HISTORY_COPY.columns.reason}</TableHead>
                <TableHead scope="col">{CREDIT_HISTORY_COPY.columns.feature}</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {entries.map((entry) => (
                <TableRow key={entry.id}>
                  <TableCell>
                    <LocalTime value={entry.createdAt} format="dateTime" />
                  </TableCell>
                  <TableCell
                    className={cn(
                      'text-right font-medium tabular-nums',
                      entry.delta > 0 ? 'text-success' : 'text-foreground',
                    )}
                  >
                    {signed(entry.delta)}
                  </TableCell>
                  <TableCell>{BUCKET_LABELS[entry.bucket]}</TableCell>
                  <TableCell>{REASON_LABELS[entry.reason]}</TableCell>
                  <TableCell>
                    {entry.feature ? (
                      (aiToolById(entry.feature)?.label ?? entry.feature)
                    ) : (
                      <>
                        <span aria-hidden="true">—</span>
                        <span className="sr-only">{CREDIT_HISTORY_COPY.noFeature}</span>
                      </>
                    )}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </CardContent>
    </Card>
  );
}
