import { configureStore } from '@reduxjs/toolkit';
import { officeApi } from '../features/office/officeApi.ts';

/** The back office's store: the staff API's cache, nothing else (form values live in Formik). */
export function makeOfficeStore() {
  return configureStore({
    reducer: { [officeApi.reducerPath]: officeApi.reducer },
    middleware: (getDefault) => getDefault().concat(officeApi.middleware),
  });
}

export type OfficeStore = ReturnType<typeof makeOfficeStore>;
