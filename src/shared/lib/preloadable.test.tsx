import { render, screen } from '@testing-library/react';
import { Suspense, type ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { preloadable } from './preloadable';

function Greeting({ name }: { readonly name: string }) {
  return <p>Hello, {name}</p>;
}

const greetingModule = () => Promise.resolve({ default: Greeting });

const inSuspense = (Component: ComponentType<{ name: string }>) => (
  <Suspense fallback={<p>Loading</p>}>
    <Component name="Aziza" />
  </Suspense>
);

describe('preloadable', () => {
  it('renders whole at once once preloaded, even where nothing can wait (a prerender)', async () => {
    const { Component, preload } = preloadable(greetingModule);
    expect((await preload()).default).toBe(Greeting);
    expect(renderToString(inSuspense(Component))).toBe(
      '<!--$--><p>Hello, <!-- -->Aziza</p><!--/$-->',
    );
    render(inSuspense(Component));
    expect(screen.getByText('Hello, Aziza')).toBeTruthy();
    expect(screen.queryByText('Loading')).toBeNull();
  });

  it('before the code is here, suspends into the fallback, then renders it', async () => {
    const load = vi.fn(greetingModule);
    const { Component } = preloadable(load);
    render(inSuspense(Component));
    expect(screen.getByText('Loading')).toBeTruthy();
    expect(await screen.findByText('Hello, Aziza')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
  });
});
