import { Button } from 'antd';
import { Component, type ReactNode } from 'react';
import { i18n } from '../i18n';
import { useAppStore } from '../stores/app';
import { Failure } from './Loading';

/** Keeps one broken screen (or a chunk that failed to load after a deployment) from blanking the
 * whole console; the error goes to the error log. */
export class ErrorBoundary extends Component<{ children: ReactNode }, { error: Error | null }> {
  state = { error: null as Error | null };
  static getDerivedStateFromError(error: Error) {
    return { error };
  }
  componentDidCatch(error: Error) {
    useAppStore.getState().addError({ time: Date.now(), message: error.message, source: location.pathname });
  }
  render() {
    if (!this.state.error) return this.props.children;
    return (
      <Failure
        title={i18n.t('common:operationFailed')}
        detail={this.state.error.message}
        action={
          <Button type="primary" onClick={() => location.reload()}>
            {i18n.t('common:retry')}
          </Button>
        }
      />
    );
  }
}
