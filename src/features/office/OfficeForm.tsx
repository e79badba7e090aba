import type { FormEvent, ReactNode } from 'react';
import { Form, getIn, setIn, useFormikContext, type FormikTouched } from 'formik';

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
      // A name may be a path ("properties.0.id"): touched and errors are trees.
      const touched = Object.keys(fields).reduce<FormikTouched<Record<string, unknown>>>(
        (tree, name) => setIn(tree, name, true) as FormikTouched<Record<string, unknown>>,
        {},
      );
      void formik.setTouched(touched, false);
      const first = Object.keys(fields).find((name) => getIn(errors, name) !== undefined);
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
