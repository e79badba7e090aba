/**
 * The back office's calls (docs/BACKOFFICE.md, server/routes/staff.ts), one endpoint per route.
 * The session lives in an HttpOnly cookie: the page learns from each answer whether it is
 * signed in (GET me answers 401 `errors.session` when not).
 */
import { createApi } from '@reduxjs/toolkit/query/react';
import type {
  AuditPage,
  StaffInviteValues,
  StaffLng,
  StaffLoginAnswer,
  StaffMe,
  StaffMember,
  StaffMfaSetup,
  StaffPasswordValues,
  StaffRecoveryCodes,
} from '../../domain/forms/staff.ts';
import { staffBaseQuery } from './staffBaseQuery.ts';

/**
 * A session that ended while a page was open (idle, 8 hours, signed out elsewhere) shows as a
 * 401 on whatever the page asked: GET me is asked again, and its 401 takes the member to the
 * login (OfficeLayout). Not for GET me itself, which would ask forever.
 */
const baseQuery: typeof staffBaseQuery = async (request, api, extra) => {
  const result = await staffBaseQuery(request, api, extra);
  if (result.error?.status === 401 && request.url !== 'me') api.dispatch(officeApi.util.invalidateTags(['Me']));
  return result;
};

export const officeApi = createApi({
  reducerPath: 'officeApi',
  baseQuery,
  tagTypes: ['Me', 'Members', 'Audit', 'Owners', 'History', 'Hours', 'Days', 'Bookings'],
  // Staff data changes under other staff's hands: a page opened again asks again.
  refetchOnMountOrArgChange: true,
  endpoints: (build) => ({
    login: build.mutation<StaffLoginAnswer, { email: string; password: string }>({
      query: (body) => ({ url: 'login', method: 'POST', body }),
    }),
    mfaSetup: build.query<StaffMfaSetup, undefined>({
      query: () => ({ url: 'mfa/setup' }),
      // The secret is shown once per visit of the set-up step, never served from a stale cache.
      keepUnusedDataFor: 0,
    }),
    mfaConfirm: build.mutation<StaffRecoveryCodes, { code: string }>({
      query: (body) => ({ url: 'mfa/confirm', method: 'POST', body }),
      invalidatesTags: ['Me'],
    }),
    mfaVerify: build.mutation<StaffMe, { code: string }>({
      query: (body) => ({ url: 'mfa/verify', method: 'POST', body }),
      invalidatesTags: ['Me'],
    }),
    me: build.query<StaffMe, undefined>({
      query: () => ({ url: 'me' }),
      providesTags: ['Me'],
    }),
    setLng: build.mutation<null, { lng: StaffLng }>({
      query: (body) => ({ url: 'me/lng', method: 'POST', body }),
      // The new language is the member's at once; the server's answer has no body to wait for.
      async onQueryStarted({ lng }, { dispatch, queryFulfilled }) {
        const patch = dispatch(
          officeApi.util.updateQueryData('me', undefined, (me) => {
            me.lng = lng;
          }),
        );
        await queryFulfilled.catch(() => patch.undo());
      },
    }),
    logout: build.mutation<null, undefined>({
      query: () => ({ url: 'logout', method: 'POST' }),
    }),
    setPassword: build.mutation<null, StaffPasswordValues>({
      query: (body) => ({ url: 'password', method: 'POST', body }),
    }),
    members: build.query<{ members: StaffMember[] }, undefined>({
      query: () => ({ url: 'members' }),
      providesTags: ['Members'],
    }),
    invite: build.mutation<{ id: number }, StaffInviteValues>({
      query: (body) => ({ url: 'members', method: 'POST', body }),
      invalidatesTags: ['Members', 'Audit'],
    }),
    setActive: build.mutation<null, { id: number; active: boolean }>({
      query: ({ id, active }) => ({ url: `members/${id}/active`, method: 'POST', body: { active } }),
      invalidatesTags: ['Members', 'Audit'],
    }),
    resetMfa: build.mutation<null, number>({
      query: (id) => ({ url: `members/${id}/reset-mfa`, method: 'POST' }),
      invalidatesTags: ['Members', 'Audit'],
    }),
    audit: build.query<AuditPage, number | null>({
      query: (before) => ({ url: before === null ? 'audit' : `audit?before=${before}` }),
      providesTags: ['Audit'],
    }),
  }),
});

export const {
  useLoginMutation,
  useMfaSetupQuery,
  useMfaConfirmMutation,
  useMfaVerifyMutation,
  useMeQuery,
  useSetLngMutation,
  useLogoutMutation,
  useSetPasswordMutation,
  useMembersQuery,
  useInviteMutation,
  useSetActiveMutation,
  useResetMfaMutation,
  useAuditQuery,
} = officeApi;
