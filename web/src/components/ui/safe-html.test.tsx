import { act, render, screen } from '@testing-library/react';
import DOMPurify from 'dompurify';
import { hydrateRoot } from 'react-dom/client';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HydrationEnd, startHydrating } from '@/lib/hydration.ts';
import { SafeHtml } from './safe-html.tsx';

afterEach(() => {
  vi.restoreAllMocks();
  window.history.replaceState(null, '', '/');
});

describe('SafeHtml', () => {
  it('renders HTML without its scripts and event handlers', async () => {
    const { container } = render(
      <MemoryRouter>
        <SafeHtml
          html={'<p>Fits <b>every</b> finger<img src="x.png" onerror="alert(1)"><script>steal()</script></p>'}
        />
      </MemoryRouter>,
    );
    expect(await screen.findByText('every')).toBeInTheDocument();
    expect(container.querySelector('img')).not.toHaveAttribute('onerror');
    expect(container.querySelector('script')).toBeNull();
  });

  it('leaves the HTML the server rendered as it is while hydrating, and cleans what it renders after', async () => {
    const sanitize = vi.spyOn(DOMPurify, 'sanitize');
    window.history.replaceState(null, '', '/category/smart-rings');
    const html = '<p>Rendered by the server</p>';
    const container = document.createElement('div');
    container.innerHTML = `<div>${html}</div>`;
    document.body.append(container);
    const page = (source: string) => (
      <MemoryRouter>
        <SafeHtml html={source} />
        <HydrationEnd />
      </MemoryRouter>
    );

    startHydrating();
    const root = await act(async () => hydrateRoot(container, page(html)));
    expect(sanitize).not.toHaveBeenCalled();
    expect(container.querySelector('p')).toHaveTextContent('Rendered by the server');

    await act(async () => root.render(page('<p>New <i>text</i><script>steal()</script></p>')));
    expect(sanitize).toHaveBeenCalledTimes(1);
    expect(container.querySelector('i')).toHaveTextContent('text');
    expect(container.querySelector('script')).toBeNull();
    root.unmount();
    container.remove();
  });

  it('cleans HTML rendered at another address than the one being hydrated', async () => {
    const sanitize = vi.spyOn(DOMPurify, 'sanitize');
    window.history.replaceState(null, '', '/category/smart-rings');
    startHydrating();
    window.history.pushState(null, '', '/category/smart-rings?colour=black');
    render(
      <MemoryRouter>
        <SafeHtml html="<p>Filtered</p>" />
      </MemoryRouter>,
    );
    expect(await screen.findByText('Filtered')).toBeInTheDocument();
    expect(sanitize).toHaveBeenCalledTimes(1);
  });
});
