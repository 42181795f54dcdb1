import type { TransactionKind } from './transactionKind';

/**
 * The colours a person may give a category (issue 17 section 3): a fixed palette, not free RGB, so
 * every choice stays readable in both themes (src/ui/charts/categoryPalette.ts holds the shades).
 */
export const categoryColourNames = [
  'red',
  'orange',
  'amber',
  'green',
  'teal',
  'blue',
  'indigo',
  'purple',
  'pink',
  'brown',
  'grey',
] as const;

export type CategoryColour = (typeof categoryColourNames)[number];

export function isCategoryColour(value: string): value is CategoryColour {
  return (categoryColourNames as readonly string[]).includes(value);
}

/** 32-bit FNV-1a over UTF-16 code units, seeded, as 8 hex digits. */
function fnv1a(text: string, seed: number): string {
  let hash = seed >>> 0;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(16).padStart(8, '0');
}

/**
 * The id of the style of one category of one type: the same on every device, so two devices colouring
 * it offline converge on one record (protocol step 1). A category may be 500 characters and an id at
 * most 100, so the name is hashed (64 bits from two seeds); the record carries the name itself.
 */
export function categoryStyleId(kind: TransactionKind, category: string): string {
  return `${kind}:${fnv1a(category, 0x811c9dc5)}${fnv1a(category, 0x01000193)}`;
}
