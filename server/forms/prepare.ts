/**
 * What a valid submission means for the agency, kind by kind: what it is about, the
 * visitor's address, what is stored of it (never a password or the captcha answer), and
 * what else it changes: a booked visit, a newsletter subscription, a saved search.
 */
import type { FormKind } from '../../src/domain/forms/kinds.ts';
import { newAlertToken } from '../alerts/token.ts';
import type { DemandRow, Submission } from './store.ts';
import { savedSearchOf } from '../../src/domain/criteria/savedSearch.ts';
import { parseCrmSlot } from '../../src/domain/forms/appointments.ts';

type Values = Record<string, unknown>;

const str = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);

export function subjectKey(kind: 'property' | 'project' | null, values: Values): string | null {
  if (kind === 'property') return `property/${String(values.propertyId)}`;
  if (kind === 'project') return `project/${String(values.projectId)}`;
  return null;
}

export function visitorEmail(kind: FormKind, values: Values): string | null {
  if (kind === 'purchase-offer') return str((values.signerA as Values | undefined)?.email);
  if (kind === 'send-to-friend') return str(values.senderEmail);
  return str(values.email);
}

/** The stored copy: the captcha answer is spent, passwords are kept only as a hash elsewhere. */
export function storedData(values: Values): Values {
  const { captcha: _captcha, password: _password, passwordConfirm: _confirm, ...rest } = values;
  return rest;
}

export function extras(
  kind: FormKind,
  values: Values,
  passwordHash: string | null,
): Pick<Submission, 'appointment' | 'newsletter' | 'demand'> {
  switch (kind) {
    case 'contact-appointment': {
      // A visit the agent opened in the CRM is booked there (the lead's AppointmentID), not in the site's table.
      if (parseCrmSlot(String(values.slot))) return {};
      const [day = '', slot = ''] = String(values.slot).split(' ');
      return { appointment: { day, slot } };
    }
    case 'sign-newsletter':
      return {
        newsletter: { email: String(values.email).toLowerCase(), firstName: str(values.firstName), subscribe: true },
      };
    case 'newsletter-unsubscribe':
      return { newsletter: { email: String(values.email).toLowerCase(), firstName: null, subscribe: false } };
    case 'demand-register': {
      const demand: DemandRow = {
        email: String(values.email).toLowerCase(),
        ...savedSearchOf(values),
        passwordHash: passwordHash ?? '',
        // Made here, before the mails are rendered: the opt-in mail carries it (docs/DECISIONS.md, "Saved-search alerts").
        token: newAlertToken(),
      };
      return { demand };
    }
    default:
      return values.newsletter === true && str(values.email)
        ? {
            newsletter: {
              email: String(values.email).toLowerCase(),
              firstName: str(values.firstName),
              subscribe: true,
            },
          }
        : {};
  }
}
