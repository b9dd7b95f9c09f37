import { Component, useCallback, useEffect, useState, type ReactNode } from 'react';
import { Button, Result, Skeleton } from 'antd';
import { localMessage } from '@daycare/i18n';
import type { RemoteName } from '@daycare/routes';
import { MESSAGES, isServerFailure, type ErrorLike } from '@daycare/shared';
import { useT } from '../i18n';
import { loadRemoteApp, type LoadedRemote } from './remotes';

type RemoteState = { status: 'loading' } | { status: 'ready'; remote: LoadedRemote } | { status: 'failed'; hint: string };

function useRemote(name: RemoteName): { state: RemoteState; retry: () => void } {
  const [state, setState] = useState<RemoteState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let current = true;
    loadRemoteApp(name, { retry: attempt > 0 }).then(
      (remote) => current && setState({ status: 'ready', remote }),
      (error: unknown) => {
        console.error(error);
        if (current) setState({ status: 'failed', hint: loadFailureHint(error) });
      },
    );
    return () => {
      current = false;
    };
  }, [name, attempt]);
  const retry = useCallback(() => {
    setState({ status: 'loading' });
    setAttempt((value) => value + 1);
  }, []);
  return { state, retry };
}

/**
 * What went wrong in words (the product's fixed message, shown in the reader's language): no answer
 * at all is the connection's doing; an answer with an error is the server's.
 */
function loadFailureHint(error: unknown): string {
  return isServerFailure(error as ErrorLike) ? MESSAGES.serverFailure : MESSAGES.networkFailure;
}

/** `hint` is what went wrong while loading; without it, the page failed while drawing. */
function LoadFailed({ retry, hint }: { retry: () => void; hint?: string }) {
  const t = useT();
  return (
    <Result
      status="warning"
      title={t('remotePage.loadFailed')}
      subTitle={hint ? localMessage(hint) : t('remotePage.drawFailed')}
      extra={<Button type="primary" onClick={retry}>{t('remotePage.tryAgain')}</Button>}
    />
  );
}

/** Keeps a page that fails while drawing from taking the header and menus down with it. */
class PageBoundary extends Component<{ retry: () => void; children: ReactNode }, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  componentDidCatch(error: unknown) {
    console.error(error);
  }

  render() {
    const retry = () => {
      this.setState({ failed: false });
      this.props.retry();
    };
    return this.state.failed ? <LoadFailed retry={retry} /> : this.props.children;
  }
}

/** A manifest route drawn by a remote: loads the remote at run time, then renders its page for `path`. */
export function RemotePage({ remote, path }: { remote: RemoteName; path: string }) {
  const t = useT();
  const { state, retry } = useRemote(remote);
  const Page = state.status === 'ready' ? state.remote.routes[path] : undefined;
  return (
    <div data-testid="remote-page" data-remote={remote} data-build={state.status === 'ready' ? state.remote.buildId : undefined}>
      {state.status === 'loading' && <Skeleton active paragraph={{ rows: 6 }} style={{ padding: 24 }} />}
      {state.status === 'failed' && <LoadFailed retry={retry} hint={state.hint} />}
      {state.status === 'ready' && !Page && <Result status="404" title={t('remotePage.notAvailable')} subTitle={t('remotePage.noSuchPage', { remote, path })} />}
      {Page && (
        <PageBoundary retry={retry}>
          <Page />
        </PageBoundary>
      )}
    </div>
  );
}
