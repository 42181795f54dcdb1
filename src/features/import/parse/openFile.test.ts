import { describe, expect, it } from 'vitest';
import german from '../../../../tests/fixtures/import/bank-de-semicolon.csv?raw';
import exported from '../../../../tests/fixtures/import/app-export.csv?raw';
import sgml from '../../../../tests/fixtures/import/statement-sgml.ofx?raw';
import qif from '../../../../tests/fixtures/import/account.qif?raw';
import { decodeFileBytes, openFile } from './openFile';

const bytes = (text: string) => new TextEncoder().encode(text);

describe('openFile', () => {
  it('tells the formats apart by content, whatever the file is called', async () => {
    expect(await openFile(bytes(sgml), 'download.txt', 'EUR')).toMatchObject({
      kind: 'parsed',
      parsed: { format: 'ofx' },
    });
    expect(await openFile(bytes(qif), 'export', 'EUR')).toMatchObject({ kind: 'parsed', parsed: { format: 'qif' } });
    expect(await openFile(bytes(exported), 'mine.csv', 'EUR')).toMatchObject({
      kind: 'parsed',
      parsed: { format: 'app-csv' },
    });
    expect(await openFile(bytes(german), 'umsatz.csv', 'EUR')).toMatchObject({
      kind: 'csv',
      mapping: { decimal: ',' },
    });
  });

  it('names a batch by the bytes: the same file the same, one changed byte another', async () => {
    const first = await openFile(bytes(german), 'a.csv', 'EUR');
    const again = await openFile(bytes(german), 'renamed.csv', 'USD');
    const changed = await openFile(bytes(german.replace('-45,67', '-45,68')), 'a.csv', 'EUR');
    expect(first.batch).toMatch(/^[0-9a-f]{24}$/);
    expect(again.batch).toBe(first.batch);
    expect(changed.batch).not.toBe(first.batch);
  });

  it('refuses an empty file and a binary one', async () => {
    await expect(openFile(new Uint8Array(), 'empty.csv', 'EUR')).rejects.toThrow('The file is empty');
    await expect(openFile(new Uint8Array([80, 75, 3, 4, 0, 0, 1]), 'statement.csv', 'EUR')).rejects.toThrow(
      'This is not a text file',
    );
  });

  it('reads Windows-1252 when the bytes are not UTF-8', () => {
    expect(decodeFileBytes(new Uint8Array([0x43, 0x61, 0x66, 0xe9]))).toBe('Café');
    expect(decodeFileBytes(bytes('Café'))).toBe('Café');
  });
});
