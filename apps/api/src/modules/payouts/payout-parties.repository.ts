import type { Queryable } from '../../db/client.ts';
import type { OwnAccount as AccountRow } from '../accounts/accounts.service.ts';
import type { ContactFields } from '../beneficiaries/beneficiaries.service.ts';
import type { ClientRow, FlagRow } from '../clients/clients.service.ts';

/** What a payout is checked against, read together: see `findPayoutParties`. */
export type PayoutParties = {
  client: ClientRow;
  /** The contact, when it is the client's and ACTIVE (its timestamps aside). */
  contact: ContactFields | null;
  /** The account named (by id, whatever its currency), else the client's account in the currency. */
  account: AccountRow | null;
  /** What that account can spend now (balance less reservations), when asked. */
  available: bigint | null;
  /** The feature flags asked for, as stored (a flag never set is absent). */
  flags: FlagRow[];
};

/**
 * The client row, the contact paid, the account paying, (with `withBalance`) what it can spend and the feature flags
 * its rules need, in ONE round trip instead of six: a payout is validated and created hundreds of times a second
 * (bench/payout.bench.ts). Each part is read as its own module reads it (clients.repository `findClient` and
 * `listFeatureFlags`, beneficiaries `findBeneficiary`, accounts `findAccount`/`findAccountByCurrency`, the ledger's
 * `findBalances`), the client id in every part; nothing is locked,
 * as before (a contact's details are copied onto the payout; an account closes only empty, and the ledger refuses an
 * overdraft when the hold is booked). Ids that are not uuids are passed as null (they match nothing: a 404).
 */
export async function findPayoutParties(
  q: Queryable,
  clientId: string,
  p: {
    /** null: an id that cannot be one (not a uuid), which matches nothing. */
    contactId: string | null;
    account: { byId: string | null } | { byCurrency: string };
    withBalance: boolean;
    /** Feature flags to read with the rest (their rules are applied by the caller). */
    flags: string[];
  },
): Promise<PayoutParties | undefined> {
  const { rows } = await q.query<
    ClientRow & {
      payout_contact: PayoutParties['contact'];
      payout_account:
        | (Omit<AccountRow, 'created_at' | 'closed_at'> & {
            created_at: string;
            closed_at: string | null;
            available: string | null;
          })
        | null;
      payout_flags: FlagRow[];
    }
  >(
    // Each part is a subquery of its own rather than a join: planned apart, they cost the planner a third less than
    // the five-table join did, and this statement is planned twice for every payout (validate, then create). The
    // account and the contact are one row at most (an account per currency, a contact by id). What the account can
    // spend travels as text inside its JSON, so no digit of a bigint is lost to a JSON number.
    `SELECT c.*,
       (SELECT to_jsonb(b) - 'created_at' - 'updated_at' FROM beneficiaries b
        WHERE b.client_id = c.id AND b.id = $2 AND b.status = 'ACTIVE') AS payout_contact,
       (SELECT to_jsonb(x) FROM (
          SELECT a.id, a.client_id, a.currency, a.account_number, a.is_active, a.hidden, a.label, a.is_default_account,
            a.disable_auto_bookfx, a.auto_bookfx_sequence, a.created_at, a.closed_at, v.id AS vfa_id,
            v.status AS vfa_status, v.account_number AS vfa_account_number,
            CASE WHEN $5::boolean THEN (SELECT (l.balance - l.pending_debits)::text FROM ledger_accounts l
              WHERE l.id = a.id AND l.client_id = a.client_id) END AS available
          FROM currency_accounts a LEFT JOIN virtual_accounts v ON v.account_id = a.id AND v.client_id = a.client_id
          WHERE a.client_id = c.id AND CASE WHEN $6::boolean THEN a.id = $3::uuid ELSE a.currency = $4 END
        ) x) AS payout_account,
       (SELECT coalesce(jsonb_agg(jsonb_build_object('feature', f.feature, 'enabled', f.enabled,
          'meta_data', f.meta_data)), '[]'::jsonb) FROM feature_flags f WHERE f.feature = ANY($7::text[])) AS payout_flags
     FROM clients c
     WHERE c.id = $1`,
    [
      clientId,
      p.contactId,
      'byId' in p.account ? p.account.byId : null,
      'byCurrency' in p.account ? p.account.byCurrency : null,
      p.withBalance,
      'byId' in p.account,
      p.flags,
    ],
  );
  const row = rows[0];
  if (!row) return undefined;
  const { payout_contact: contact, payout_account: stored, payout_flags: flags, ...client } = row;
  if (!stored) return { client: client as ClientRow, flags, contact, account: null, available: null };
  // Read as JSON, so its two timestamps and what it can spend come back as text.
  const { available, ...account } = stored;
  return {
    client: client as ClientRow,
    flags,
    contact,
    account: {
      ...account,
      created_at: new Date(account.created_at),
      closed_at: account.closed_at ? new Date(account.closed_at) : null,
    },
    available: available === null ? null : BigInt(available),
  };
}
