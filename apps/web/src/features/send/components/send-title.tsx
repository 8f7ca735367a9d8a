import { href } from '@corridor/domain/paths';
import { Link } from 'react-router';
import { PageTitle } from '@/ui/page-title.tsx';

type SendTitleProps = { title?: string; description?: string; isDone?: boolean };

/**
 * The title of a focused send page, with its way out: "Cancel" while the payment is being built, nothing once it is
 * made (the result offers where to go next).
 */
export function SendTitle({
  title = 'Send to one recipient',
  description = 'Choose whom to pay, how much, check it and choose how to pay.',
  isDone = false,
}: SendTitleProps) {
  const exit = (
    <Link className="btn btn-secondary" to={href('/r/send')}>
      Cancel
    </Link>
  );
  return <PageTitle title={title} description={description} actions={isDone ? undefined : exit} />;
}
