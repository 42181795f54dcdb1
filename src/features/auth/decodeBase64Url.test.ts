import { describe, expect, it } from 'vitest';
import { decodeBase64Url } from './decodeBase64Url';
import { itMapsEach } from '../../../tests/support/itMapsEach';

describe('decodeBase64Url', () => {
  itMapsEach('decodes %s', decodeBase64Url, [
    ['bmV3QGV4YW1wbGUuY29t', 'new@example.com'],
    // "é" and "ü" need two bytes; "~~~" encodes with '-' and '_' in base64url.
    ['am9zw6lAZXhhbXBsZS5jb20', 'josé@example.com'],
    ['fn5-', '~~~'],
    ['Pz8_', '???'],
    ['', ''],
  ]);

  it.each(['not base64!', 'a+b/', 'A', '_w'])('refuses %s', (encoded) => {
    expect(decodeBase64Url(encoded)).toBeUndefined();
  });
});
