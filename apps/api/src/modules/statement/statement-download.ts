import type { ZDownloadStatementRequest } from '@corridor/contracts/statement/download-statement';
import type { z } from 'zod';
import type { AppDeps } from '../../app-deps.ts';
import type { Caller } from '../../caller.ts';
import { statementForDownload } from './statement.service.ts';
import { statementCsv, statementPdf } from './statement-files.ts';

// A CSV stays usable far longer than a PDF stays readable (or quick to build).
const MAX_ROWS = { csv: 100_000, pdf: 10_000 } as const;

/** The statement file for the filters: the same rows, in the same order, as the screen's pages. */
export async function downloadStatement(
  deps: AppDeps,
  caller: Caller,
  req: z.output<typeof ZDownloadStatementRequest>,
) {
  const { format, ...filters } = req;
  const { header, summary, rows } = await statementForDownload(deps, caller, filters, MAX_ROWS[format]);
  const { account } = header;
  const period = `${filters.from ?? 'first entry'} to ${filters.to ?? 'today'}`;
  const doc = {
    title: `${caller.clientName}: ${account.currency} account statement`,
    subtitle: `Account ${account.account_number}${account.label ? ` (${account.label})` : ''} · ${period} · ${rows.length} entries`,
    currency: account.currency,
    reportingCurrency: header.reportingRate ? header.reportingCurrency : null,
    reportingRate: header.reportingRate,
    summary,
    rows,
  };
  const filename = `statement-${account.currency}-${account.account_number}.${format}`;
  if (format === 'csv') return { contentType: 'text/csv; charset=utf-8', filename, body: statementCsv(doc) };
  return { contentType: 'application/pdf', filename, body: await statementPdf(doc) };
}
