import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { moduleLoader, useLoadedModule, type ModuleLoader } from './use-loaded-module.ts';

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

function Shown({ loader }: { loader: ModuleLoader<{ text: string }> }) {
  const { module, error } = useLoadedModule(loader);
  if (error) return <p>failed</p>;
  return <p>{module ? module.text : 'loading'}</p>;
}

describe('useLoadedModule', () => {
  it('shows the placeholder, then the module; a later mount has it at once', async () => {
    const load = deferred<{ text: string }>();
    let imports = 0;
    const loader = moduleLoader(() => {
      imports++;
      return load.promise;
    });
    const first = render(<Shown loader={loader} />);
    expect(screen.getByText('loading')).toBeInTheDocument();
    await act(async () => load.resolve({ text: 'the form' }));
    expect(screen.getByText('the form')).toBeInTheDocument();
    first.unmount();
    render(<Shown loader={loader} />);
    expect(screen.getByText('the form')).toBeInTheDocument();
    expect(imports).toBe(1);
  });

  it('reports a module that could not load', async () => {
    const load = deferred<{ text: string }>();
    render(<Shown loader={moduleLoader(() => load.promise)} />);
    await act(async () => load.reject(new Error('chunk missing')));
    expect(screen.getByText('failed')).toBeInTheDocument();
  });
});
