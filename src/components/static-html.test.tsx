// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { StaticHtml } from './static-html';

afterEach(cleanup);

describe('StaticHtml', () => {
  it('renders its children inside the marked region, with its class', () => {
    const html = renderToString(
      <StaticHtml name="body" className="prose">
        <p>Rendered once</p>
      </StaticHtml>,
    );
    expect(html).toBe('<div data-static-html="body" class="prose"><p>Rendered once</p></div>');
  });
});
