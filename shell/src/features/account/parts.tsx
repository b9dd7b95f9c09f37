import type { ReactNode } from 'react';
import { Alert, Flex, Grid, Typography, theme, type FormRule } from 'antd';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, PASSWORD_PROBLEMS, passwordProblems } from '@daycare/shared';
import { Panel, useDocumentTitle } from '@daycare/ui';
import { t } from '../../i18n';

export { FormError } from '@daycare/shared-features';

/** An account page: one card at reading width, centred, with room around it on a desktop. */
export function AccountCard({ title, intro, children }: { title: string; intro?: ReactNode; children: ReactNode }) {
  const { token } = theme.useToken();
  const screens = Grid.useBreakpoint();
  useDocumentTitle(title);
  return (
    <div style={{ maxWidth: 480, margin: '0 auto', padding: screens.md ? `${token.paddingXL}px 0` : token.padding }}>
      <Panel>
        <Typography.Title level={1} style={{ marginTop: 0, fontSize: token.fontSizeHeading3 }}>{title}</Typography.Title>
        {intro && <Typography.Paragraph type="secondary">{intro}</Typography.Paragraph>}
        {children}
      </Panel>
    </div>
  );
}

/** A note that something went through, e.g. "Your password has been changed". */
export function Notice({ text }: { text?: string }) {
  if (!text) return null;
  return <Alert type="success" showIcon title={text} style={{ marginBottom: 16 }} />;
}

/** Links under a form, spread over the width. */
export function FormLinks({ children }: { children: ReactNode }) {
  return <Flex justify="space-between" align="center" wrap gap={8} style={{ marginTop: 8 }}>{children}</Flex>;
}

/** The email field's rules, in the reader's language (read when the form draws). */
export function emailRules(): FormRule[] {
  return [
    { required: true, message: t('account.emailRequired') },
    { type: 'email', message: t('account.emailInvalid') },
  ];
}

const PASSWORD_PROBLEM_KEYS = new Map(
  (Object.entries(PASSWORD_PROBLEMS) as [keyof typeof PASSWORD_PROBLEMS, string][]).map(([key, text]) => [text, key]),
);

/** One of the password policy's sentences (English, shared with the gateway) in the reader's language. */
function passwordProblemText(problem: string): string {
  const key = PASSWORD_PROBLEM_KEYS.get(problem);
  return key ? t(`password.problems.${key}`, { min: PASSWORD_MIN_LENGTH, max: PASSWORD_MAX_LENGTH }) : problem;
}

/** The server's password policy, checked as the person types; `email` gives the address the password must not contain. */
export function passwordRules(email: () => string | undefined): FormRule[] {
  return [
    { required: true, message: t('account.passwordRequired') },
    {
      validator: (_rule, value: string | undefined) => {
        const problems = value ? passwordProblems(value, email()) : [];
        return problems.length ? Promise.reject(new Error(passwordProblemText(problems[0]))) : Promise.resolve();
      },
    },
  ];
}

/** A page path with the email address as its next parameter, when there is one. */
export function withEmail(path: string, email: string | undefined): string {
  return email ? `${path}/${encodeURIComponent(email)}` : path;
}

/** The emailed code's rules, in the reader's language. */
export function codeRules(): FormRule[] {
  return [
    { required: true, message: t('account.codeRequired') },
    { pattern: /^\s*\d{6}\s*$/, message: t('account.codeDigits') },
  ];
}

/** A centre's id from a route parameter, when it is one. */
export function centreId(param: string | undefined): number | undefined {
  const id = Number(param);
  return Number.isInteger(id) && id > 0 ? id : undefined;
}

/** A button that reads as the links beside it. */
export const LINK_BUTTON = { padding: 0, height: 'auto', border: 0 } as const;
