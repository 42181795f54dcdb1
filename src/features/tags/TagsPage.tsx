import { useState } from 'react';
import { useDatabase } from '../../app/workspace/WorkspaceContext';
import { mergeTag, renameTag } from '../../db/commands/tags';
import { maxTagLength } from '../../domain/tags';
import { Banner } from '../../ui/Banner';
import { PageHeader } from '../../ui/PageHeader';
import { LoadedContent } from '../../ui/LoadedContent';
import { NameMoveList } from '../categories/NameMoveList';
import { TagReport } from './TagReport';
import { tagsTexts as texts } from './tagsTexts';
import { useTagSummaries } from './useTagSummaries';
import '../../ui/page-stack.css';
import '../categories/categories.css';

/**
 * Issue 45 item 3: the tag report of a period, then every tag in use with its count, renamed or
 * merged as the payees are; offline like the rest.
 */
export function TagsPage() {
  const db = useDatabase();
  const tags = useTagSummaries();
  const [notice, setNotice] = useState<string | null>(null);

  return (
    <div className="page-stack categories-page">
      <PageHeader title={texts.title} subtitle={texts.subtitle} />
      {notice && <Banner variant="success">{notice}</Banner>}
      <LoadedContent data={tags} isEmpty={(list) => list.length === 0} texts={texts}>
        {(tags) => (
          <>
            <TagReport />
            <NameMoveList
              entries={tags.map((summary) => ({
                name: summary.tag,
                figures: texts.transactions(summary.count),
                total: summary.count,
              }))}
              texts={texts}
              maxLength={maxTagLength}
              move={(mode, from, to) => (mode === 'rename' ? renameTag(db, from, to) : mergeTag(db, from, to))}
              onStart={() => setNotice(null)}
              onDone={setNotice}
            />
          </>
        )}
      </LoadedContent>
    </div>
  );
}
