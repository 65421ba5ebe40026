import { useManagedPlace } from '../use-managed-place';
import { ReportsView } from './ReportsView';

/**
 * The back office's reports (/manage/reports, its own chunk with the charting library): the chosen
 * place's, or all places' for owners.
 */
export default function ReportsSection() {
  const { providerId, owner } = useManagedPlace();
  if (!providerId) return null;
  return <ReportsView key={providerId} providerId={providerId} canSeeAllPlaces={owner} />;
}
