import { describe, expect, it } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { renderApp } from '../lib/test/render-app';
import { PageMeta } from './page-meta';

const linkHref = (selector: string) =>
  [...document.head.querySelectorAll(selector)].map((link) => link.getAttribute('href'));

describe('PageMeta', () => {
  it('names the page in its own language as canonical, and Russian as the default', () => {
    // As the app's router has it: under /en, the screen's path is the part after the prefix.
    const { hook } = memoryLocation({ path: '/en/news' });
    renderApp(
      <Router hook={hook} base="/en">
        <PageMeta title="News" />
      </Router>,
    );
    const { origin } = window.location;
    expect(document.title).toBe('News — Tashkent Pizza');
    expect(linkHref('link[rel="canonical"]')).toEqual([`${origin}/en/news`]);
    expect(linkHref('link[rel="alternate"][hreflang="x-default"]')).toEqual([`${origin}/news`]);
    expect(linkHref('link[rel="alternate"][hreflang="uz"]')).toEqual([`${origin}/uz/news`]);
  });
});
