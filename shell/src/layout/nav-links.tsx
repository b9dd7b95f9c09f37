import type { MouseEvent, ReactNode } from 'react';
import { Button, theme, type ButtonProps } from 'antd';
import { NavLink, useNavigate } from 'react-router';
import { mdiAccountPlus, mdiLogin } from '@mdi/js';
import { Mdi } from '@daycare/ui';
import { useT, type ShellKey } from '../i18n';

/** The header's pages for visitors, each label a key translated where the header draws it. */
export const AUDIENCE_LINKS: { label: ShellKey; to: string }[] = [
  { label: 'header.parents', to: '/welcome/parents' },
  { label: 'header.directors', to: '/welcome/directors' },
  { label: 'header.contact', to: '/contact' },
];

/** A plain text link of the header; the current page's link is in the link colour (the brand blue reads at under 4.5:1 on the header). */
export function HeaderLink({ to, children, onNavigate }: { to: string; children: ReactNode; onNavigate?: () => void }) {
  const { token } = theme.useToken();
  return (
    <NavLink
      to={to}
      onClick={onNavigate}
      style={({ isActive }) => ({
        color: isActive ? token.colorLink : token.colorText,
        fontWeight: 500,
        padding: `${token.paddingXS}px ${token.paddingSM}px`,
        borderRadius: token.borderRadius,
      })}
    >
      {children}
    </NavLink>
  );
}

function isPlainClick(event: MouseEvent): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

/** An antd button that is a link: opens in a new tab like any link, navigates in the app on a plain click. */
export function ButtonLink({ to, onNavigate, ...props }: Omit<ButtonProps, 'href' | 'onClick'> & { to: string; onNavigate?: () => void }) {
  const navigate = useNavigate();
  return (
    <Button
      {...props}
      href={to}
      onClick={(event) => {
        if (!isPlainClick(event)) return;
        event.preventDefault();
        onNavigate?.();
        void navigate(to);
      }}
    />
  );
}

/** Login, and Register Now as the primary action. */
export function AccountButtons({ onNavigate, block }: { onNavigate?: () => void; block?: boolean }) {
  const t = useT();
  return (
    <>
      <ButtonLink to="/login" block={block} icon={<Mdi path={mdiLogin} size={0.8} />} onNavigate={onNavigate}>{t('header.login')}</ButtonLink>
      <ButtonLink to="/register" block={block} type="primary" icon={<Mdi path={mdiAccountPlus} size={0.8} />} onNavigate={onNavigate}>
        {t('header.registerNow')}
      </ButtonLink>
    </>
  );
}
