import type { Lng } from '../../../config/languages.ts';
import type { FieldSpec } from '../../../domain/forms/layouts.ts';

export interface FormContext {
  /** The listing a request is about (appointments look up its free slots). */
  propertyId?: number;
  projectId?: number;
}

export interface FieldProps {
  spec: FieldSpec;
  /** Dotted name in the values (signerA.firstName). */
  path: string;
  formId: string;
  required: boolean;
  lng: Lng;
  context: FormContext;
}
