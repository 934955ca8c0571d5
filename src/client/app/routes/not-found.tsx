import { Link } from 'react-router';
import * as NOT_FOUND_COPY from '../not-found-copy';
import { PAGE_PATHS } from '@shared/routes';
import { Button } from '@/components/ui/button';

export default function NotFoundPage() {
  return (
    <main className="flex min-h-svh flex-col items-center justify-center gap-4 px-4 text-center">
      <p className="text-6xl font-bold text-primary">404</p>
      <h1 className="text-2xl font-semibold">{NOT_FOUND_COPY.title}</h1>
      <p className="text-muted-foreground">{NOT_FOUND_COPY.body}</p>
      <Button asChild>
        <Link to={PAGE_PATHS.home}>{NOT_FOUND_COPY.returnHome}</Link>
      </Button>
    </main>
  );
}
