import { useState, type ReactElement } from 'react';
import { Dropdown, type MenuProps } from 'antd';
import { useNavigate } from 'react-router';
import { isMultiCenter } from '@daycare/shared';
import { selectMyDaycares, selectTheme, selectUser, toggleTheme, useAppDispatch, useAppSelector } from '@daycare/store';
import { useChangeCenter } from './use-change-center';

type MenuItem = Required<MenuProps>['items'][number];

const DAYCARE_KEY = 'daycare:';

/**
 * The user menu of the admin header: Change Center (with more than one daycare), theme, Logout.
 * Its code downloads with the first click on the account button, so it opens at once.
 */
export default function UserMenu({ children }: { children: ReactElement }) {
  const [open, setOpen] = useState(true);
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const changeCenter = useChangeCenter();
  const user = useAppSelector(selectUser);
  const daycares = useAppSelector(selectMyDaycares);
  const dark = useAppSelector(selectTheme) === 'dark';
  const currentKey = `${DAYCARE_KEY}${user?.daycare?.id}`;

  const centres: MenuItem[] = isMultiCenter(daycares)
    ? [
        {
          type: 'group',
          label: 'Change Center',
          children: daycares.map((daycare) => ({ key: `${DAYCARE_KEY}${daycare.id}`, label: daycare.label })),
        },
        { type: 'divider' },
      ]
    : [];
  const items: MenuItem[] = [
    ...centres,
    { key: 'theme', label: dark ? 'Light theme' : 'Dark theme' },
    { key: 'logout', label: 'Logout' },
  ];

  const onClick: MenuProps['onClick'] = ({ key }) => {
    setOpen(false);
    if (key === 'theme') dispatch(toggleTheme());
    else if (key === 'logout') void navigate('/logout');
    else if (key.startsWith(DAYCARE_KEY) && key !== currentKey) void changeCenter(Number(key.slice(DAYCARE_KEY.length)));
  };

  return (
    <Dropdown open={open} onOpenChange={setOpen} trigger={['click']} placement="bottomRight" menu={{ items, onClick, selectable: true, selectedKeys: [currentKey] }}>
      {children}
    </Dropdown>
  );
}
