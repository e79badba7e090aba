/**
 * A saved search's token: 128 random bits as 32 lowercase hex characters (isAlertToken in
 * src/domain/forms/alerts.ts). It is the only key of the confirm, preferences and
 * unsubscribe links, so it must be unguessable, and it never says anything about the visitor.
 */
import { randomBytes } from 'node:crypto';

export function newAlertToken(): string {
  return randomBytes(16).toString('hex');
}
