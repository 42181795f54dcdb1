/**
 * The form in which two usernames are compared: NFKC, then case-folded, then NFKC again (folding can
 * leave a sequence NFKC would compose). "Ärger", "ärger" and "A\u0308rger" (the umlaut as a
 * combining mark) are one name, as are "Straße" and "STRASSE", and "Ｃｏｏｋ" (full width) and "cook".
 * Every username lookup and the unique index (`users.username_key`, migration 0009) use this key, on
 * SQLite and PostgreSQL alike, so neither database's own idea of case decides (issue 13, item 7).
 *
 * JavaScript has no case-fold; lower-, upper- then lower-casing gives its equivalence for the letters
 * where it differs from lower-casing alone (ẞ, ß and SS; final and medial sigma; iota subscripts).
 * Its mapping comes from the Unicode data of the running Node. A change here must come with a
 * migration that fills `username_key` anew (usernameKey.test.ts holds the two together).
 */
export function usernameKey(username: string): string {
  return username.normalize('NFKC').toLowerCase().toUpperCase().toLowerCase().normalize('NFKC');
}
