import { createContext, useContext } from 'react';
import type { ManagedPlace } from '../../api/manage';

/** What the back office's shell tells its sections: the places the caller may manage and the chosen one. */
export interface ManagedPlaceContext {
  /** The place the sections work on (`?place=` in the URL); undefined when the caller has none yet. */
  providerId: string | undefined;
  /** The chosen place, as listManagedPlaces gave it. */
  place: ManagedPlace | undefined;
  /** Every place the caller may manage, in the order places are listed. */
  places: ManagedPlace[];
  /** The caller owns the deployment: every place, creating places, roles, the audit log. */
  owner: boolean;
  /** Chooses another place (the URL's `?place=` changes, and the choice is remembered on this device). */
  choosePlace(providerId: string): void;
}

export const ManagedPlaceContextValue = createContext<ManagedPlaceContext | null>(null);

/** The place the back office works on, and the places to choose from (inside ManageScreen only). */
export function useManagedPlace(): ManagedPlaceContext {
  const value = useContext(ManagedPlaceContextValue);
  if (!value) throw new Error('useManagedPlace is used outside the back office (ManageScreen)');
  return value;
}
