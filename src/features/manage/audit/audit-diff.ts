/** One field of an audit entry that changed, as text: absent before on a creation, absent after on a deletion. */
export interface AuditChange {
  key: string;
  before?: string;
  after?: string;
}

const asText = (value: unknown): string => (typeof value === 'string' ? value : JSON.stringify(value));

/**
 * What an audit entry changed, field by field: the fields whose value differs between `before` and
 * `after` (every field of a creation or a deletion), in the order they first appear.
 */
export function auditChanges(
  before: Record<string, unknown> | null,
  after: Record<string, unknown> | null,
): AuditChange[] {
  const keys = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])];
  return keys
    .filter((key) => asText(before?.[key]) !== asText(after?.[key]))
    .map((key) => ({
      key,
      before: before && key in before ? asText(before[key]) : undefined,
      after: after && key in after ? asText(after[key]) : undefined,
    }));
}
