import { describe } from 'vitest';
import { truncateDigits } from './truncateDigits';
import { itMapsEach } from '../../../tests/support/itMapsEach';

describe('truncateDigits', () => {
  itMapsEach('%s -> %s', truncateDigits, [
    ['0.00', undefined],
    ['1234.56', undefined],
    ['-1234.56', undefined],
    ['12345.67', '12345.6...'],
    ['123456.78', '123456...'],
    ['1234567.89', '123456...'],
    ['-98765432.10', '-987654...'],
  ]);
});
