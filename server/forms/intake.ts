/**
 * What happens to a submission once it passed every check: its mails are rendered in the
 * visitor's language and both are stored in one transaction (store.ts, group commit). The
 * server runs this in its own thread (intakeWorker.ts) so rendering, writing and fsync never
 * hold up the thread that answers visitors; tests run it in-process.
 */
import type { FormKind } from '../../src/domain/forms/kinds.ts';
import type { Lng } from '../../src/config/languages.ts';
import type { FormFacts } from '../../publisher/dataFiles/manifest.ts';
import { renderMails, type Agency, type Subject } from '../mail/render.ts';
import type { StoreResult, Submission, SubmissionStore } from './store.ts';

export interface IntakeJob {
  submission: Omit<Submission, 'mails'>;
  /** What the mails need beyond the stored values; null when nothing is mailed (spam). */
  mail: {
    subject: Subject | null;
    newsletterUrl: string;
    /** The current release's type names (the settings' when absent). */
    types?: FormFacts['types'];
  } | null;
  now: number;
}

export interface MailSettings {
  agency: Agency;
  /** Where the agency's copy goes (MAIL_TO). */
  agencyInbox: string;
  /** Property type names by WebID, per language. */
  types: FormFacts['types'];
}

export interface Intake {
  accept(job: IntakeJob): Promise<StoreResult>;
}

export function localIntake(store: SubmissionStore, settings: MailSettings): Intake {
  return {
    accept({ submission, mail, now }) {
      const lng = submission.lng as Lng;
      const mails = mail
        ? renderMails({
            kind: submission.kind as FormKind,
            lng,
            // The stored values: what the visitor sent, without captcha or password.
            values: submission.data,
            subject: mail.subject,
            uploads: submission.uploads.map((u) => ({
              field: u.field,
              storedName: u.storedName,
              filename: u.originalName,
            })),
            agency: settings.agency,
            agencyInbox: settings.agencyInbox,
            typeName: (webId) => (mail.types ?? settings.types)[String(webId)]?.[lng],
            now: new Date(now),
            newsletterUrl: mail.newsletterUrl,
            // A saved search: the visitor's mail is its opt-in, with the token's confirm link.
            ...(submission.demand ? { alertToken: submission.demand.token } : {}),
          })
        : [];
      return store.store({ ...submission, mails }, now);
    },
  };
}
