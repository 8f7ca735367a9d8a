import { CorridorsPage } from '@/features/corridors/pages/corridors-page.tsx';

/** /r/corridors: Help's list of supported corridors. */
export function CorridorsRoute() {
  return <CorridorsPage />;
}
