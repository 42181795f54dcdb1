import * as v from 'valibot';
import { recordSchemas } from '../../domain/records';

// The server's own rule for a link, so a wish saved here is never refused there.
const linkSchema = recordSchemas.wish.entries.link;

/**
 * A link that is safe to open: the server's rule accepts any URL, `javascript:` included, so only
 * http and https are made clickable or accepted by the form.
 */
export function isWebLink(link: string): boolean {
  if (!link || !v.is(linkSchema, link)) return false;
  const { protocol } = new URL(link);
  return protocol === 'https:' || protocol === 'http:';
}
