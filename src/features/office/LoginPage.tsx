import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { PasswordStep } from './PasswordStep.tsx';
import { CodeStep } from './CodeStep.tsx';
import { SetupStep } from './SetupStep.tsx';
import { usePageTitle } from './usePageTitle.ts';

type Step = 'password' | 'code' | 'setup';

/** /admin/login: the password, then the code (or, the first time, the app's set-up). */
export function LoginPage() {
  const navigate = useNavigate();
  const [step, setStep] = useState<Step>('password');
  const [notice, setNotice] = useState<string | null>(null);
  usePageTitle('login.title');
  const done = () => navigate('/', { replace: true });
  const restart = useCallback((why: string) => {
    setNotice(why);
    setStep('password');
  }, []);
  return (
    <main id="main" className="office-main office-main--narrow">
      {step === 'password' && (
        <PasswordStep
          notice={notice}
          onNext={(next) => {
            setNotice(null);
            setStep(next);
          }}
        />
      )}
      {step === 'code' && <CodeStep onDone={done} onRestart={restart} />}
      {step === 'setup' && <SetupStep onDone={done} onRestart={restart} />}
    </main>
  );
}
