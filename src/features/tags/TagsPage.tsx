import { mergeTag, renameTag } from '../../db/commands/tags';
import type { TagSummary } from '../../db/queries/tags';
import { maxTagLength } from '../../domain/tags';
import { NameMovePage } from '../categories/NameMovePage';
import { TagReport } from './TagReport';
import { tagsTexts as texts } from './tagsTexts';
import { useTagSummaries } from './useTagSummaries';

const tagEntry = ({ tag, count }: TagSummary) => ({ name: tag, figures: texts.transactions(count), total: count });

/** Issue 45 item 3: the tag report of a period, then every tag in use with its count, renamed or merged as the payees are. */
export function TagsPage() {
  const tags = useTagSummaries();
  return (
    <NameMovePage
      texts={texts}
      entries={tags && tags.map(tagEntry)}
      maxLength={maxTagLength}
      moves={{ rename: renameTag, merge: mergeTag }}
      above={<TagReport />}
    />
  );
}
