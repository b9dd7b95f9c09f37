// The photos of a daily report entry: thumbnails that open the larger photo; whoever may correct the entry adds and removes them.
import { Button, Flex, Popconfirm, Upload } from 'antd';
import { type DailyEntryDto, useDailyReportsPhotoMutation, useDailyReportsRemovePhotoMutation } from '@daycare/api-client';
import { THEME_COLORS } from '@daycare/shared';
import { showSnackbar, useAppDispatch } from '@daycare/store';
import { FormError } from '../form-error';
import { useT } from './i18n';

const THUMBNAIL = 72;
/** The gateway keeps six photos per entry. */
const MAX_PHOTOS = 6;

function RemovePhoto({ entry, fileId, number }: { entry: DailyEntryDto; fileId: number; number: number }) {
  const t = useT();
  const dispatch = useAppDispatch();
  const [remove, removing] = useDailyReportsRemovePhotoMutation();
  const confirm = async () => {
    const result = await remove({ entryId: entry.id, fileId });
    if (!result.error) dispatch(showSnackbar({ text: t('photos.removed'), color: THEME_COLORS.light.success }));
  };
  return (
    <Popconfirm title={t('photos.removeQuestion')} okText={t('photos.remove')} cancelText={t('photos.keep')} onConfirm={() => void confirm()}>
      <Button size="small" type="link" loading={removing.isLoading} aria-label={t('photos.removeNumber', { number })}>{t('photos.remove')}</Button>
    </Popconfirm>
  );
}

function AddPhoto({ entry }: { entry: DailyEntryDto }) {
  const t = useT();
  const dispatch = useAppDispatch();
  const [upload, uploading] = useDailyReportsPhotoMutation();
  const add = async (file: File) => {
    const result = await upload({ entryPhotoUploadDto: { entryId: entry.id, file } });
    if (!result.error) dispatch(showSnackbar({ text: t('photos.added'), color: THEME_COLORS.light.success }));
  };
  return (
    <Flex vertical gap={4}>
      <Upload accept="image/*" showUploadList={false} beforeUpload={(file) => (void add(file), false)}>
        <Button loading={uploading.isLoading}>{t('photos.add')}</Button>
      </Upload>
      <FormError error={uploading.error} />
    </Flex>
  );
}

/** The entry's photos; `editable` adds the buttons to add (up to six) and remove them. */
export function EntryPhotos({ entry, editable = false }: { entry: DailyEntryDto; editable?: boolean }) {
  const t = useT();
  if (!entry.photos.length && !editable) return null;
  return (
    <Flex gap={8} wrap align="end">
      {entry.photos.map((photo, index) => (
        <Flex key={photo.fileId} vertical align="center">
          <a href={photo.photoUrl} target="_blank" rel="noreferrer">
            <img src={photo.thumbnailUrl} width={THUMBNAIL} height={THUMBNAIL} alt={t('photos.number', { number: index + 1 })} style={{ borderRadius: 8, objectFit: 'cover', display: 'block' }} />
          </a>
          {editable && <RemovePhoto entry={entry} fileId={photo.fileId} number={index + 1} />}
        </Flex>
      ))}
      {editable && entry.photos.length < MAX_PHOTOS && <AddPhoto entry={entry} />}
    </Flex>
  );
}
