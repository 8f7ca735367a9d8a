import { PageTitle } from './page-title.tsx';

/** A page that has its place and its title today and fills in with a later capability. */
export function PageIntro({ title, description }: { title: string; description: string }) {
  return (
    <div className="page">
      <PageTitle title={title} description={description} />
    </div>
  );
}
