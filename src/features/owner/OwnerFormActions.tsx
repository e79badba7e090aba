import { useFormikContext } from 'formik';
import { useHydrated } from '../../components/useHydrated.ts';

interface Props {
  submit: string;
  /** The other way out: back to the login, or on to the forgotten password. */
  other: string;
  onOther: () => void;
}

/**
 * A portal form's buttons. The submit button stays disabled until hydration: before it the
 * browser would send the form itself, as a GET with what was typed in the address.
 */
export function OwnerFormActions({ submit, other, onOther }: Props) {
  const hydrated = useHydrated();
  const { isSubmitting } = useFormikContext();
  return (
    <div className="owner-form__actions">
      <button type="submit" className="button" disabled={!hydrated || isSubmitting}>
        {submit}
      </button>
      <button type="button" className="link-button" onClick={onOther}>
        {other}
      </button>
    </div>
  );
}
