/**
 * The floor the forecast warns below, kept on this device in localStorage per database (so per
 * person), as the add form's habits are (quickEntryMemory.ts). Absent or unreadable: zero.
 */
const keyFor = (databaseName: string) => `money-kitchen:forecast-floor:${databaseName}`;

/** The floor in hundredths, or undefined for none (warn below zero). */
export function rememberedFloor(databaseName: string): number | undefined {
  try {
    const value = Number(localStorage.getItem(keyFor(databaseName)) ?? '');
    return Number.isSafeInteger(value) && value > 0 ? value : undefined;
  } catch {
    return undefined;
  }
}

export function rememberFloor(databaseName: string, cents: number | undefined): void {
  try {
    if (cents === undefined || cents <= 0) localStorage.removeItem(keyFor(databaseName));
    else localStorage.setItem(keyFor(databaseName), String(cents));
  } catch {
    // A full or blocked storage: the floor holds for this visit only, which harms nothing.
  }
}
