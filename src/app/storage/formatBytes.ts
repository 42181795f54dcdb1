const units = [
  { unit: 'gigabyte', size: 1e9 },
  { unit: 'megabyte', size: 1e6 },
  { unit: 'kilobyte', size: 1e3 },
] as const;

/** A size as people read it, in the decimal units browsers use for quotas: "12.4 MB", "980 kB". */
export function formatBytes(bytes: number, locale?: string): string {
  const { unit, size } = units.find((candidate) => bytes >= candidate.size) ?? { unit: 'byte', size: 1 };
  // "980 byte" reads wrongly: the byte unit is spelled out ("980 bytes"), the larger ones abbreviated.
  const unitDisplay = unit === 'byte' ? 'long' : 'short';
  return new Intl.NumberFormat(locale, { style: 'unit', unit, unitDisplay, maximumFractionDigits: 1 }).format(
    bytes / size,
  );
}
