/**
 * The back office's owners and visit slots (docs/BACKOFFICE.md, server/routes/ownersAdmin.ts,
 * server/routes/visitSlots.ts), injected into the staff API so their code loads with their
 * pages only. With the agency's CRM the GETs say `crm: true` and every change answers 409
 * `errors.crmReadOnly`.
 */
import type {
  CalendarValues,
  CommunicationValues,
  ListingHistory,
  MediaValues,
  OwnerRow,
  OwnerValues,
} from '../../domain/forms/ownerAdmin.ts';
import type { VisitBooking, VisitDay, VisitHours } from '../../domain/forms/visitSlots.ts';
import type { ContactSlot } from '../../domain/forms/common.ts';
import { officeApi } from './officeApi.ts';

/** The three parts of a listing's history, as the API names its tables. */
export type HistoryTable = 'calendar' | 'communications' | 'media';
export type HistoryValues = CalendarValues | CommunicationValues | MediaValues;

export interface OwnersAnswer {
  owners: OwnerRow[];
  crm: boolean;
}

export interface HoursAnswer {
  hours: VisitHours;
  crm: boolean;
}

export interface ListingDaysAnswer {
  days: VisitDay[];
  /** What a visitor is offered now ("2026-11-24 10-13"), booked slots included. */
  slots: string[];
}

export interface BookingsAnswer {
  from: string;
  bookings: VisitBooking[];
}

export const ownersApi = officeApi.injectEndpoints({
  endpoints: (build) => ({
    owners: build.query<OwnersAnswer, undefined>({
      query: () => ({ url: 'owners' }),
      providesTags: ['Owners'],
    }),
    createOwner: build.mutation<{ id: number }, OwnerValues>({
      query: (body) => ({ url: 'owners', method: 'POST', body }),
      invalidatesTags: ['Owners', 'Audit'],
    }),
    inviteOwner: build.mutation<null, number>({
      query: (id) => ({ url: `owners/${id}/invite`, method: 'POST' }),
      invalidatesTags: ['Owners', 'Audit'],
    }),
    setOwnerActive: build.mutation<null, { id: number; active: boolean }>({
      query: ({ id, active }) => ({ url: `owners/${id}/active`, method: 'POST', body: { active } }),
      invalidatesTags: ['Owners', 'Audit'],
    }),
    history: build.query<ListingHistory, number>({
      query: (property) => ({ url: `properties/${property}/history` }),
      providesTags: (_result, _error, property) => [{ type: 'History', id: property }],
    }),
    addHistory: build.mutation<{ id: number }, { property: number; table: HistoryTable; values: HistoryValues }>({
      query: ({ property, table, values }) => ({
        url: `properties/${property}/${table}`,
        method: 'POST',
        body: values,
      }),
      invalidatesTags: (_result, _error, { property }) => [{ type: 'History', id: property }, 'Audit'],
    }),
    editHistory: build.mutation<null, { property: number; table: HistoryTable; id: number; values: HistoryValues }>({
      query: ({ table, id, values }) => ({ url: `history/${table}/${id}`, method: 'PUT', body: values }),
      invalidatesTags: (_result, _error, { property }) => [{ type: 'History', id: property }, 'Audit'],
    }),
    removeHistory: build.mutation<null, { property: number; table: HistoryTable; id: number }>({
      query: ({ table, id }) => ({ url: `history/${table}/${id}`, method: 'DELETE' }),
      invalidatesTags: (_result, _error, { property }) => [{ type: 'History', id: property }, 'Audit'],
    }),
    visitHours: build.query<HoursAnswer, undefined>({
      query: () => ({ url: 'visits/hours' }),
      providesTags: ['Hours'],
    }),
    setVisitHours: build.mutation<null, VisitHours>({
      query: (hours) => ({ url: 'visits/hours', method: 'PUT', body: { hours } }),
      invalidatesTags: ['Hours', 'Days', 'Audit'],
    }),
    listingDays: build.query<ListingDaysAnswer, number>({
      query: (property) => ({ url: `visits/listings/${property}` }),
      providesTags: (_result, _error, property) => [{ type: 'Days', id: property }],
    }),
    setListingDay: build.mutation<null, { property: number; day: string; slots: ContactSlot[] }>({
      query: ({ property, day, slots }) => ({
        url: `visits/listings/${property}/days/${day}`,
        method: 'PUT',
        body: { slots },
      }),
      invalidatesTags: (_result, _error, { property }) => [{ type: 'Days', id: property }, 'Audit'],
    }),
    removeListingDay: build.mutation<null, { property: number; day: string }>({
      query: ({ property, day }) => ({ url: `visits/listings/${property}/days/${day}`, method: 'DELETE' }),
      invalidatesTags: (_result, _error, { property }) => [{ type: 'Days', id: property }, 'Audit'],
    }),
    bookings: build.query<BookingsAnswer, string | null>({
      query: (from) => ({ url: from === null ? 'visits/bookings' : `visits/bookings?from=${from}` }),
      providesTags: ['Bookings'],
    }),
    cancelBooking: build.mutation<null, number>({
      query: (id) => ({ url: `visits/bookings/${id}/cancel`, method: 'POST' }),
      invalidatesTags: ['Bookings', 'Days', 'Audit'],
    }),
  }),
});

export const {
  useOwnersQuery,
  useCreateOwnerMutation,
  useInviteOwnerMutation,
  useSetOwnerActiveMutation,
  useHistoryQuery,
  useAddHistoryMutation,
  useEditHistoryMutation,
  useRemoveHistoryMutation,
  useVisitHoursQuery,
  useSetVisitHoursMutation,
  useListingDaysQuery,
  useSetListingDayMutation,
  useRemoveListingDayMutation,
  useBookingsQuery,
  useCancelBookingMutation,
} = ownersApi;
