import * as v from 'valibot';

/**
 * /rules?from=<transaction id>: "Make a rule from this" (issue 48, item 1) opens the rule form filled
 * from that transaction. An unusable value is dropped rather than failing the page.
 */
export const rulesSearchSchema = v.object({
  from: v.fallback(v.optional(v.pipe(v.string(), v.minLength(1), v.maxLength(100))), undefined),
});
