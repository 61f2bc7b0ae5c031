import { Component, type ErrorInfo, type ReactNode } from "react";
import styled from "styled-components";

const Screen = styled.div`
  max-width: 40rem;
  margin: 4rem auto;
  padding: 2rem;
  font-family: system-ui, sans-serif;
  h1 { font-size: 1.75rem; }
  pre { white-space: pre-wrap; background: #f1f5f9; padding: 1rem; border-radius: 0.5rem; color: #7f1d1d; }
`;

type ErrorBoundaryState = { error: Error | null };

/**
 * Last line of defence: a render error anywhere shows what went wrong instead of a blank page.
 * Its text is fixed chrome, not content, because the data layer may be what failed.
 */
export class ErrorBoundary extends Component<{ children: ReactNode }, ErrorBoundaryState> {
  override state: ErrorBoundaryState = { error: null };

  static getDerivedStateFromError(error: Error): ErrorBoundaryState {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error("Unexpected application error", error, info.componentStack);
  }

  override render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    return (
      <Screen role="alert">
        <h1>Unexpected Application Error!</h1>
        <pre>{error.message}</pre>
        <p>
          <a href="/">Return to Home</a>
        </p>
      </Screen>
    );
  }
}
