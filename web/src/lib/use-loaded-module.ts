import { useEffect, useState } from 'react';

export interface ModuleLoader<T> {
  /** The module once loaded (later mounts render it at once). */
  module: T | null;
  load(): Promise<T>;
}

/** Wraps a dynamic import so that the module, once loaded, is at hand synchronously. */
export function moduleLoader<T>(importer: () => Promise<T>): ModuleLoader<T> {
  const loader: ModuleLoader<T> = {
    module: null,
    load: async () => (loader.module ??= await importer()),
  };
  return loader;
}

/**
 * A module loaded on first render, as state: `module` is null until it has loaded (`error` if it
 * could not be). A lazy() component would suspend and later reveal its Suspense boundary instead,
 * and React spaces boundary reveals at least 300 ms apart: a screen whose data is already there
 * (route-preload.ts) or a footer revealed just before the page would be held back by up to 300 ms.
 */
export function useLoadedModule<T>(loader: ModuleLoader<T>): { module: T | null; error: unknown } {
  const [state, setState] = useState<{ module: T | null; error: unknown }>({ module: loader.module, error: null });
  useEffect(() => {
    if (state.module) return;
    let live = true;
    loader.load().then(
      (module) => live && setState({ module, error: null }),
      (error: unknown) => live && setState({ module: null, error }),
    );
    return () => {
      live = false;
    };
  }, [loader, state.module]);
  return loader.module ? { module: loader.module, error: null } : state;
}
