import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps.ts';
import { BANK_PAGE_CSP, renderBankPage, renderUnknownPayment } from './fpx-bank-page.ts';
import { answerAtBank, bankPage } from './fpx-sandbox.service.ts';

export const FPX_SANDBOX_PATH = '/sandbox/fpx/pay/:paymentId';
const ZParams = z.object({ paymentId: z.string().min(1).max(64) });
const ZForm = z.object({ bankCode: z.string().max(32).default(''), decision: z.enum(['approve', 'decline']) });

/**
 * The sandbox FPX gateway's bank page: the page the browser is sent to when a business pays by FPX, served by this
 * server because the gateway is a sandbox. Never in production (nor when a real gateway is configured): there an
 * approval here could credit money nobody paid. Pages, not API calls: not in /docs.
 */
export async function fpxSandboxRoutes(app: FastifyInstance, deps: AppDeps) {
  if (deps.config.isProduction || !deps.partners.fpx.sandboxBank) return;
  // The bank page's form is a plain HTML form, in this scope only.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 4096 },
    (_req, b, done) => done(null, Object.fromEntries(new URLSearchParams(String(b)))),
  );
  app.get(FPX_SANDBOX_PATH, { schema: { hide: true } }, async (req, reply) => {
    const { paymentId } = ZParams.parse(req.params);
    const model = await bankPage(deps, paymentId);
    return reply
      .status(model ? 200 : 404)
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .header('content-security-policy', BANK_PAGE_CSP)
      .send(model ? renderBankPage(model, req.url.split('?')[0]!) : renderUnknownPayment());
  });
  app.post(FPX_SANDBOX_PATH, { schema: { hide: true } }, async (req, reply) => {
    const { paymentId } = ZParams.parse(req.params);
    const form = ZForm.safeParse(req.body ?? {});
    const next = form.success
      ? await answerAtBank(deps, paymentId, {
          bankCode: form.data.bankCode,
          isApproved: form.data.decision === 'approve',
        })
      : undefined;
    if (!next) {
      return reply
        .status(400)
        .type('text/html; charset=utf-8')
        .header('content-security-policy', BANK_PAGE_CSP)
        .send(
          renderUnknownPayment(
            form.success && (await bankPage(deps, paymentId))
              ? 'Please go back and choose a bank that is online to approve the payment.'
              : undefined,
          ),
        );
    }
    return reply.redirect(next, 303);
  });
}
