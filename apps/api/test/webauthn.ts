import { createHash, generateKeyPairSync, type KeyObject, randomBytes, sign } from 'node:crypto';
import { isoCBOR } from '@simplewebauthn/server/helpers';

const sha256 = (data: Buffer | string) => createHash('sha256').update(data).digest();
const b64url = (data: Buffer | Uint8Array) => Buffer.from(data).toString('base64url');

// Authenticator data flags (WebAuthn §6.1): user present, user verified, attested credential data included.
const UP = 0x01;
const UV = 0x04;
const AT = 0x40;

/**
 * A software passkey (ES256, "none" attestation) for API tests: it answers registration and sign-in options the way a
 * browser and a platform authenticator would, so the server's real WebAuthn checks run on real signatures.
 */
export class SoftPasskey {
  readonly credentialId = randomBytes(16);
  private readonly keys: { publicKey: KeyObject; privateKey: KeyObject };
  private counter = 0;

  constructor(
    /** The user handle the authenticator stores (the server's user id), returned at every sign-in. */
    public userHandle: string,
    readonly origin = 'http://localhost:3000',
    readonly rpId = 'localhost',
  ) {
    this.keys = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  }

  get id(): string {
    return b64url(this.credentialId);
  }

  private coseKey(): Uint8Array {
    const jwk = this.keys.publicKey.export({ format: 'jwk' });
    return isoCBOR.encode(
      new Map<number, number | Uint8Array>([
        [1, 2], // kty: EC2
        [3, -7], // alg: ES256
        [-1, 1], // crv: P-256
        [-2, Buffer.from(jwk.x!, 'base64url')],
        [-3, Buffer.from(jwk.y!, 'base64url')],
      ]),
    );
  }

  private authData(flags: number, withCredential: boolean): Buffer {
    const counter = Buffer.alloc(4);
    counter.writeUInt32BE(this.counter);
    const parts = [sha256(this.rpId), Buffer.from([flags]), counter];
    if (withCredential) {
      const idLength = Buffer.alloc(2);
      idLength.writeUInt16BE(this.credentialId.length);
      parts.push(Buffer.alloc(16), idLength, this.credentialId, Buffer.from(this.coseKey()));
    }
    return Buffer.concat(parts);
  }

  private clientData(type: string, challenge: string) {
    return Buffer.from(JSON.stringify({ type, challenge, origin: this.origin, crossOrigin: false }));
  }

  /** The answer to registration options (what @simplewebauthn/browser's startRegistration returns). */
  register(options: { challenge: string }) {
    const attestation = isoCBOR.encode(
      new Map<string, unknown>([
        ['fmt', 'none'],
        ['attStmt', new Map()],
        ['authData', this.authData(UP | UV | AT, true)],
      ]) as never,
    );
    return {
      id: this.id,
      rawId: this.id,
      type: 'public-key' as const,
      clientExtensionResults: {},
      response: {
        clientDataJSON: b64url(this.clientData('webauthn.create', options.challenge)),
        attestationObject: b64url(attestation),
        transports: ['internal'],
      },
    };
  }

  /** The answer to sign-in options (what startAuthentication returns), signed with the passkey's private key. */
  assert(options: { challenge: string }, flags = UP | UV) {
    this.counter += 1;
    const authData = this.authData(flags, false);
    const clientData = this.clientData('webauthn.get', options.challenge);
    const signature = sign('sha256', Buffer.concat([authData, sha256(clientData)]), this.keys.privateKey);
    return {
      id: this.id,
      rawId: this.id,
      type: 'public-key' as const,
      clientExtensionResults: {},
      response: {
        clientDataJSON: b64url(clientData),
        authenticatorData: b64url(authData),
        signature: b64url(signature),
        userHandle: b64url(Buffer.from(this.userHandle)),
      },
    };
  }

  /** Signed without user verification (a tap with no PIN or biometrics). */
  assertWithoutVerification(options: { challenge: string }) {
    return this.assert(options, UP);
  }
}
