import type { TBeneficiaryInput } from '@corridor/contracts/beneficiaries/beneficiary';
import { type BatchCells, readBatchRow } from '@corridor/domain/batches/row';
import { defaultPayoutMethod } from '@corridor/domain/corridors';
import type { FieldError } from '@corridor/domain/errors';
import type { AppDeps } from '../../app-deps.ts';
import type { Caller } from '../../caller.ts';
import type { Config } from '../../config.ts';
import type { Queryable } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import { findOwnAccountByCurrency } from '../accounts/accounts.service.ts';
import { beneficiaryChecker } from '../beneficiaries/beneficiary-rules.service.ts';
import { checkPayoutRows, type PayoutRowInput } from '../payouts/payout-rows.service.ts';
import type { RowOutcome } from './batches.repository.ts';

/**
 * Checks rows of a batch with the rules of a single send: the row's shape (domain batches/row.ts), the contact
 * through the beneficiaries module's one validator (beneficiaryChecker, checkBeneficiary's: corridor, every field of its schema), then the
 * payout through the payouts module (checkPayoutRows: purpose, recipient type, the amount priced at the live rate
 * with fees and limits). Many rows per call: the rates are read once per pair, nothing is written here.
 */
export const NO_SOURCE_ACCOUNT = (currency: string) =>
  `You don't have a ${currency} account to pay from. Open one in My accounts first.`;

/** What the checks read: rates (partners), the clock, the amount ceiling; never a job or the rest of the config. */
export type RowCheckDeps = Pick<AppDeps, 'db' | 'partners' | 'clock' | 'jobs'> & {
  config: Pick<Config, 'AMOUNT_CEILING_MAJOR'>;
};

export async function checkRows(
  q: Queryable,
  deps: RowCheckDeps,
  caller: Caller,
  sourceCurrency: string,
  rows: readonly { row_index: number; data: BatchCells }[],
): Promise<RowOutcome[]> {
  const account = await findOwnAccountByCurrency(q, caller, sourceCurrency);
  const accountIssue = account?.is_active ? null : NO_SOURCE_ACCOUNT(sourceCurrency);
  const checkBeneficiary = beneficiaryChecker(deps, caller);
  const staged = rows.map((row) => {
    const { contact, payout, errors } = readBatchRow(row.data);
    if (accountIssue) errors.push({ field: 'source_currency', message: accountIssue });
    if (payout.source_currency && payout.source_currency !== sourceCurrency) {
      errors.push({ field: 'source_currency', message: 'Cannot process multiple source currencies in one file' });
    }
    let method = contact.payout_method;
    let country = contact.beneficiary_country_code;
    let accountType: string | null = contact.beneficiary_account_type ?? null;
    if (contact.beneficiary_country_code && contact.destination_currency) {
      try {
        const checked = checkBeneficiary(contact as TBeneficiaryInput);
        method = checked.payout_method;
        country = checked.destination_country;
        accountType = checked.beneficiary_account_type;
      } catch (err) {
        errors.push(...beneficiaryErrors(err));
      }
    }
    method ??= country ? defaultPayoutMethod(country, contact.destination_currency) : 'LOCAL';
    const input: PayoutRowInput | null =
      country && payout.destination_currency && (payout.source_amount || payout.destination_amount)
        ? {
            sourceCurrency,
            destinationCurrency: payout.destination_currency,
            destinationCountry: country,
            payoutMethod: method,
            beneficiaryAccountType: accountType,
            purposeCode: payout.purpose_code,
            typed: {
              source_amount: payout.source_amount,
              destination_amount: payout.destination_amount,
              swift_fee_payer: payout.swift_fee_payer,
            },
          }
        : null;
    return { index: row.row_index, errors, input, method };
  });
  const checkable = staged.filter((s) => s.input !== null);
  const results = await checkPayoutRows(
    q,
    deps,
    caller,
    checkable.map((s) => s.input!),
  );
  const byIndex = new Map(checkable.map((s, i) => [s.index, results[i]!]));
  return staged.map((s) => {
    const result = byIndex.get(s.index);
    const errors = dedupe([...s.errors, ...(result?.errors ?? [])]);
    const priced = errors.length === 0 ? (result?.priced ?? null) : null;
    return {
      index: s.index,
      status: errors.length === 0 && priced ? 'valid' : 'invalid',
      errors:
        errors.length === 0 && !priced
          ? [{ field: 'source_amount', message: 'We cannot process this amount.' }]
          : errors,
      destinationCurrency: s.input?.destinationCurrency ?? null,
      payoutMethod: s.input ? s.method : null,
      sourceAmount: priced?.sourceAmount ?? null,
      destinationAmount: priced?.destinationAmount ?? null,
      feeAmount: priced?.feeAmount ?? null,
    };
  });
}

function beneficiaryErrors(err: unknown): FieldError[] {
  if (!(err instanceof AppError)) throw err;
  if (err.errors?.length) return err.errors;
  return [{ field: 'beneficiary_country_code', message: err.message }];
}

/** One message per field and wording (the contact and payout rules may both name a currency problem). */
function dedupe(errors: FieldError[]): FieldError[] {
  const seen = new Set<string>();
  return errors.filter((e) => {
    const key = `${e.field}\u0000${e.message}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
