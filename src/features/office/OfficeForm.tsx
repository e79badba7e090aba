import type { FormEvent, ReactNode } from 'react';
import { Form, useFormikContext } from 'formik';

interface Props {
  /** Each field's name and its input's id, in the order they are shown. */
  fields: Record<string, string>;
  labelledBy: string;
  children: ReactNode;
}

/**
 * A back-office form: checked with its yup rules before it is sent; when a field is wrong, every
 * field shows its error and focus goes to the first wrong one (its error is read with it).
 */
export function OfficeForm({ fields, labelledBy, children }: Props) {
  const formik = useFormikContext<Record<string, unknown>>();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void formik.validateForm().then((errors) => {
      if (Object.keys(errors).length === 0) return formik.submitForm();
      void formik.setTouched(Object.fromEntries(Object.keys(fields).map((name) => [name, true])), false);
      const first = Object.keys(fields).find((name) => name in errors);
      // After the errors render, so the input is read with its error.
      if (first) requestAnimationFrame(() => document.getElementById(fields[first] ?? '')?.focus());
      return undefined;
    });
  };
  return (
    <Form method="post" noValidate className="office-form" aria-labelledby={labelledBy} onSubmit={submit}>
      {children}
    </Form>
  );
}
