/** A link safe to store and open: http or https only (a `javascript:` URL is a URL too). */
export function isWebLink(link: string): boolean {
  if (!URL.canParse(link)) return false;
  const { protocol } = new URL(link);
  return protocol === 'https:' || protocol === 'http:';
}
