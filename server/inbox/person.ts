/**
 * Who sent a lead, read from what its form stored: most forms ask a first and last name, a
 * testimonial a name, send-to-a-friend the sender's, a purchase offer its first signer's.
 */
import type { LeadPerson } from '../../src/domain/forms/inbox.ts';

const text = (value: unknown): string | null => (typeof value === 'string' && value.trim() ? value.trim() : null);

function nameOf(values: Record<string, unknown>): string | null {
  const full = [text(values.firstName), text(values.lastName)].filter(Boolean).join(' ');
  return full || text(values.name) || text(values.senderName);
}

export function personOf(data: Record<string, unknown>, email: string | null): LeadPerson {
  const signer = data.signerA && typeof data.signerA === 'object' ? (data.signerA as Record<string, unknown>) : null;
  const from = signer ?? data;
  return {
    name: nameOf(from) ?? nameOf(data),
    email: email ?? text(from.email) ?? text(data.senderEmail),
    phone: text(from.phone) ?? text(data.phone),
  };
}
