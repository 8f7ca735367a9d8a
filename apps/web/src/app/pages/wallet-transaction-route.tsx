import { walletTransactionRedirect } from '@corridor/domain/access';
import { Navigate, useParams } from 'react-router';
import { NotYetAvailablePage } from './not-yet-available-page.tsx';

/** Wallet transaction pages take only FW ids (spec §2); anything else returns to the wallet's list. */
export function WalletTransactionRoute() {
  const { transactionId = '' } = useParams();
  const redirect = walletTransactionRedirect(transactionId);
  return redirect ? <Navigate to={redirect} replace /> : <NotYetAvailablePage />;
}
