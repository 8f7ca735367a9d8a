import { useState } from 'react';
import { PageTitle } from '@/ui/page-title.tsx';
import { type CodeChallenge, CodeStep } from '../components/code-step.tsx';
import { type Credentials, CredentialsStep } from '../components/credentials-step.tsx';
import { PasskeySignIn } from '../components/passkey-sign-in.tsx';

type Step = { name: 'credentials' } | { name: 'code'; credentials: Credentials; challenge: CodeChallenge };

/**
 * /login: email and password, then the emailed code (or the authenticator app's); or a passkey instead of both. The
 * password stays in memory only for the resend button. Where to go afterwards is the app's decision (it knows the
 * redirect rules), made once the session is set.
 */
export function LoginPage({ title = 'Sign in' }: { title?: string }) {
  const [step, setStep] = useState<Step>({ name: 'credentials' });
  const [lastEmail, setLastEmail] = useState('');

  return (
    <div className="auth-card">
      <PageTitle
        title={title}
        description={step.name === 'credentials' ? 'Welcome back. Sign in to your business account.' : undefined}
      />
      {step.name === 'credentials' ? (
        <>
          <CredentialsStep
            defaultEmail={lastEmail}
            onCodeSent={(credentials, challenge) => {
              setLastEmail(credentials.email);
              setStep({ name: 'code', credentials, challenge });
            }}
          />
          <PasskeySignIn />
        </>
      ) : (
        <CodeStep
          credentials={step.credentials}
          challenge={step.challenge}
          onBack={() => setStep({ name: 'credentials' })}
        />
      )}
    </div>
  );
}
