import type {
  TForwardContract,
  THedgingDocument,
  THedgingOnboarding,
} from '@corridor/contracts/fx-hedging/hedging-common';
import { toMoney } from '@corridor/contracts/money';
import { todayIn } from '@corridor/domain/dates';
import {
  areDocumentsEditable,
  canCancelContract,
  HEDGING_DOCUMENTS,
  missingDocuments,
  type OnboardingStatus,
} from '@corridor/domain/fx-hedging';
import type { ContractRow, DocumentRow, OnboardingRow } from './fx-hedging.repository.ts';

export function documentView(d: DocumentRow): THedgingDocument {
  return {
    _id: d.id,
    document_type: d.document_type as THedgingDocument['document_type'],
    file_name: d.file_name,
    media_type: d.media_type as THedgingDocument['media_type'],
    size_bytes: d.size_bytes,
    uploaded_at: d.uploaded_at.toISOString(),
    uploaded_by: { _id: d.uploaded_by, name: d.uploaded_by_name },
  };
}

/** The onboarding as the web shows it; no row yet reads as NOT_STARTED. */
export function onboardingView(row: OnboardingRow | undefined, docs: readonly DocumentRow[]): THedgingOnboarding {
  const status: OnboardingStatus = row?.status ?? 'NOT_STARTED';
  const uploaded = docs.map((d) => d.document_type);
  const isEditable = areDocumentsEditable(status);
  return {
    status,
    submitted_at: row?.submitted_at?.toISOString() ?? null,
    decided_at: row?.decided_at?.toISOString() ?? null,
    decision_reason: row?.decision_reason ?? null,
    partner_reference: row?.partner_reference ?? null,
    status_email: row?.submitted_by_email ?? null,
    // In the template's order of document types, each type's files as they were uploaded.
    documents: [...docs].sort((x, y) => typeRank(x) - typeRank(y)).map(documentView),
    required_documents: HEDGING_DOCUMENTS.map((d) => ({
      document_type: d.type,
      label: d.label,
      description: d.description,
      is_uploaded: uploaded.includes(d.type),
    })),
    can_edit_documents: isEditable,
    can_submit: isEditable && missingDocuments(uploaded).length === 0,
  };
}

const typeRank = (d: DocumentRow) => HEDGING_DOCUMENTS.findIndex((h) => h.type === d.document_type);

/** A contract as the API answers it; `now` and the business's offset say whether it can still be cancelled today. */
export function contractView(c: ContractRow, now: Date, utcOffset: string): TForwardContract {
  const account = (id: string, currency: string, accountNumber: string, label: string | null) => ({
    _id: id,
    currency,
    account_number: accountNumber,
    label,
  });
  return {
    _id: c.id,
    contract_number: c.contract_number,
    partner_contract_id: c.partner_contract_id,
    status: c.status,
    source_currency: c.source_currency,
    destination_currency: c.destination_currency,
    base_fx_rate: c.base_fx_rate,
    spot_rate: c.spot_rate,
    margin: c.margin,
    forward_points: c.forward_points,
    fx_rate: c.fx_rate,
    fixed_side: c.fixed_side,
    source_account: account(c.source_account_id, c.source_currency, c.source_account_number, c.source_label),
    destination_account: account(
      c.destination_account_id,
      c.destination_currency,
      c.destination_account_number,
      c.destination_label,
    ),
    source_amount: toMoney(c.source_amount, c.source_currency),
    destination_amount: toMoney(c.destination_amount, c.destination_currency),
    maturity_date: c.maturity_date,
    created_at: c.created_at.toISOString(),
    created_by: { _id: c.created_by, name: c.created_by_name },
    closed_at: c.closed_at?.toISOString() ?? null,
    failure_reason: c.failure_reason,
    exchange_id: c.exchange_id,
    can_cancel: canCancelContract(
      { status: c.status, bookedDay: todayIn(utcOffset, c.created_at) },
      todayIn(utcOffset, now),
    ),
  };
}
