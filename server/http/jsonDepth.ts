/**
 * How deep a request's JSON may nest. The API's deepest body (a push: mutations, a mutation, its
 * args, a patch's fields, a field's change) nests six levels; parsing a body of nothing but
 * brackets took 461 ms of event loop per megabyte (issue 49, item 4).
 */
export const maxJsonDepth = 64;

export const tooDeepText = `The request body nests deeper than ${maxJsonDepth} levels.`;

const quote = 0x22;
const backslash = 0x5c;
const openers = new Set([0x5b, 0x7b]);
const closers = new Set([0x5d, 0x7d]);

/**
 * Whether `text` nests brackets deeper than `limit` outside strings: the cheap look before a parse,
 * one pass that jumps over each string with indexOf. Text that is not JSON is left for the parser
 * to refuse; it answers false where it cannot tell.
 */
export function nestsDeeperThan(text: string, limit: number): boolean {
  let depth = 0;
  for (let i = 0; i < text.length; i += 1) {
    const char = text.charCodeAt(i);
    if (char === quote) {
      // The closing quote: the next one not escaped by an odd run of backslashes.
      let end = text.indexOf('"', i + 1);
      while (end > 0 && isEscaped(text, end)) end = text.indexOf('"', end + 1);
      if (end < 0) return false;
      i = end;
    } else if (openers.has(char)) {
      depth += 1;
      if (depth > limit) return true;
    } else if (closers.has(char)) {
      depth -= 1;
    }
  }
  return false;
}

function isEscaped(text: string, quoteAt: number): boolean {
  let backslashes = 0;
  for (let i = quoteAt - 1; i >= 0 && text.charCodeAt(i) === backslash; i -= 1) backslashes += 1;
  return backslashes % 2 === 1;
}
