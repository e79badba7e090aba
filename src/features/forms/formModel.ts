/**
 * The values a form starts with and which of its fields are required, both read from the
 * shared rules, so the asterisk and the validation can never disagree.
 */
import type { AnyObjectSchema, SchemaDescription } from 'yup';
import type { FormKind } from '../../domain/forms/kinds.ts';
import { FORM_LAYOUTS, fieldsOf, type Control } from '../../domain/forms/layouts.ts';

type Values = Record<string, unknown>;

function emptyValue(control: Control, options?: readonly string[]): unknown {
  switch (control) {
    case 'checkbox':
      return false;
    case 'types':
    case 'zones':
    case 'childAges':
      return [];
    case 'radio':
      return options?.length === 1 ? options[0] : '';
    default:
      return '';
  }
}

export function initialValues(kind: FormKind, lng: string, context: Values, today: string): Values {
  const values: Values = { lng, captcha: '', ...context };
  for (const { path, spec } of fieldsOf(kind)) {
    if (spec.control === 'file') continue;
    const [head, tail] = path.split('.') as [string, string | undefined];
    const initial = spec.name === 'datePosted' ? today : emptyValue(spec.control, spec.options);
    if (tail) values[head] = { ...((values[head] as Values | undefined) ?? {}), [tail]: initial };
    else values[head] ??= initial;
  }
  if (kind === 'contact-me') values.request = 'info';
  return values;
}

type Described = SchemaDescription & { fields?: Record<string, Described>; optional?: boolean };

/** Whether a field (dotted path) is required with the current values (a second signer's fields). */
export function requiredFields(schema: AnyObjectSchema, kind: FormKind, values: Values): Set<string> {
  const description = schema.describe({ value: values }) as Described;
  const required = new Set<string>();
  for (const set of FORM_LAYOUTS[kind]) {
    const scope = set.prefix ? description.fields?.[set.prefix] : description;
    for (const field of set.fields) {
      const described = scope?.fields?.[field.name];
      if (described && described.optional === false)
        required.add(set.prefix ? `${set.prefix}.${field.name}` : field.name);
    }
  }
  return required;
}
