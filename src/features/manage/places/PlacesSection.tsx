import { useManagedPlace } from '../use-managed-place';
import { PlacesSectionContent } from './PlacesSectionContent';

/** The back office's places: the shell's chosen place and places, for the section's content. */
export default function PlacesSection() {
  const { providerId, places, owner, choosePlace } = useManagedPlace();
  return (
    <PlacesSectionContent
      providerId={providerId}
      places={places}
      canCreate={owner}
      choosePlace={choosePlace}
    />
  );
}
