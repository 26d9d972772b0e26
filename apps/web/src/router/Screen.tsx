import { type ComponentType, type LazyExoticComponent, lazy, Suspense } from 'react';
import { ErrorBoundary } from '../components/ErrorBoundary';
import { Loading } from '../components/Loading';
import { loadScreenRegistry } from './screens';

const cache = new Map<string, LazyExoticComponent<ComponentType>>();

function lazyScreen(key: string) {
  let c = cache.get(key);
  if (!c) {
    c = lazy(() => loadScreenRegistry().then((registry) => registry[key]!()));
    cache.set(key, c);
  }
  return c;
}

/** One registry screen, loaded on first use, behind a boundary. */
export function Screen({ screen }: { screen: string }) {
  const C = lazyScreen(screen);
  return (
    <ErrorBoundary>
      <Suspense fallback={<Loading />}>
        <C />
      </Suspense>
    </ErrorBoundary>
  );
}
