import { DEFAULT_AMOUNT_CEILING_MAJOR } from '@corridor/domain/amount-limits';
import { deSampleRow, gbSampleRow, type SampleBatchRow, sampleBatchCsv } from '@corridor/domain/batches/sample-file';
import type { Caller } from '../caller.ts';
import type { Db, Queryable } from '../db/client.ts';
import type { JobQueue } from '../jobs/job-queue.ts';
import { importValidatedBatchInTx } from '../modules/batches/batch-upload.service.ts';
import type { Partners } from '../partners/partners.ts';

const NO_JOBS: JobQueue = { send: async () => null };
const HOUR = 3_600_000;

type Row = SampleBatchRow;

const gb = (name: string, email: string, account: string, amount: string, extra: Row = {}): Row =>
  gbSampleRow({
    beneficiary_name: name,
    beneficiary_email: email,
    beneficiary_account_number: account,
    destination_amount: amount,
    ...extra,
  });

const de = (name: string, email: string, iban: string, amount: string, extra: Row = {}): Row =>
  deSampleRow({
    beneficiary_name: name,
    beneficiary_email: email,
    beneficiary_account_number: iban,
    source_amount: amount,
    ...extra,
  });

/** The November supplier run: every row passes, ready for the review screen. */
const SUPPLIER_RUN: Row[] = [
  gb('Thames Valley Logistics Ltd', 'accounts@thamesvalley.example', '31926819', '4,250.00'),
  gb('Pennine Packaging and Industrial Containers Ltd', 'ap@pennine-packaging.example', '41926820', '12,980.45'),
  gb('Cotswold Ceramics Ltd', 'finance@cotswoldceramics.example', '51926821', '860.00'),
  de('Müller Maschinenbau GmbH', 'ap@mueller-maschinenbau.example', 'DE89370400440532013000', '18,400.00'),
  de(
    'Rheinland Präzisionstechnik GmbH & Co. KG',
    'rechnung@rheinland-praezision.example',
    'DE89370400440532013000',
    '2,315.60',
  ),
];

/** The December contractors: three rows fail (a short sort code, no amount, a purpose not on the list). */
const CONTRACTORS: Row[] = [
  gb('Bristol Design Studio Ltd', 'hello@bristoldesign.example', '61926822', '3,200.00', { purpose_code: 'SALARY' }),
  gb('Leeds Analytics Ltd', 'billing@leedsanalytics.example', '71926823', '1,150.00', {
    routing_code_value_1: '60161',
  }),
  de('Berliner Übersetzungsbüro GmbH', 'info@uebersetzung-berlin.example', 'DE89370400440532013000', '', {
    purpose_code: 'SERVICE_PURCHASE',
  }),
  gb('Manchester Events Ltd', 'events@manchester.example', '81926824', '640.00', { purpose_code: 'GIFTS' }),
  de('Hamburg Hafen Consulting GmbH', 'kontakt@hafen-consulting.example', 'DE89370400440532013000', '5,600.00'),
];

/**
 * Two bulk payment batches of the SG demo business, uploaded by its admin through the batches service and validated
 * as the job would: one validated (the review screen has data), one validation_failed (the error file and the grid
 * of failing rows have data).
 */
export async function seedBatches(tx: Queryable, deps: { db: Db; partners: Partners }, admin: Caller, now: Date) {
  let at = new Date(now.getTime() - 26 * HOUR);
  const batchDeps = {
    db: deps.db,
    partners: deps.partners,
    jobs: NO_JOBS,
    clock: { now: () => at },
    config: { AMOUNT_CEILING_MAJOR: DEFAULT_AMOUNT_CEILING_MAJOR },
  };
  await importValidatedBatchInTx(tx, batchDeps, admin, {
    fileName: 'supplier-run-november.csv',
    bytes: Buffer.from(sampleBatchCsv(SUPPLIER_RUN)),
  });
  at = new Date(now.getTime() - 2 * HOUR);
  await importValidatedBatchInTx(tx, batchDeps, admin, {
    fileName: 'contractors-december.csv',
    bytes: Buffer.from(sampleBatchCsv(CONTRACTORS)),
  });
}
