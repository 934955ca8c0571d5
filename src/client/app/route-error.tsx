import { Link, useRouteError } from 'react-router';
import { PAGE_PATHS } from '@shared/routes';
import { Button } from '@/components/ui/button';
import * as ROUTE_ERROR_COPY from './error-copy';

/** Shown when a page fails to render or its code fails to load (e.g. after a deploy). */
export function RouteError() {
  const error = useRouteError();
  console.error(error);
  return (
    <main className="flex min-h-svh flex-col items-center justify-center gap-4 px-4 text-center">
      <h1 className="text-2xl font-semibold">{ROUTE_ERROR_COPY.title}</h1>
      <p className="text-muted-foreground">{ROUTE_ERROR_COPY.body}</p>
      <div className="flex gap-2">
        <Button onClick={() => window.location.reload()}>{ROUTE_ERROR_COPY.reload}</Button>
        <Button asChild variant="outline">
          <Link to={PAGE_PATHS.home}>{ROUTE_ERROR_COPY.goHome}</Link>
        </Button>
      </div>
    </main>
  );
}
