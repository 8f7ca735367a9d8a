import { CORRIDOR_PARAM } from '@corridor/domain/batches/template';
import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';

export const ZBatchTemplateQuery = z.strictObject({
  /** `{country}-{currency}-{method}`, e.g. `GB-GBP-LOCAL` (one of the business's corridors). */
  corridor: z.string().trim().toUpperCase().regex(CORRIDOR_PARAM, 'Choose a corridor such as GB-GBP-LOCAL.'),
  format: z.enum(['csv', 'xlsx']).default('csv'),
});
export type TBatchTemplateQuery = z.input<typeof ZBatchTemplateQuery>;

export const ZBatchTemplateFile = z.string().describe('the template: text/csv or an XLSX workbook');

/** GET /smebackend/api/v1/batch/file?corridor=GB-GBP-LOCAL&format=csv|xlsx — the upload template (spec §7, blob). */
export const batchTemplateEndpoint = defineEndpoint({
  method: 'GET',
  path: '/smebackend/api/v1/batch/file',
  summary: 'Downloads the bulk upload template of a corridor (CSV or XLSX).',
  tag: 'batches',
  query: ZBatchTemplateQuery,
  response: ZBatchTemplateFile,
  produces: ['text/csv', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
});
