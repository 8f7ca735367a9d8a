import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { VopNotice } from './vop-notice.tsx';

afterEach(cleanup);

describe('[VOP] the review’s name check', () => {
  it('a close match names the registered name and asks to confirm', () => {
    const onConfirm = vi.fn();
    render(
      <VopNotice
        check={{
          result: 'CLOSE_MATCH',
          registered_name: 'Rheinland Industriebedarf GmbH',
          message: 'The name is close to the account holder’s.',
          needs_confirmation: true,
        }}
        recipientName="Rheinland Industriebedarf"
        isConfirmed={false}
        onConfirm={onConfirm}
      />,
    );
    const box = screen.getByRole('checkbox', { name: /Rheinland Industriebedarf GmbH/ });
    fireEvent.click(box);
    expect(onConfirm).toHaveBeenCalledWith(true);
  });

  it('a match or an unavailable check asks nothing', () => {
    for (const result of ['MATCH', 'UNAVAILABLE'] as const) {
      render(
        <VopNotice
          check={{ result, registered_name: null, message: `said ${result}`, needs_confirmation: false }}
          recipientName="Anyone"
          isConfirmed={false}
          onConfirm={() => undefined}
        />,
      );
      expect(screen.getByText(`said ${result}`)).toBeTruthy();
      expect(screen.queryByRole('checkbox')).toBeNull();
      cleanup();
    }
  });
});
