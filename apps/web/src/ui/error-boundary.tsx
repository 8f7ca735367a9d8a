import { Component, type ErrorInfo, type ReactNode } from 'react';
import { SomethingWentWrong } from './something-went-wrong.tsx';

type Props = { children: ReactNode; fallback?: ReactNode };
type State = { hasError: boolean };

/** Catches render failures outside the router's own error screens and shows "Something Went Wrong". */
export class ErrorBoundary extends Component<Props, State> {
  override state: State = { hasError: false };

  static getDerivedStateFromError(): State {
    return { hasError: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error('Render failure', error, info.componentStack);
  }

  override render() {
    if (this.state.hasError) return this.props.fallback ?? <SomethingWentWrong />;
    return this.props.children;
  }
}
