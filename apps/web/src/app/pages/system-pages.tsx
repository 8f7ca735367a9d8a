import { Link } from 'react-router';
import { PageTitle } from '@/ui/page-title.tsx';
import { SomethingWentWrong } from '@/ui/something-went-wrong.tsx';

/** /r/oops (spec §2). */
export function OopsPage() {
  return <SomethingWentWrong />;
}

/** /maintenance: shown while the configuration says the service is being updated. */
export function MaintenancePage() {
  return (
    <div className="auth-card">
      <PageTitle
        title="Under maintenance"
        description="Corridor is being updated. Your money is safe; please come back in a little while."
      />
      <p className="auth-footer">
        <Link to="/login" className="text-link">
          Go to sign in
        </Link>
      </p>
    </div>
  );
}
