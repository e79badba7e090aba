/**
 * The back office's leads inbox, failed mails and personal-data requests (docs/BACKOFFICE.md,
 * server/routes/leads.ts, server/routes/privacy.ts), injected into the staff API so their code
 * loads with their pages only. The CSV export, a lead's files and the personal-data export are
 * plain links (downloads), never fetched here.
 */
import type { LeadDetail, LeadPage, LeadState } from '../../domain/forms/inbox.ts';
import type { EraseValues, SubjectSummary } from '../../domain/forms/privacy.ts';
import { officeApi } from './officeApi.ts';

/** The inbox's filters as the URL and the API carry them (every one may be left out). */
export type LeadQuery = Partial<Record<'kind' | 'subject' | 'state' | 'from' | 'to' | 'before', string>>;

/** A mail the relay gave up on (GET mails/failed). */
export interface FailedMail {
  id: number;
  submissionId: number | null;
  role: string;
  to: string;
  subject: string;
  attempts: number;
  lastError: string | null;
  createdAt: number;
}

export const LEAD_QUERY_KEYS = ['kind', 'subject', 'state', 'from', 'to', 'before'] as const;

/** The query string of the filters, in a fixed order, without the empty ones ('' when none). */
export function leadQueryString(query: LeadQuery): string {
  const params = new URLSearchParams();
  for (const key of LEAD_QUERY_KEYS) {
    const value = query[key];
    if (value) params.set(key, value);
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

export const leadsApi = officeApi
  .enhanceEndpoints({ addTagTypes: ['Leads', 'Lead', 'FailedMails', 'Privacy'] })
  .injectEndpoints({
    endpoints: (build) => ({
      leads: build.query<LeadPage, LeadQuery>({
        query: (query) => ({ url: `leads${leadQueryString(query)}` }),
        providesTags: ['Leads'],
      }),
      lead: build.query<LeadDetail, number>({
        query: (id) => ({ url: `leads/${id}` }),
        providesTags: (_result, _error, id) => [{ type: 'Lead', id }],
      }),
      setLeadState: build.mutation<null, { id: number; state: LeadState; note?: string }>({
        query: ({ id, ...body }) => ({ url: `leads/${id}/state`, method: 'POST', body }),
        invalidatesTags: (_result, _error, { id }) => [{ type: 'Lead', id }, 'Leads', 'Audit'],
      }),
      resendCrm: build.mutation<null, { id: number; job: number }>({
        query: ({ id, job }) => ({ url: `leads/${id}/crm/${job}/resend`, method: 'POST' }),
        invalidatesTags: (_result, _error, { id }) => [{ type: 'Lead', id }, 'Audit'],
      }),
      failedMails: build.query<{ mails: FailedMail[] }, undefined>({
        query: () => ({ url: 'mails/failed' }),
        providesTags: ['FailedMails'],
      }),
      resendMail: build.mutation<null, number>({
        query: (id) => ({ url: `mails/${id}/resend`, method: 'POST' }),
        invalidatesTags: ['FailedMails', 'Lead', 'Audit'],
      }),
      privacy: build.query<SubjectSummary, string>({
        query: (email) => ({ url: `privacy?email=${encodeURIComponent(email)}` }),
        providesTags: ['Privacy'],
        // What the site holds about a person stays in memory no longer than the page shows it.
        keepUnusedDataFor: 0,
      }),
      erase: build.mutation<SubjectSummary, EraseValues>({
        query: (body) => ({ url: 'privacy/erase', method: 'POST', body }),
        invalidatesTags: ['Privacy', 'Leads', 'Lead', 'FailedMails', 'Audit'],
      }),
    }),
  });

export const {
  useLeadsQuery,
  useLeadQuery,
  useSetLeadStateMutation,
  useResendCrmMutation,
  useFailedMailsQuery,
  useResendMailMutation,
  usePrivacyQuery,
  useEraseMutation,
} = leadsApi;
