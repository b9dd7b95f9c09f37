import { useRef, useState, type ReactElement } from 'react';
import { Dropdown, type MenuProps } from 'antd';
import { useNavigate } from 'react-router';
import { UserType, isMultiCenter } from '@daycare/shared';
import {
  selectMutedNotificationTypes, selectMyDaycares, selectTheme, selectUser, setNotificationSoundMuted, toggleTheme, useAppDispatch, useAppSelector,
} from '@daycare/store';
import PinDialog from '../../features/account/pin-dialog';
import { useT } from '../../i18n';
import { LANGUAGE_KEY, languageOfKey, languageSubmenu, useLanguageChoice } from '../language-choice';
import { SOUNDED_NOTICES } from '../../live/notification-sounds';
import { useChangeCenter } from './use-change-center';

type MenuItem = Required<MenuProps>['items'][number];

const DAYCARE_KEY = 'daycare:';
const SOUND_KEY = 'sound:';

/**
 * The user menu of the admin header: Change Center (with more than one daycare), the sounds of
 * live notices, the tablet PIN of staff and directors, theme, language, Logout.
 * Its code downloads with the first click on the account button, so it opens at once.
 */
export default function UserMenu({ children }: { children: ReactElement }) {
  const t = useT();
  const [open, setOpen] = useState(true);
  const [pinOpen, setPinOpen] = useState(false);
  // A sound switched on or off keeps the menu open, to switch another.
  const keepOpen = useRef(false);
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const changeCenter = useChangeCenter();
  const user = useAppSelector(selectUser);
  const daycares = useAppSelector(selectMyDaycares);
  const dark = useAppSelector(selectTheme) === 'dark';
  const muted = useAppSelector(selectMutedNotificationTypes);
  const { language, choose: chooseLanguage } = useLanguageChoice();
  const currentKey = `${DAYCARE_KEY}${user?.daycare?.id}`;

  const centres: MenuItem[] = isMultiCenter(daycares)
    ? [
        {
          type: 'group',
          label: t('userMenu.changeCenter'),
          children: daycares.map((daycare) => ({ key: `${DAYCARE_KEY}${daycare.id}`, label: daycare.label })),
        },
        { type: 'divider' },
      ]
    : [];
  // The header shows only the centre name's first characters: the menu gives it whole.
  const currentCentre: MenuItem[] = user?.daycare
    ? [{ type: 'group', label: t('userMenu.yourCentre'), children: [{ key: 'current-centre', label: user.daycare.label, disabled: true }] }, { type: 'divider' }]
    : [];
  const items: MenuItem[] = [
    ...currentCentre,
    ...centres,
    {
      type: 'group',
      label: t('userMenu.sounds'),
      children: SOUNDED_NOTICES.map(({ type, label }) => ({
        key: `${SOUND_KEY}${type}`,
        label: t(label),
        extra: muted.includes(type) ? t('userMenu.muted') : t('userMenu.on'),
      })),
    },
    { type: 'divider' },
    ...(user?.type === UserType.Staff || user?.type === UserType.Admin ? [{ key: 'pin', label: t('userMenu.tabletPin') }] : []),
    { key: 'theme', label: dark ? t('header.lightTheme') : t('header.darkTheme') },
    languageSubmenu(),
    { key: 'logout', label: t('userMenu.logout') },
  ];

  const onClick: MenuProps['onClick'] = ({ key }) => {
    if (key.startsWith(SOUND_KEY)) {
      const type = Number(key.slice(SOUND_KEY.length));
      dispatch(setNotificationSoundMuted({ type, muted: !muted.includes(type) }));
      keepOpen.current = true;
      return;
    }
    setOpen(false);
    const chosenLanguage = languageOfKey(key);
    if (chosenLanguage) chooseLanguage(chosenLanguage);
    else if (key === 'pin') setPinOpen(true);
    else if (key === 'theme') dispatch(toggleTheme());
    else if (key === 'logout') void navigate('/logout');
    else if (key.startsWith(DAYCARE_KEY) && key !== currentKey) void changeCenter(Number(key.slice(DAYCARE_KEY.length)));
  };

  const onOpenChange = (next: boolean, { source }: { source: 'trigger' | 'menu' }) => {
    if (!next && source === 'menu' && keepOpen.current) keepOpen.current = false;
    else setOpen(next);
  };

  return (
    <>
      <Dropdown
        open={open}
        onOpenChange={onOpenChange}
        trigger={['click']}
        placement="bottomRight"
        menu={{
          items,
          onClick,
          selectable: true,
          selectedKeys: [currentKey, `${LANGUAGE_KEY}${language}`],
          // The languages open with a click or a tap too: a phone has no hover.
          triggerSubMenuAction: 'click',
        }}
      >
        {children}
      </Dropdown>
      <PinDialog open={pinOpen} onClose={() => setPinOpen(false)} />
    </>
  );
}
