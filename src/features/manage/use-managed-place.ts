// TEMPORARY STUB of the lead's foundation (reverted before merging main).
export function useManagedPlace(): { providerId: string; places: { providerId: string; providerName: string }[] } {
  return { providerId: '', places: [] };
}
