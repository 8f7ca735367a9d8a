import { useLocation } from 'react-router';
import { PageIntro } from '@/ui/page-intro.tsx';
import { matchRoute } from '../paths.ts';
import { describeRoute } from '../route-descriptions.ts';

/** Any route of the table whose capability comes later: its real title and what the page is for. */
export function RoutePage() {
  const route = matchRoute(useLocation().pathname);
  return <PageIntro title={route?.title ?? 'Corridor'} description={describeRoute(route)} />;
}
