import { Button } from '@douyinfe/semi-ui';
import type { ButtonProps } from '@douyinfe/semi-ui/lib/es/button';
import type { MouseEvent } from 'react';
import { useClickLock } from './useClickLock';

/** The action button of the portal: disabled for 1 second after each click (spec §5). */
export function LockButton({ onClick, disabled, ...props }: ButtonProps) {
  const { locked, run } = useClickLock();
  return (
    <Button
      {...props}
      disabled={disabled || locked}
      onClick={(event: MouseEvent<HTMLButtonElement>) => run(onClick, event)}
    />
  );
}
