/** Hides most of an email address for display: 'jane.doe@example.com' → 'ja••••@example.com'. */
export function maskEmail(email: string): string {
  const trimmed = email.trim();
  const at = trimmed.lastIndexOf('@');
  const local = at === -1 ? trimmed : trimmed.slice(0, at);
  const domain = at === -1 ? '' : trimmed.slice(at);
  const characters = Array.from(local);
  // Very short local parts show one character, so the mask still hides something.
  const shown = characters.slice(0, characters.length > 3 ? 2 : 1).join('');
  return `${shown}••••${domain}`;
}
