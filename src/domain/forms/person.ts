/**
 * The visitor's details, as the contact forms ask for them (spec section 3, Contact): title,
 * names, phone, address, e-mail, remarks, preferred contact time and the newsletter opt-in.
 */
import * as yup from 'yup';
import {
  CONTACT_SLOTS,
  LIMITS,
  TITLES,
  email,
  flag,
  paragraph,
  phone,
  requiredText,
  text,
  visitorZip,
} from './common.ts';

/** Who is writing: the part every request needs. */
export const identity = {
  title: yup
    .string()
    .oneOf([...TITLES], 'errors.titleRequired')
    .required('errors.titleRequired'),
  firstName: requiredText('errors.firstNameRequired', LIMITS.name),
  lastName: requiredText('errors.lastNameRequired', LIMITS.name),
  email: email(),
  phone: phone(),
};

/** Where they live: optional, for a letter or a visit at home. */
export const address = {
  street: text(LIMITS.street),
  houseNumber: text(LIMITS.houseNumber),
  box: text(LIMITS.box),
  zip: visitorZip(),
  city: text(LIMITS.city),
};

/** How they want to be answered. */
export const preferences = {
  remarks: paragraph(LIMITS.text),
  contactTime: yup
    .string()
    .transform((value: string | undefined) => (value === '' ? undefined : value))
    .oneOf([...CONTACT_SLOTS, undefined], 'errors.required'),
  newsletter: flag(),
};

export const person = { ...identity, ...address, ...preferences };

export type PersonValues = yup.InferType<yup.ObjectSchema<typeof person>>;
