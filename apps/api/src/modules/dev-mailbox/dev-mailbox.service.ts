import type { TMailboxMessage } from '@corridor/contracts/dev/mailbox-messages';
import type { AppDeps } from '../../app-deps.ts';
import { listMessages } from './dev-mailbox.repository.ts';

/** The latest mail kept by the mailbox partner, newest first. */
export function latestMessages(deps: AppDeps): Promise<TMailboxMessage[]> {
  return listMessages(deps.db);
}
