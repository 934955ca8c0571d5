import { Link, useLocation } from 'react-router';
import type { FeatureDefinition } from '@shared/features';
import { PAGE_PATHS } from '@shared/routes';
import {
  SidebarGroup,
  SidebarMenu,
  SidebarMenuButton,
  SidebarMenuItem,
  useSidebar,
} from '@/components/ui/sidebar';
import { FeatureIcon } from '@/components/feature-icon';
import * as SHELL_COPY from '../copy';

function isCurrentPath(pathname: string, path: string): boolean {
  const current = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  // Dashboard is the parent of every page, so it is current only on its own path.
  if (path === PAGE_PATHS.dashboard) return current === path;
  return current === path || current.startsWith(`${path}/`);
}

/** The sidebar's navigation; the current page is marked with aria-current. */
export function NavMain({ features }: { features: readonly FeatureDefinition[] }) {
  const { pathname } = useLocation();
  const { isMobile, setOpenMobile } = useSidebar();
  return (
    <nav aria-label={SHELL_COPY.dashboardNavLabel}>
      <SidebarGroup>
        <SidebarMenu>
          {features.map((feature) => {
            const isActive = isCurrentPath(pathname, feature.path);
            return (
              <SidebarMenuItem key={feature.path}>
                <SidebarMenuButton asChild isActive={isActive} tooltip={feature.label}>
                  <Link
                    to={feature.path}
                    aria-current={isActive ? 'page' : undefined}
                    // On a phone the sheet covers the page it just opened.
                    onClick={() => isMobile && setOpenMobile(false)}
                  >
                    <FeatureIcon name={feature.icon} />
                    <span>{feature.label}</span>
                  </Link>
                </SidebarMenuButton>
              </SidebarMenuItem>
            );
          })}
        </SidebarMenu>
      </SidebarGroup>
    </nav>
  );
}
