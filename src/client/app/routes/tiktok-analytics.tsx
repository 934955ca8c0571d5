import { TikTokAnalyticsPreview } from '@/features/dashboard/components/tiktok-analytics-preview';

/** TikTok Analytics lives at /dashboard/customer-service-assistance (see PAGE_PATHS.tiktokAnalytics). */
export default function TikTokAnalyticsPage() {
  return <TikTokAnalyticsPreview />;
}
