/**
 * The test CRM's write side for leads: ContactOnMe, ContactOnMeProject and DemandRegister2 take
 * a person as the public client sends one and record what they received (the control API's
 * GET /control/leads shows it), answering Value true. They refuse, as a CRM does, what it
 * cannot file: no way to reach the person (Code 410 "Name, Email or PhoneNumber is required"),
 * a demand without an e-mail address or password (Code 411), a visit on an appointment that is
 * full (Code 420, ./agenda.ts).
 */
import type { TestCrmAgenda } from './agenda.ts';
import type { Answer } from './endpoints.ts';

export interface ReceivedLead {
  endpoint: string;
  /** The parameters as received, without the customer's credentials. */
  params: Record<string, unknown>;
}

export const LEAD_ENDPOINTS = new Set(['ContactOnMe', 'ContactOnMeProject', 'DemandRegister2']);

const present = (value: unknown) => typeof value === 'string' && value.trim() !== '';

export class TestCrmLeads {
  readonly received: ReceivedLead[] = [];

  constructor(private readonly agenda: TestCrmAgenda) {}

  answer(endpoint: string, params: Record<string, unknown>): Answer {
    const { CustomerName: _name, customerPassword: _password, ...rest } = params;
    if (endpoint === 'DemandRegister2' && (!present(rest.Email) || !present(rest.Password))) {
      return { Code: 411, Message: 'Email and Password are required', Success: false, Value: null };
    }
    if (!present(rest.Name) && !present(rest.Email) && !present(rest.PhoneNumber)) {
      return { Code: 410, Message: 'Name, Email or PhoneNumber is required', Success: false, Value: null };
    }
    if (rest.AppointmentID !== undefined) {
      const refused = this.agenda.book(rest.AppointmentID);
      if (refused) return refused;
    }
    this.received.push({ endpoint, params: rest });
    return { Code: 0, Message: '', Success: true, Value: true };
  }
}
