import { useState } from 'react';
import { Button, Empty, Flex, Popconfirm, Skeleton, Table, Tag, type TableColumnsType } from 'antd';
import { useTagsListQuery, useTagsRemoveMutation, type TagDto } from '@daycare/api-client';
import { THEME_COLORS } from '@daycare/shared';
import { handleErrorsInPage, showSnackbar, useAppDispatch } from '@daycare/store';
import { RoutePage } from '@daycare/shared-features';
import { useT } from '../../i18n';
import { FormError } from '../rooms/page-helpers';
import { TagDialog } from './tag-dialog';

handleErrorsInPage('tagsRemove');

/** The daycare's tags with their colours and how many children carry each: create, rename, recolour, delete (/admin/tags). */
export default function TagsPage() {
  const t = useT();
  const tags = useTagsListQuery();
  const [remove, removing] = useTagsRemoveMutation();
  const dispatch = useAppDispatch();
  const [editing, setEditing] = useState<TagDto | null | undefined>(undefined);
  const [failure, setFailure] = useState<unknown>();
  const removeTag = async (tag: TagDto) => {
    setFailure(undefined);
    const result = await remove({ id: tag.id });
    if (result.error) setFailure(result.error);
    else dispatch(showSnackbar({ text: t('common.deleted', { name: tag.label }), color: THEME_COLORS.light.success }));
  };
  const columns: TableColumnsType<TagDto> = [
    { title: t('tags.tag'), key: 'label', render: (_, tag) => <Tag variant="solid" color={tag.color ?? undefined}>{tag.label}</Tag> },
    { title: t('tags.children'), key: 'children', render: (_, tag) => t('common.children', { count: tag.childCount }) },
    {
      title: '',
      key: 'actions',
      align: 'right',
      render: (_, tag) => (
        <Flex gap={4} justify="end">
          <Button size="small" aria-label={t('common.editNamed', { name: tag.label })} onClick={() => setEditing(tag)}>{t('common.edit')}</Button>
          <Popconfirm
            title={t('common.deleteQuestion', { name: tag.label })}
            description={tag.childCount ? t('tags.comesOff', { count: tag.childCount }) : t('tags.noChildCarriesIt')}
            okText={t('common.yesDelete')}
            okButtonProps={{ danger: true }}
            cancelText={t('common.keepIt')}
            onConfirm={() => removeTag(tag)}
          >
            <Button size="small" danger aria-label={t('common.deleteNamed', { name: tag.label })} loading={removing.isLoading && removing.originalArgs?.id === tag.id}>{t('common.delete')}</Button>
          </Popconfirm>
        </Flex>
      ),
    },
  ];
  return (
    <RoutePage path="/admin/tags">
      <Flex justify="end" style={{ marginBottom: 12 }}>
        <Button type="primary" onClick={() => setEditing(null)}>{t('tags.new')}</Button>
      </Flex>
      <FormError error={failure} />
      {tags.isLoading ? (
        <Skeleton active paragraph={{ rows: 5 }} />
      ) : (
        <Table
          rowKey="id"
          size="small"
          dataSource={tags.data ?? []}
          columns={columns}
          pagination={false}
          scroll={{ x: 'max-content' }}
          locale={{ emptyText: <Empty description={t('tags.empty')} /> }}
        />
      )}
      {editing !== undefined && <TagDialog tag={editing} onClose={() => setEditing(undefined)} />}
    </RoutePage>
  );
}
