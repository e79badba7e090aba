import { useEffect, useRef, useState } from 'react';
import { useField } from 'formik';
import { solveChallenge } from 'altcha-lib/v1';
import { useTranslation } from 'react-i18next';
import { FieldError, RequiredMark } from '../../components/FieldShell.tsx';

type Phase = 'idle' | 'working' | 'done' | 'failed';

interface Challenge {
  algorithm: 'SHA-256';
  challenge: string;
  maxnumber: number;
  salt: string;
  signature: string;
}

/**
 * "I am not a robot": ticking the box fetches a challenge from the site itself and lets the
 * device find its answer (an ALTCHA proof of work, a fraction of a second), which travels
 * with the form. No third party, no image puzzle; the box and its status are read out.
 */
export function CaptchaField({ formId }: { formId: string }) {
  const { t } = useTranslation();
  const [field, meta, helpers] = useField<string>('captcha');
  const [state, setPhase] = useState<Phase>(field.value ? 'done' : 'idle');
  // The server refused the answer (spent or expired) and cleared it: the box is unticked to try again.
  const phase: Phase = state === 'done' && !field.value ? 'idle' : state;
  const abort = useRef<AbortController | null>(null);
  const id = `${formId}-captcha`;
  const error = meta.touched && typeof meta.error === 'string' ? meta.error : undefined;
  const { setValue, setTouched } = helpers;

  useEffect(() => () => abort.current?.abort(), []);

  const start = async () => {
    setPhase('working');
    try {
      const response = await fetch('/api/forms/challenge', { headers: { accept: 'application/json' } });
      if (!response.ok) throw new Error(String(response.status));
      const challenge = (await response.json()) as Challenge;
      const solving = solveChallenge(challenge.challenge, challenge.salt, challenge.algorithm, challenge.maxnumber);
      abort.current = solving.controller;
      const solution = await solving.promise;
      if (!solution) throw new Error('unsolved');
      const payload = { ...challenge, number: solution.number };
      delete (payload as Partial<Challenge>).maxnumber;
      await setValue(btoa(JSON.stringify(payload)));
      setPhase('done');
    } catch {
      setPhase('failed');
    }
  };

  return (
    <div className={`form-field form-field--full form-captcha${error ? ' form-field--invalid' : ''}`}>
      <div className="form-check">
        <input
          type="checkbox"
          id={id}
          name="captcha-confirm"
          checked={phase === 'done' || phase === 'working'}
          disabled={phase === 'working'}
          aria-describedby={`${id}-help ${id}-status${error ? ` ${id}-error` : ''}`}
          aria-invalid={error ? true : undefined}
          onChange={(event) => {
            void setTouched(true, false);
            if (event.currentTarget.checked) void start();
            else {
              abort.current?.abort();
              void setValue('');
              setPhase('idle');
            }
          }}
        />
        <label htmlFor={id}>
          {t('forms:captcha.label')}
          <RequiredMark />
        </label>
      </div>
      <p id={`${id}-help`} className="form-field__hint">
        {t('forms:captcha.help')}
      </p>
      <p id={`${id}-status`} className="form-captcha__status" aria-live="polite">
        {phase === 'working' && t('forms:captcha.working')}
        {phase === 'done' && t('forms:captcha.done')}
        {phase === 'failed' && t('forms:captcha.failed')}
      </p>
      <FieldError id={`${id}-error`} error={error} />
    </div>
  );
}
