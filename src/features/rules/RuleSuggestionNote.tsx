import { FieldNote } from '../../ui/FieldNote';
import type { RuleSuggestion } from './useRuleSuggestion';

export const ruleSuggestionTexts = {
  suggests: (parts: string[]) => `Your rules suggest ${parts.join(', ')}.`,
  use: 'Use the suggestion',
} as const;

/** The rules' suggestion under the fields, with one button that takes it (polite to screen readers). */
export function RuleSuggestionNote({
  suggestion,
  onUse,
}: {
  suggestion: RuleSuggestion | undefined;
  onUse: (suggestion: RuleSuggestion) => void;
}) {
  const parts = suggestion
    ? [
        suggestion.category !== undefined && `category “${suggestion.category}”`,
        suggestion.payee !== undefined && `payee “${suggestion.payee}”`,
        suggestion.tags && `tags ${suggestion.tags.map((tag) => `“${tag}”`).join(', ')}`,
      ].filter((part): part is string => typeof part === 'string')
    : [];
  return (
    <FieldNote
      text={suggestion ? ruleSuggestionTexts.suggests(parts) : undefined}
      action={suggestion ? { label: ruleSuggestionTexts.use, onClick: () => onUse(suggestion) } : undefined}
    />
  );
}
