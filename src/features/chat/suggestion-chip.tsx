/** A question the visitor can send with one tap: the quick replies and the follow-up questions. */
export function SuggestionChip({ text, disabled, onChoose }: { text: string; disabled: boolean; onChoose: (text: string) => void }) {
  return (
    <button
      type="button"
      disabled={disabled}
      onClick={() => onChoose(text)}
      className="inline-flex min-h-11 items-center rounded-full border border-accent-600 bg-white px-3.5 py-2 text-left text-sm leading-snug font-semibold text-accent-700 transition-colors hover:bg-accent-100 disabled:cursor-not-allowed disabled:border-navy-100 disabled:text-muted"
    >
      {text}
    </button>
  );
}
