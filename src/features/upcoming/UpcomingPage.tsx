import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { useToday } from '../../app/workspace/useToday';
import { PageHeader } from '../../ui/PageHeader';
import { LinkStateMessage } from '../../ui/LinkStateMessage';
import { ReadState } from '../../ui/ReadState';
import { TabList } from '../../ui/TabList';
import { ScheduledFormModal } from '../scheduled/ScheduledFormModal';
import { AgendaCalendar } from './AgendaCalendar';
import { AgendaList } from './AgendaList';
import { upcomingTexts } from './upcomingTexts';
import { useAgenda } from './useAgenda';
import { useOccurrenceActions } from './useOccurrenceActions';
import '../../ui/page-stack.css';
import './upcoming.css';

type View = 'list' | 'calendar';
const views: readonly View[] = ['list', 'calendar'];
const tabId = (view: View) => `upcoming-tab-${view}`;
const panelId = 'upcoming-panel';

/**
 * Issue 47, item 2: every scheduled occurrence of the next 60 days, as a list by date or as a month
 * calendar, read from this device's own data (so it works offline). Each still to come can be
 * entered now or skipped; its schedule edited for this and every later occurrence.
 */
export function UpcomingPage() {
  const today = useToday();
  const rows = useAgenda(today);
  const [view, setView] = useState<View>('list');
  const { notice, noticeRef, editing, closeEditor, handlers } = useOccurrenceActions(today);
  const manage = (
    <>
      <Link to="/forecast" className="button button--secondary">
        {upcomingTexts.forecast}
      </Link>
      <Link to="/show_scheduled_trans" className="button button--secondary">
        {upcomingTexts.manage}
      </Link>
    </>
  );

  const content = (
    <ReadState
      value={rows}
      loading={upcomingTexts.loading}
      failed={upcomingTexts.fetchFailed}
      empty={(shown) =>
        shown.length === 0 && (
          <LinkStateMessage
            kind="empty"
            hint={upcomingTexts.emptyHint}
            to="/show_scheduled_trans"
            linkText={upcomingTexts.emptyAction}
            emphasis="primary"
          >
            {upcomingTexts.empty}
          </LinkStateMessage>
        )
      }
    >
      {(shown) => (
        <>
          <TabList
            tabs={views}
            active={view}
            label={upcomingTexts.views}
            className="upcoming-views"
            text={(tab) => upcomingTexts[tab]}
            tabId={tabId}
            controls={(_, selected) => (selected ? panelId : undefined)}
            onChange={setView}
          />
          <div id={panelId} role="tabpanel" aria-labelledby={tabId(view)} className="upcoming-panel">
            {view === 'list' ? (
              <AgendaList rows={shown} today={today} {...handlers} />
            ) : (
              <AgendaCalendar rows={shown} today={today} {...handlers} />
            )}
          </div>
        </>
      )}
    </ReadState>
  );

  return (
    <div className="page-stack upcoming-page">
      <PageHeader title={upcomingTexts.title} subtitle={upcomingTexts.subtitle} actions={manage} />
      {notice && (
        <p
          ref={noticeRef}
          tabIndex={-1}
          role={notice.kind === 'error' ? 'alert' : 'status'}
          className={`upcoming-notice upcoming-notice--${notice.kind}`}
        >
          {notice.text}
        </p>
      )}
      {content}
      {editing && <ScheduledFormModal key={editing.id} item={editing} onClose={closeEditor} />}
    </div>
  );
}
