import { afterEach, expect, it, vi } from 'vitest';
import { warmDateFields } from './warmDateFields';

afterEach(() => vi.useRealTimers());

it('shows one date field for a frame, out of reach of keyboard and assistive technology, and only once per page', () => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'requestAnimationFrame'] });
  warmDateFields();
  warmDateFields();

  const fields = document.querySelectorAll<HTMLInputElement>('input[type="date"]');
  expect(fields).toHaveLength(1);
  const [field] = fields;
  expect(field!.disabled).toBe(true);
  expect(field!.tabIndex).toBe(-1);
  expect(field!.getAttribute('aria-hidden')).toBe('true');
  expect(field!.style.left).toBe('-10000px');

  vi.advanceTimersToNextFrame();
  vi.runAllTimers();
  expect(document.querySelector('input[type="date"]')).toBeNull();

  warmDateFields();
  expect(document.querySelector('input[type="date"]')).toBeNull();
});
