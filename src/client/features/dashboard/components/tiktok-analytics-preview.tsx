import { Clock, Eye, Heart, Lock, Users } from 'lucide-react';
import * as DASHBOARD_COPY from '../copy';
import { Card } from '@/components/ui/card';

/** Illustrative numbers for the blurred preview; they are never shown legibly nor read out. */
const PREVIEW_STATS = [
  { label: 'Views', value: '128.4K', Icon: Eye },
  { label: 'Followers', value: '12.9K', Icon: Users },
  { label: 'Likes', value: '34.2K', Icon: Heart },
  { label: 'Avg. watch time', value: '18s', Icon: Clock },
];
const PREVIEW_WEEK = [
  { day: 'Mon', percent: 45 },
  { day: 'Tue', percent: 62 },
  { day: 'Wed', percent: 38 },
  { day: 'Thu', percent: 80 },
  { day: 'Fri', percent: 71 },
  { day: 'Sat', percent: 95 },
  { day: 'Sun', percent: 58 },
];
const PREVIEW_VIDEOS = ['Morning routine in 30 seconds', 'Three caption hooks that work', 'Studio tour'];

/** What the finished page will look like; decoration behind the overlay. */
function AnalyticsPreview() {
  return (
    <div className="grid gap-4">
      <div className="grid grid-cols-2 gap-4 lg:grid-cols-4">
        {PREVIEW_STATS.map(({ label, value, Icon }) => (
          <Card key={label} className="grid gap-2 p-4">
            <span className="flex items-center justify-between text-sm text-muted-foreground">
              {label}
              <Icon className="size-4" />
            </span>
            <span className="text-2xl font-bold">{value}</span>
          </Card>
        ))}
      </div>
      <div className="grid gap-4 lg:grid-cols-3">
        <Card className="grid gap-4 p-4 lg:col-span-2">
          <span className="font-semibold">{DASHBOARD_COPY.tiktokViewsThisWeek}</span>
          <div className="flex h-48 items-end gap-3">
            {PREVIEW_WEEK.map(({ day, percent }) => (
              <div key={day} className="flex h-full flex-1 flex-col items-center justify-end gap-2">
                <div className="w-full rounded-t-md bg-primary/70" style={{ height: `${percent}%` }} />
                <span className="text-xs text-muted-foreground">{day}</span>
              </div>
            ))}
          </div>
        </Card>
        <Card className="grid content-start gap-3 p-4">
          <span className="font-semibold">{DASHBOARD_COPY.tiktokTopVideos}</span>
          {PREVIEW_VIDEOS.map((title, index) => (
            <div key={title} className="flex items-center gap-3">
              <span className="flex size-10 shrink-0 items-center justify-center rounded-md bg-muted text-sm font-semibold">
                {index + 1}
              </span>
              <span className="text-sm">{title}</span>
            </div>
          ))}
        </Card>
      </div>
    </div>
  );
}

/** TikTok Analytics, coming soon: a blurred picture of the page under a notice that it is being built. */
export function TikTokAnalyticsPreview() {
  return (
    <div className="relative grid">
      {/* Hidden from assistive technology and out of the tab order: it is a picture of a future page. */}
      <div aria-hidden="true" inert className="pointer-events-none blur-sm select-none">
        <AnalyticsPreview />
      </div>
      <div className="absolute inset-0 flex items-center justify-center p-4">
        <div className="grid max-w-md justify-items-center gap-3 rounded-xl border bg-card/95 p-8 text-center shadow-lg">
          <span className="flex size-12 items-center justify-center rounded-full bg-primary/10 text-primary">
            <Lock aria-hidden="true" className="size-6" />
          </span>
          <h1 className="text-2xl font-bold tracking-tight">{DASHBOARD_COPY.tiktokComingSoon}</h1>
          <p className="text-muted-foreground">{DASHBOARD_COPY.tiktokComingSoonBody}</p>
        </div>
      </div>
    </div>
  );
}
