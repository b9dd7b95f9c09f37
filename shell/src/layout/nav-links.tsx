import type { MouseEvent, ReactNode } from 'react';
import { Button, theme, type ButtonProps } from 'antd';
import { NavLink, useNavigate } from 'react-router';
import { mdiAccountPlus, mdiLogin } from '@mdi/js';
import { Mdi } from '@daycare/ui';

export const AUDIENCE_LINKS = [
  { label: 'Parents', to: '/welcome/parents' },
  { label: 'Directors', to: '/welcome/directors' },
  { label: 'Contact', to: '/contact' },
];

/** A plain text link of the header; the current page's link is in the primary colour. */
export function HeaderLink({ to, children, onNavigate }: { to: string; children: ReactNode; onNavigate?: () => void }) {
  const { token } = theme.useToken();
  return (
    <NavLink
      to={to}
      onClick={onNavigate}
      style={({ isActive }) => ({
        color: isActive ? token.colorPrimary : token.colorText,
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
  return (
    <>
      <ButtonLink to="/login" block={block} icon={<Mdi path={mdiLogin} size={0.8} />} onNavigate={onNavigate}>Login</ButtonLink>
      <ButtonLink to="/register" block={block} type="primary" icon={<Mdi path={mdiAccountPlus} size={0.8} />} onNavigate={onNavigate}>
        Register Now
      </ButtonLink>
    </>
  );
}
