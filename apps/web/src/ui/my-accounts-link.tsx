import { href } from '@corridor/domain/paths';
import { Link } from 'react-router';

/** The next step of every "you need a currency account" state: My accounts, where accounts are opened. */
export function MyAccountsLink() {
  return (
    <Link className="btn btn-primary" to={href('/r/myaccounts')}>
      Go to My accounts
    </Link>
  );
}
