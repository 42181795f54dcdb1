import { isWebLink } from './webLink';
import { itMapsEach } from '../../tests/support/itMapsEach';

itMapsEach('%j is a web link: %s', isWebLink, [
  ['https://shop.example.org/mixer', true],
  ['http://localhost:8080/x', true],
  ['javascript:alert(1)', false],
  ['data:text/html,hi', false],
  ['ftp://files.example.org', false],
  ['not a link', false],
  ['', false],
]);
