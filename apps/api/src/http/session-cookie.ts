import type { FastifyReply, FastifyRequest } from 'fastify';

const PLAIN = 'sid';
// Over HTTPS the cookie gets the __Host- prefix, which browsers only accept with Secure, Path=/ and no Domain.
const HOST = '__Host-sid';

export function readSessionToken(req: FastifyRequest): string | undefined {
  return req.cookies[HOST] ?? req.cookies[PLAIN];
}

/**
 * Secure when this request came over https, or when Corridor is published at an https address (a TLS proxy whose
 * X-Forwarded-Proto is not trusted must not downgrade the cookie).
 */
export function isSecureRequest(req: FastifyRequest, publicUrl: string): boolean {
  return req.protocol === 'https' || publicUrl.startsWith('https:');
}

export function writeSessionCookie(reply: FastifyReply, token: string, maxAgeSeconds: number, isSecure: boolean) {
  reply.setCookie(isSecure ? HOST : PLAIN, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: isSecure,
    maxAge: maxAgeSeconds,
  });
}

export function clearSessionCookie(reply: FastifyReply) {
  reply.clearCookie(PLAIN, { path: '/' });
  reply.clearCookie(HOST, { path: '/', secure: true });
}
