import { Link } from 'react-router';
import { Sparkles } from 'lucide-react';
import { PRODUCT_NAME } from '@shared/constants';
import { SIDEBAR_FEATURES } from '@shared/features';
import { PAGE_PATHS } from '@shared/routes';
import {
  Sidebar,
  SidebarContent,
  SidebarFooter,
  SidebarHeader,
  SidebarMenu,
  SidebarMenuButton,
  SidebarMenuItem,
  SidebarSeparator,
} from '@/components/ui/sidebar';
import { CreditsWidget } from '@/features/credits/components/credits-widget';
import { NavMain } from './nav-main';
import { NavUser } from './nav-user';
import { UpgradeCard } from './upgrade-card';
import * as SHELL_COPY from '../copy';

export function AppSidebar() {
  return (
    <Sidebar label={SHELL_COPY.sidebarLabel}>
      <SidebarHeader>
        <SidebarMenu>
          <SidebarMenuItem>
            <SidebarMenuButton asChild size="lg" tooltip={PRODUCT_NAME}>
              <Link to={PAGE_PATHS.dashboard}>
                <span className="flex size-8 shrink-0 items-center justify-center rounded-md bg-primary text-primary-foreground">
                  <Sparkles aria-hidden="true" className="size-4" />
                </span>
                <span className="grid leading-tight">
                  <span className="font-semibold">{PRODUCT_NAME}</span>
                  <span className="text-xs text-muted-foreground">{SHELL_COPY.tagline}</span>
                </span>
              </Link>
            </SidebarMenuButton>
          </SidebarMenuItem>
        </SidebarMenu>
      </SidebarHeader>
      <SidebarContent>
        <NavMain features={SIDEBAR_FEATURES} />
        <div className="px-4 group-data-[collapsible=icon]:hidden">
          <CreditsWidget variant="sidebar" />
        </div>
      </SidebarContent>
      <SidebarFooter>
        <UpgradeCard />
        <SidebarSeparator className="group-data-[collapsible=icon]:hidden" />
        <NavUser />
      </SidebarFooter>
    </Sidebar>
  );
}
