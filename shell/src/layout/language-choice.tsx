import { Dropdown, Flex, Select, Typography, type MenuProps } from 'antd';
import { mdiTranslate } from '@mdi/js';
import { commonText } from '@daycare/i18n';
import { LANGUAGES, LANGUAGE_NAMES, isLanguage, type Language } from '@daycare/shared';
import { chooseLanguage, selectLanguage, useAppDispatch, useAppSelector } from '@daycare/store';
import { Mdi } from '@daycare/ui';
import { HeaderButton } from './header-button';

type MenuItem = Required<MenuProps>['items'][number];

/** The prefix of a language's key in a menu (`language:pt-BR`), apart from the menu's other entries. */
export const LANGUAGE_KEY = 'language:';

/** The language the product speaks now, and the way to choose another (saved here, and to a signed-in user's profile). */
export function useLanguageChoice(): { language: Language; choose: (language: Language) => void } {
  const dispatch = useAppDispatch();
  const language = useAppSelector(selectLanguage);
  return { language, choose: (next) => dispatch(chooseLanguage(next)) };
}

/** A language named in itself, marked as that language so a screen reader pronounces it right. */
function LanguageName({ language }: { language: Language }) {
  return <span lang={language}>{LANGUAGE_NAMES[language]}</span>;
}

/** The languages as menu entries, keyed `language:<code>`. */
export function languageItems(): MenuItem[] {
  return LANGUAGES.map((language) => ({ key: `${LANGUAGE_KEY}${language}`, label: <LanguageName language={language} /> }));
}

/** The language a menu entry's key names, if it is one. */
export function languageOfKey(key: string): Language | undefined {
  const language = key.startsWith(LANGUAGE_KEY) ? key.slice(LANGUAGE_KEY.length) : undefined;
  return isLanguage(language) ? language : undefined;
}

/** The Language entry of a menu: a submenu of the languages, opened by a click or a tap as well as by hovering. */
export function languageSubmenu(): MenuItem {
  return {
    key: 'language',
    label: commonText.t('language.label'),
    icon: <Mdi path={mdiTranslate} size={0.8} />,
    children: languageItems(),
  };
}

/** The visitors' header: a round Language button whose menu lists each language in itself. */
export function LanguageMenuButton() {
  const t = commonText.useT();
  const { language, choose } = useLanguageChoice();
  const onClick: MenuProps['onClick'] = ({ key }) => {
    const chosen = languageOfKey(key);
    if (chosen) choose(chosen);
  };
  return (
    <Dropdown
      trigger={['click']}
      placement="bottomRight"
      menu={{ items: languageItems(), onClick, selectable: true, selectedKeys: [`${LANGUAGE_KEY}${language}`] }}
    >
      <HeaderButton label={t('language.label')} icon={mdiTranslate} aria-haspopup="menu" />
    </Dropdown>
  );
}

/** A labelled select of the languages, for a side menu. */
export function LanguageSelect() {
  const t = commonText.useT();
  const { language, choose } = useLanguageChoice();
  const label = t('language.label');
  return (
    <Flex align="center" justify="space-between" gap={8}>
      <Typography.Text aria-hidden>{label}</Typography.Text>
      <Select<Language>
        aria-label={label}
        value={language}
        onChange={choose}
        options={LANGUAGES.map((code) => ({ value: code, label: LANGUAGE_NAMES[code] }))}
        optionRender={(option) => <LanguageName language={option.value as Language} />}
        labelRender={(option) => (isLanguage(option.value) ? <LanguageName language={option.value} /> : option.label)}
        style={{ flex: 1, maxWidth: 200 }}
      />
    </Flex>
  );
}
