import Papa from 'papaparse';
import { UnreadableFile } from './importRows';

/** A CSV file as cells, each row with the line it starts on (a quoted field may span lines). */
export interface CsvTable {
  rows: string[][];
  lines: number[];
  delimiter: string;
}

/**
 * Reads CSV text with papaparse, which guesses the delimiter (`,` `;` tab `|`) and handles quoted
 * fields with delimiters, quotes and line breaks inside. Blank lines are skipped. Row by row (`step`),
 * to know the line each row starts on for the messages.
 */
export function readCsvTable(text: string): CsvTable {
  const source = text.replace(/^\ufeff/, '');
  const rows: string[][] = [];
  const lines: number[] = [];
  let line = 1;
  let position = 0;
  let delimiter = ',';
  let broken: string | undefined;
  Papa.parse<string[]>(source, {
    skipEmptyLines: 'greedy',
    step: (result) => {
      const end = result.meta.cursor;
      // The end of the previous row and any blank lines before this one.
      while (position < end && /[\r\n\t ]/.test(source[position] ?? '')) {
        if (source[position] === '\n') line += 1;
        position += 1;
      }
      const start = line;
      for (; position < end; position++) if (source.charCodeAt(position) === 10) line += 1;
      delimiter = result.meta.delimiter;
      if (!broken && result.errors.some((error) => error.type === 'Quotes')) {
        broken = `Line ${start}: a quoted field is not closed, so the rows after it cannot be told apart.`;
      }
      rows.push(result.data);
      lines.push(start);
    },
  });
  if (broken) throw new UnreadableFile(broken);
  if (rows.length === 0) throw new UnreadableFile('The file is empty: there is no row to import.');
  return { rows, lines, delimiter };
}
