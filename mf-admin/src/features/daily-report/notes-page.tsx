import { KindPage } from './kind-page';

/** The notes of a child's day, written and corrected (/daily-report/notes/:childId?/:noteId?). */
export default function NotesPage() {
  return <KindPage kind="note" />;
}
