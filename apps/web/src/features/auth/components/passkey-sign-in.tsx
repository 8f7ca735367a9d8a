import { browserSupportsWebAuthn } from '@simplewebauthn/browser';
import { errorMessage } from '@/lib/api/api-error.ts';
import { Button } from '@/ui/button.tsx';
import { FormAlert } from '@/ui/form-alert.tsx';
import { usePasskeySignIn } from '../api/passkey-sign-in.ts';

/** The browser's refusal or a cancelled dialog, in words a person can act on. */
function passkeyError(error: unknown): string {
  if (error instanceof Error && (error.name === 'NotAllowedError' || error.name === 'AbortError')) {
    return 'Signing in with a passkey was cancelled or timed out. Try again, or use your email and password.';
  }
  return errorMessage(error);
}

/** "Sign in with a passkey": replaces password and code together. Hidden where the browser has no passkeys. */
export function PasskeySignIn() {
  const signIn = usePasskeySignIn();
  if (!browserSupportsWebAuthn()) return null;
  return (
    <div className="stack">
      <p className="sign-in-divider">or</p>
      {signIn.error ? <FormAlert>{passkeyError(signIn.error)}</FormAlert> : null}
      <Button
        variant="secondary"
        isFullWidth
        onClick={() => signIn.mutate()}
        isLoading={signIn.isPending}
        loadingLabel="Waiting for your passkey…"
      >
        Sign in with a passkey
      </Button>
    </div>
  );
}
