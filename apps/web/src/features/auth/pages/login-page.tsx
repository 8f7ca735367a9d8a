import { useState } from 'react';
import { PageTitle } from '@/ui/page-title.tsx';
import { CodeStep } from '../components/code-step.tsx';
import { type Credentials, CredentialsStep } from '../components/credentials-step.tsx';

type Step = { name: 'credentials' } | { name: 'code'; credentials: Credentials; expiresInSeconds: number };

/**
 * /login: email and password, then the emailed code. The password stays in memory only for the resend button.
 * Where to go afterwards is the app's decision (it knows the redirect rules), made once the session is set.
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
        <CredentialsStep
          defaultEmail={lastEmail}
          onCodeSent={(credentials, expiresInSeconds) => {
            setLastEmail(credentials.email);
            setStep({ name: 'code', credentials, expiresInSeconds });
          }}
        />
      ) : (
        <CodeStep
          credentials={step.credentials}
          expiresInSeconds={step.expiresInSeconds}
          onBack={() => setStep({ name: 'credentials' })}
        />
      )}
    </div>
  );
}
