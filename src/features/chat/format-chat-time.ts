/** A message's time as SPEC shows it: en-US hour and minute, in the visitor's time zone. */
export function formatChatTime(isoTimestamp: string): string {
  return new Date(isoTimestamp).toLocaleTimeString('en-US', { hour: 'numeric', minute: '2-digit' });
}
