import { Link } from 'react-router';
import { SHELL_COPY } from '../copy';
import { PAGE_PATHS } from '@shared/routes';
import { Button } from '@/components/ui/button';

export default function NotFoundPage() {
  return (
    <main className="flex min-h-svh flex-col items-center justify-center gap-4 px-4 text-center">
      <p className="text-6xl font-bold text-primary">404</p>
      <h1 className="text-2xl font-semibold">{SHELL_COPY.notFoundTitle}</h1>
      <p className="text-muted-foreground">{SHELL_COPY.notFoundBody}</p>
      <Button asChild>
        <Link to={PAGE_PATHS.home}>{SHELL_COPY.returnHome}</Link>
      </Button>
    </main>
  );
}
