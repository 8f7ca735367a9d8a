import type { FastifyReply, FastifyRequest } from 'fastify';

const PLAIN = 'sid';
// Over HTTPS the cookie gets the __Host- prefix, which browsers only accept with Secure, Path=/ and no Domain.
const HOST = '__Host-sid';

export function readSessionToken(req: FastifyRequest): string | undefined {
  return req.cookies[HOST] ?? req.cookies[PLAIN];
}

export function writeSessionCookie(req: FastifyRequest, reply: FastifyReply, token: string, maxAgeSeconds: number) {
  const isSecure = req.protocol === 'https';
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
