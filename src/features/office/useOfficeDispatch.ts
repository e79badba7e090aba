import { useDispatch } from 'react-redux';
import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';

/**
 * The back office's store holds only the API's cache (src/admin/store.ts); its dispatch takes
 * the API's thunks. Typed here, as features may not import the admin entry.
 */
export const useOfficeDispatch = useDispatch.withTypes<ThunkDispatch<unknown, unknown, UnknownAction>>();
