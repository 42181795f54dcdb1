import { useEffect, useRef } from 'react';
import type { MoveBy } from './accountGroups';
import { accountTexts } from './accountTexts';
import './accounts.css';

interface AccountMoveButtonsProps {
  name: string;
  /** The account's place in its group: when it changes after a move, the pressed button gets the focus back. */
  position: number;
  canMoveUp: boolean;
  canMoveDown: boolean;
  onMove: (by: MoveBy) => void;
}

/**
 * "Move up" and "Move down" of one account in its group's list, each named with the account for a
 * screen reader. The row moves with the list; the focus stays on the button pressed (or on the other
 * one once the account reached the group's end), so the keyboard can go on moving it.
 */
export function AccountMoveButtons({ name, position, canMoveUp, canMoveDown, onMove }: AccountMoveButtonsProps) {
  const up = useRef<HTMLButtonElement>(null);
  const down = useRef<HTMLButtonElement>(null);
  const pressed = useRef<MoveBy | null>(null);
  useEffect(() => {
    if (pressed.current === null) return;
    const [wanted, other] = pressed.current === -1 ? [up, down] : [down, up];
    pressed.current = null;
    (wanted.current?.disabled ? other : wanted).current?.focus();
  }, [position]);
  const button = (by: MoveBy, ref: typeof up, enabled: boolean) => (
    <button
      ref={ref}
      type="button"
      className="button button--secondary row-actions__button account-move__button"
      disabled={!enabled}
      aria-label={by === -1 ? accountTexts.moveUp(name) : accountTexts.moveDown(name)}
      title={by === -1 ? accountTexts.moveUpTitle : accountTexts.moveDownTitle}
      onClick={() => {
        pressed.current = by;
        onMove(by);
      }}
    >
      <span aria-hidden="true">{by === -1 ? '↑' : '↓'}</span>
    </button>
  );
  return (
    <span className="account-move">
      {button(-1, up, canMoveUp)}
      {button(1, down, canMoveDown)}
    </span>
  );
}
