import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { SendOptions } from './send-options.tsx';

afterEach(cleanup);

const names = () => screen.getAllByRole('link').map((l) => l.getAttribute('href'));

describe('[SEND] the ways to send', () => {
  it('offers bulk payment when the business may use it, and leaves it out otherwise', () => {
    const { unmount } = render(
      <MemoryRouter>
        <SendOptions isAvailable={() => true} />
      </MemoryRouter>,
    );
    expect(names()).toEqual(['/r/individualsend', '/r/groupsend', '/r/bulkpayment']);
    unmount();
    render(
      <MemoryRouter>
        <SendOptions isAvailable={() => true} isOffered={(path) => path !== '/r/bulkpayment'} />
      </MemoryRouter>,
    );
    expect(names()).toEqual(['/r/individualsend', '/r/groupsend']);
  });
});
