import type { ReactNode } from 'react';
import { Card, Flex, Result, Skeleton, Typography } from 'antd';
import { Link } from 'react-router';
import { useNotesByIdQuery, type NoteDto } from '@daycare/api-client';
import { formatDateTime } from '@daycare/i18n';
import { RoutePage, positiveInteger, useRouteParams } from '@daycare/shared-features';
import { handleErrorsInPage } from '@daycare/store';
import { useT } from '../../i18n';

const ROUTE = '/notes/:noteId';
/** A link standing on its own: at least 24px tall, so it is easy to tap. */
const TAP_LINK = { display: 'inline-block', minHeight: 24, lineHeight: '24px' } as const;

handleErrorsInPage('notesById');

function NoteNotFound() {
  const t = useT();
  return <Result status="404" title={t('notes.notFound')} subTitle={t('notes.notFoundHelp')} extra={<Link to="/home" style={TAP_LINK}>{t('notes.toHome')}</Link>} />;
}

function NoteCard({ note }: { note: NoteDto }) {
  const t = useT();
  const title = t('notes.about', { name: note.child.label });
  return (
    <Card title={<Typography.Title level={2} style={{ margin: 0, fontSize: 18, whiteSpace: 'normal' }}>{title}</Typography.Title>} style={{ maxWidth: 640 }}>
      <Flex vertical gap={12}>
        <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', margin: 0, fontSize: 16 }}>{note.body}</Typography.Paragraph>
        <Typography.Text type="secondary">{t('notes.byline', { author: note.author.label, time: formatDateTime(note.createdAt) })}</Typography.Text>
        {note.updatedAt && <Typography.Text type="secondary">{t('notes.edited', { time: formatDateTime(note.updatedAt) })}</Typography.Text>}
      </Flex>
    </Card>
  );
}

/** A note the centre shared with the family about one of their children, to read (/notes/:noteId). */
export default function NotePage() {
  const noteId = positiveInteger(useRouteParams(ROUTE).noteId);
  const note = useNotesByIdQuery({ noteId: noteId ?? 0 }, { skip: !noteId });
  let content: ReactNode;
  if (!noteId || note.isError) content = <NoteNotFound />;
  else if (!note.data) content = <Skeleton active paragraph={{ rows: 4 }} />;
  else content = <NoteCard note={note.data} />;
  return <RoutePage path={ROUTE}>{content}</RoutePage>;
}
